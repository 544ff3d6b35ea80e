import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper } from '@uaeaf/account-kit';
import type { ContentKind, ContentListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, useDates } from '@uaeaf/ui';
import { useContentList } from './api';
import { contentPages } from './kinds';
import { contentText } from './messages';
import { PublishingList, usePublishingFilters } from './PublishingList';

const column = createColumnHelper<ContentListItem>();

/** The title in the page's language, or the one a draft in one language has (decision 069). */
const titleIn = (row: ContentListItem, locale: 'ar' | 'en') =>
  row.title[locale] || row.title[locale === 'ar' ? 'en' : 'ar'];

function useColumns(kind: ContentKind) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => titleIn(row, locale), {
        id: 'title',
        header: intl.formatMessage(contentText.title),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/content/${kind}/${row.original.id}`}>
            {titleIn(row.original, locale)}
          </LocalizedLink>
        ),
      }),
      column.accessor('shownOn', {
        header: intl.formatMessage(contentText.shownOn),
        cell: ({ getValue }) => day(getValue(), 'short'),
      }),
    ],
    [intl, locale, day, kind],
  );
}

/** `/office/content/news` and its kin: every item of a kind, newest first, by status and title. */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const locale = useLocale();
  const { filters, page } = usePublishingFilters();
  return (
    <PublishingList
      page={contentPages[kind]}
      newPath={`/office/content/${kind}/new`}
      searchLabel={contentText.search}
      filtered={Object.values(filters).some((value) => value !== undefined)}
      pageNumber={page}
      query={useContentList(kind, { ...filters, page })}
      columns={useColumns(kind)}
      rowLabel={(row) => titleIn(row, locale)}
    />
  );
}
