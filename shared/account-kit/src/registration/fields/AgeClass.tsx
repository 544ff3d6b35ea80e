import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ageClassFor, type AgeClassCode } from '@uaeaf/contracts';
import { ageClassNames, ageClassText } from '../registration-messages';
import styles from '../registration.module.css';

/** The archer's age class this year, from the date of birth as soon as it is a possible one. */
export function AgeClass({ path, today }: { path: string; today: string }) {
  const intl = useIntl();
  const birthDate: unknown = useWatch({ name: path });
  const year = Number(today.slice(0, 4));
  let code: AgeClassCode | undefined;
  if (typeof birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && birthDate <= today) {
    code = ageClassFor(birthDate, year);
  }
  return (
    <p className={styles.ageClass} aria-live="polite">
      {code &&
        intl.formatMessage(ageClassText, {
          year: intl.formatNumber(year, { useGrouping: false }),
          ageClass: intl.formatMessage(ageClassNames[code]),
        })}
    </p>
  );
}
