import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';
import { FigureCard, FigureCards, useCan } from '@uaeaf/account-kit';
import type { Permission } from '@uaeaf/contracts';
import { QueryStates } from '@uaeaf/ui';
import { useSummary } from '../common/api';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { ContactQueue } from '../contact/ContactQueue';
import { FinanceQueue } from '../finance/FinanceQueue';
import { officePages } from '../pages';

const queueText = defineMessages({
  heading: { id: 'office.home.queues', defaultMessage: 'Work queues' },
  awaitingOffice: { id: 'office.home.awaitingOffice', defaultMessage: 'Requests waiting for the office' },
  servicesAwaitingOffice: {
    id: 'office.home.servicesAwaitingOffice',
    defaultMessage: 'Electronic services waiting for the office',
  },
  pendingClub: { id: 'office.home.pendingClub', defaultMessage: 'Requests waiting for their club' },
  rejected: { id: 'office.home.rejected', defaultMessage: 'Rejected requests' },
  approvedThisMonth: { id: 'office.home.approvedThisMonth', defaultMessage: 'Approved this month' },
  activePenalties: { id: 'office.home.activePenalties', defaultMessage: 'Active penalties' },
  blockedMembers: { id: 'office.home.blockedMembers', defaultMessage: 'Blocked members' },
  nothingForRole: {
    id: 'office.home.nothingForRole',
    defaultMessage: 'None of the office lists is for your role; your work is in the site’s content.',
  },
  nothingForResults: {
    id: 'office.home.nothingForResults',
    defaultMessage: 'None of the office lists is for your role; your work is in the tournament results.',
  },
});

type QueueName = keyof typeof queueText;

/**
 * Each count of the summary, the list it opens (filtered to it) and the permission that list needs. The services'
 * count is read by name, not by the summary's type: an API without it (before decision 046) shows no card for it.
 */
const queues: { count: QueueName; to: string; permission: Permission }[] = [
  { count: 'awaitingOffice', to: '/office/requests?queue=awaitingOffice', permission: 'requests.read' },
  {
    count: 'servicesAwaitingOffice',
    to: '/office/requests?list=services&status=awaitingOffice',
    permission: 'requests.read',
  },
  { count: 'pendingClub', to: '/office/requests?queue=pendingClub', permission: 'requests.read' },
  { count: 'rejected', to: '/office/requests?status=Cancled', permission: 'requests.read' },
  { count: 'approvedThisMonth', to: '/office/requests?status=Approved', permission: 'requests.read' },
  { count: 'activePenalties', to: '/office/penalties?status=active', permission: 'penalties.read' },
  { count: 'blockedMembers', to: '/office/members?blocked=true', permission: 'members.read' },
];

function QueueCard({
  count,
  label,
  to,
  permission,
}: {
  count: number | undefined;
  label: MessageDescriptor;
  to: string;
  permission: Permission;
}) {
  const intl = useIntl();
  if (!useCan(permission) || count === undefined) return null;
  return <FigureCard to={to} figure={intl.formatNumber(count)} label={intl.formatMessage(label)} />;
}

/** `/office`: what waits for a decision, each count a link into its list. */
export function OfficeHomePage() {
  const intl = useIntl();
  const query = useSummary();
  const canRequests = useCan('requests.read');
  const canPenalties = useCan('penalties.read');
  const canMembers = useCan('members.read');
  const anyList = canRequests || canPenalties || canMembers;
  // The roles without a list are the content editor and the results officer, whose work the message names.
  const canResults = useCan('results.manage');
  return (
    <>
      <OfficePageHeading page={officePages['']} />
      {anyList ? (
        <section aria-labelledby="office-queues">
          <h2 id="office-queues">{intl.formatMessage(queueText.heading)}</h2>
          <QueryStates query={query}>
            {({ counts }) => (
              <FigureCards>
                {queues.map((queue) => (
                  <QueueCard
                    key={queue.count}
                    count={(counts as Partial<Record<QueueName, number>>)[queue.count]}
                    label={queueText[queue.count]}
                    to={queue.to}
                    permission={queue.permission}
                  />
                ))}
              </FigureCards>
            )}
          </QueryStates>
        </section>
      ) : (
        <p>{intl.formatMessage(canResults ? queueText.nothingForResults : queueText.nothingForRole)}</p>
      )}
      <FinanceQueue />
      <ContactQueue />
    </>
  );
}
