import { useIntl, type MessageDescriptor } from 'react-intl';
import { RegistrationConfirmation } from '@uaeaf/account-kit';
import { LocalizedLink } from '@uaeaf/ui';
import { confirmationMessages } from './messages';

/** An applicant's own request stored: it waits for the federation, then the home page, or `next`. */
export function Confirmation({ next }: { next?: { to: string; label: MessageDescriptor } }) {
  const intl = useIntl();
  return (
    <RegistrationConfirmation>
      <p>{intl.formatMessage(confirmationMessages.whatNext)}</p>
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
