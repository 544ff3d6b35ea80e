import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountCircularDetailSchema,
  AccountCircularsResponseSchema,
  UnreadCircularsSchema,
  pagination,
  type AccountCircular,
} from '@uaeaf/contracts';
import { apiPath, apiRequest, useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { DateText, EmptyState, QueryStates } from '@uaeaf/ui';
import { circularsText, unreadCountText } from './circulars-messages';
import styles from './circulars.module.css';

/** The account circulars' queries; the navigation's badge reads `unread`, so marking one read refreshes it too. */
export const circularQueryKeys = {
  all: ['account', 'circulars'] as const,
  list: () => [...circularQueryKeys.all, 'list'] as const,
  unread: () => [...circularQueryKeys.all, 'unread'] as const,
};

export const circularPaths = {
  list: apiPath('/account/circulars', { pageSize: pagination.maxPageSize }),
  unread: '/account/circulars/unread',
  read: (id: number) => `/account/circulars/${id}/read`,
};

/** How many circulars the member has not opened, for a navigation badge. */
export function useUnreadCirculars() {
  return useApi(circularQueryKeys.unread(), circularPaths.unread, UnreadCircularsSchema, { fresh: true });
}

/**
 * The circulars the federation addressed to the member's kind or to everyone (issue 11), newest first, unread ones
 * marked. A circular's text is its files; opening one of them marks the circular read. The club area's and the role
 * areas' circulars pages show it under their heading.
 */
export function MemberCirculars() {
  const intl = useIntl();
  const circulars = useApi(circularQueryKeys.list(), circularPaths.list, AccountCircularsResponseSchema, {
    fresh: true,
  });
  const unread = useUnreadCirculars();
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: number) =>
      apiRequest(circularPaths.read(id), AccountCircularDetailSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circularQueryKeys.all }),
  });

  return (
    <QueryStates query={circulars}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <p>{intl.formatMessage(circularsText.none)}</p>
          </EmptyState>
        ) : (
          <>
            <p role="status">
              {unread.data && intl.formatMessage(unreadCountText, { count: unread.data.unread })}{' '}
              {intl.formatMessage(circularsText.opening)}
            </p>
            <ul className={styles.list}>
              {items.map((circular) => (
                <CircularItem
                  key={circular.id}
                  circular={circular}
                  onOpen={() => {
                    if (!circular.read) markRead.mutate(circular.id);
                  }}
                />
              ))}
            </ul>
          </>
        )
      }
    </QueryStates>
  );
}

function CircularItem({ circular, onOpen }: { circular: AccountCircular; onOpen: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li className={circular.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <h2>{circular.title[locale]}</h2>
      <p className={styles.facts}>
        <span className={styles.mark}>
          {intl.formatMessage(circular.read ? circularsText.read : circularsText.unread)}
        </span>
        <span>
          {intl.formatMessage(circularsText.number)}: <span dir="ltr">{circular.number}</span>
        </span>
        <span>
          {intl.formatMessage(circularsText.issuedOn)}: <DateText value={circular.issuedOn} />
        </span>
      </p>
      {circular.attachments.length > 0 && (
        <ul className={styles.files} aria-label={intl.formatMessage(circularsText.attachments)}>
          {circular.attachments.map((file) => (
            <li key={file.url}>
              {/* The auxiliary click too: a file opened in a new tab has been opened all the same. */}
              <a href={file.url} target="_blank" rel="noreferrer" onClick={onOpen} onAuxClick={onOpen}>
                {file.name[locale]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
