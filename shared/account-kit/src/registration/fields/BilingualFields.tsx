import { useIntl } from 'react-intl';
import { officialLabels } from '../field-labels';
import { registrationMessages } from '../registration-messages';
import styles from '../registration.module.css';
import { InputField } from './InputField';

const text = (dir: 'rtl' | 'ltr') => ({ kind: 'text', type: 'text', dir }) as const;

/** A name or address in Arabic and English (`{ ar, en }`), as one group of two inputs. */
export function BilingualField({
  path,
  label,
  required,
  hint,
}: {
  path: string;
  label: string;
  required: boolean;
  hint?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.group}>
      <legend className={required ? styles.marker : undefined}>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.pair}>
        <InputField
          path={`${path}.ar`}
          label={intl.formatMessage(registrationMessages.inArabic)}
          info={text('rtl')}
          required={required}
        />
        <InputField
          path={`${path}.en`}
          label={intl.formatMessage(registrationMessages.inEnglish)}
          info={text('ltr')}
          required={required}
        />
      </div>
    </fieldset>
  );
}

/** A club's officials: each optional, each named in both languages when given. */
export function OfficialsField({
  path,
  label,
  roles,
  hint,
}: {
  path: string;
  label: string;
  roles: readonly string[];
  hint?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {roles.map((role) => (
        <BilingualField
          key={role}
          path={`${path}.${role}`}
          label={officialLabels[role] ? intl.formatMessage(officialLabels[role]) : role}
          required={false}
        />
      ))}
    </fieldset>
  );
}
