import { useIntl, type MessageDescriptor } from 'react-intl';
import { type RegistrationReceipt, registrationStepWorkingDays } from '@uaeaf/contracts';
import { RegistrationConfirmation } from '@uaeaf/account-kit';
import { LocalizedLink } from '@uaeaf/ui';
import { clubDecidesFirstText, confirmationMessages, federationDecidesText } from './messages';

/**
 * An applicant's own request stored: it waits for the federation, then the home page, or `next` (a resubmission, which
 * is the member's own account and so needs no word about an email that already had one). A new registration shows
 * its receipt: the reference (also mailed), who decides next and how long a step usually takes (decision 087).
 */
export function Confirmation({
  receipt,
  next,
}: {
  receipt?: RegistrationReceipt;
  next?: { to: string; label: MessageDescriptor };
}) {
  const intl = useIntl();
  const days = { days: registrationStepWorkingDays };
  return (
    <RegistrationConfirmation>
      {receipt && (
        <p>
          {intl.formatMessage(confirmationMessages.reference)}: <strong dir="ltr">{receipt.reference}</strong>
        </p>
      )}
      <p>
        {!receipt
          ? intl.formatMessage(confirmationMessages.whatNext)
          : receipt.decidesNext === 'club'
            ? intl.formatMessage(clubDecidesFirstText, days)
            : intl.formatMessage(federationDecidesText, days)}
      </p>
      {/* A new registration is answered alike whether its email had an account or not (decision 081). */}
      {!next && <p>{intl.formatMessage(confirmationMessages.knownEmail)}</p>}
      <p>
        {intl.formatMessage(confirmationMessages.status)}:{' '}
        <strong>{intl.formatMessage(confirmationMessages.pending)}</strong>
      </p>
      <p>
        <LocalizedLink to={next?.to ?? '/'}>
          {next ? intl.formatMessage(next.label) : intl.formatMessage(confirmationMessages.home)}
        </LocalizedLink>
      </p>
    </RegistrationConfirmation>
  );
}
