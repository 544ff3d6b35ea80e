import { useIntl } from 'react-intl';
import { UnreadCircularsSchema } from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { NavBadge } from '../area/AreaLayout';
import { navUnreadText } from './circulars-messages';

/** The account circulars' queries; the navigation's badge reads `unread`, so marking one read refreshes it too. */
export const circularQueryKeys = {
  all: ['account', 'circulars'] as const,
  list: (page: number) => [...circularQueryKeys.all, 'list', page] as const,
  unread: () => [...circularQueryKeys.all, 'unread'] as const,
};

/** How many circulars the member has not opened, for a navigation badge. */
export function useUnreadCirculars() {
  return useApi(circularQueryKeys.unread(), '/account/circulars/unread', UnreadCircularsSchema, {
    fresh: true,
  });
}

/**
 * The circulars item's badge in an area's navigation (`AreaPage.badge`): the unread count, heard as "Circulars, 2
 * unread". Kept apart from the circulars list so the frame loads only this small query.
 */
export function UnreadCircularsBadge({ label }: { label: string }) {
  const intl = useIntl();
  const unread = useUnreadCirculars().data?.unread ?? 0;
  return (
    <NavBadge
      label={label}
      count={unread}
      text={intl.formatMessage(navUnreadText, { label, count: unread })}
    />
  );
}
