import { useIntl } from 'react-intl';
import { LocalizedLink } from '@uaeaf/ui';
import { servicesText } from '../eservices/messages';
import styles from './requests.module.css';

export const RequestListNames = ['membership', 'services'] as const;
export type RequestListName = (typeof RequestListNames)[number];

/** `?list=services` shows the electronic services; anything else the membership requests. */
export function readRequestList(params: URLSearchParams): RequestListName {
  return params.get('list') === 'services' ? 'services' : 'membership';
}

const lists = {
  membership: { to: '/office/requests', text: servicesText.membershipList },
  services: { to: '/office/requests?list=services', text: servicesText.servicesList },
} as const;

/**
 * The two queues of requests as links: each opens its list unfiltered (their filters differ), and the one shown is
 * marked as the current page for screen readers.
 */
export function RequestLists({ current }: { current: RequestListName }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(servicesText.lists)}>
      <ul className={styles.lists}>
        {RequestListNames.map((name) => (
          <li key={name}>
            <LocalizedLink
              to={lists[name].to}
              className={styles.list}
              aria-current={name === current ? 'page' : undefined}
            >
              {intl.formatMessage(lists[name].text)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
