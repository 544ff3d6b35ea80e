import { defineMessage, useIntl } from 'react-intl';
import { useApi } from '@uaeaf/api-client';
import { ServicesAwaitingSchema } from '@uaeaf/contracts';
import { NavBadge } from '../area/AreaLayout';
import { servicesAwaitingKey } from './service-keys';

// Here, not with the services' other words: the frame would carry all of those (measured: 15.8 KB raw of its chunk).
const navAwaitingText = defineMessage<{ label: string; count: number }>({
  id: 'kit.eservices.navAwaiting',
  defaultMessage: '{label}, {count, number} waiting for your answer',
});

/**
 * The club area's requests item's badge (`AreaPage.badge`, decision 038): how many service requests wait for the
 * club's answer as a party. The frame shows it on every page, so it reads only the API's count (decision 051), under
 * the list's key so answering a request lowers it, and imports none of the services' schemas or pages.
 */
export function AwaitingAnswerBadge({ label }: { label: string }) {
  const intl = useIntl();
  const count =
    useApi(servicesAwaitingKey, '/account/services/awaiting', ServicesAwaitingSchema, { fresh: true }).data
      ?.awaiting ?? 0;
  return (
    <NavBadge label={label} count={count} text={intl.formatMessage(navAwaitingText, { label, count })} />
  );
}
