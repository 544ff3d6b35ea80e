import { useIntl } from 'react-intl';
import { NavBadge } from '../area/AreaLayout';
import { navAwaitingText } from './eservices-messages';
import { awaitsAnswer, useServiceRequests } from './service-api';

/**
 * The club area's requests item's badge (`AreaPage.badge`, decision 038): how many service requests wait for the
 * club's answer as a party. It reads the requests list itself (the API has no count), in the list page's cache, so
 * answering one lowers it; apart from the list's components, so the frame loads none of them.
 */
export function AwaitingAnswerBadge({ label }: { label: string }) {
  const intl = useIntl();
  const count = useServiceRequests().data?.items.filter(awaitsAnswer).length ?? 0;
  return (
    <NavBadge label={label} count={count} text={intl.formatMessage(navAwaitingText, { label, count })} />
  );
}
