import { useIntl } from 'react-intl';
import { FigureCard, FigureCards, useCan } from '@uaeaf/account-kit';
import { QueryStates } from '@uaeaf/ui';
import { useContactSummary } from './api';
import { contactText } from './messages';

/** The office home's count of new contact messages (and overdue ones), for those who answer them. */
export function ContactQueue() {
  const intl = useIntl();
  const canAnswer = useCan('contact.answer');
  const query = useContactSummary(canAnswer);
  if (!canAnswer) return null;
  return (
    <section aria-labelledby="office-contact-queue">
      <h2 id="office-contact-queue">{intl.formatMessage(contactText.inbox)}</h2>
      <QueryStates query={query}>
        {({ newCount, overdueCount }) => (
          <FigureCards>
            <FigureCard
              to="/office/contact?status=new"
              figure={intl.formatNumber(newCount)}
              label={intl.formatMessage(contactText.newMessages)}
            />
            <FigureCard
              to="/office/contact?status=new"
              figure={intl.formatNumber(overdueCount)}
              label={intl.formatMessage(contactText.overdueMessages)}
            />
          </FigureCards>
        )}
      </QueryStates>
    </section>
  );
}
