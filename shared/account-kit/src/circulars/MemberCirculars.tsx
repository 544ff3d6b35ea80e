import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountCircularDetailSchema,
  AccountCircularsResponseSchema,
  pagination,
  type AccountCircular,
} from '@uaeaf/contracts';
import { apiPath, apiRequest, useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { DateText, PagedResults, readPage } from '@uaeaf/ui';
import { circularCountText, circularsText, unreadCountText } from './circulars-messages';
import styles from './circulars.module.css';
import { circularQueryKeys, useUnreadCirculars } from './UnreadCirculars';

export const circularPaths = {
  list: (page: number) =>
    apiPath('/account/circulars', { pageSize: pagination.maxPageSize, page: page > 1 ? page : undefined }),
  read: (id: number) => `/account/circulars/${id}/read`,
};

/**
 * The circulars the federation addressed to the member's kind or to everyone (issue 11), newest first, unread ones
 * marked, a page at a time (`?page=`) with their count. A circular's text is its files; opening one of them marks the
 * circular read. The club area's and the role areas' circulars pages show it under their heading.
 */
export function MemberCirculars() {
  const intl = useIntl();
  const page = readPage(useSearchParams()[0]);
  const circulars = useApi(
    circularQueryKeys.list(page),
    circularPaths.list(page),
    AccountCircularsResponseSchema,
    { fresh: true, keepPrevious: true },
  );
  const unread = useUnreadCirculars();
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: number) =>
      apiRequest(circularPaths.read(id), AccountCircularDetailSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circularQueryKeys.all }),
  });

  return (
    <PagedResults
      query={circulars}
      page={page}
      filtered={false}
      countText={circularCountText}
      emptyText={circularsText.none}
    >
      {(items) => (
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
      )}
    </PagedResults>
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
