import { useIntl } from 'react-intl';
import type { RegistrationFormName, UaePassPrefill } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { UaePassStartLink } from './UaePassButton';
import { useForgetUaePassPrefill, useUaePassInfo } from './uae-pass-api';
import { filledInMessage, uaePassMessages } from './uae-pass-messages';
import styles from './uae-pass.module.css';

/**
 * Above a person's registration form (decision 097): with UAE PASS's details kept for this browser, whose they are
 * and a way to drop them; otherwise UAE PASS's button, which comes back to this form filled in.
 */
export function UaePassRegistration({
  form,
  prefill,
}: {
  form: RegistrationFormName;
  prefill: UaePassPrefill | null | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { data: info } = useUaePassInfo();
  const forget = useForgetUaePassPrefill();
  if (prefill)
    return (
      <div className={styles.filledIn}>
        <p>
          {intl.formatMessage(filledInMessage, {
            name: prefill.name[locale],
          })}
        </p>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => forget.mutate()}
          disabled={forget.isPending}
        >
          {intl.formatMessage(uaePassMessages.notYou)}
        </button>
      </div>
    );
  if (!info?.available) return null;
  return (
    <>
      <UaePassStartLink redirect={`/register/${form}`}>
        {intl.formatMessage(uaePassMessages.fillIn)}
      </UaePassStartLink>
      <p className={styles.divider}>{intl.formatMessage(uaePassMessages.orByHand)}</p>
    </>
  );
}
