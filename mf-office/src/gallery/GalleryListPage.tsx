import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper } from '@uaeaf/account-kit';
import type { GalleryAlbumListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, useDates } from '@uaeaf/ui';
import { contentText } from '../content/messages';
import { PublishingList, usePublishingFilters } from '../content/PublishingList';
import { useAlbumList } from './api';
import { galleryPage, galleryText } from './messages';

const column = createColumnHelper<GalleryAlbumListItem>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.title[locale], {
        id: 'title',
        header: intl.formatMessage(contentText.title),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/gallery/${row.original.id}`}>
            {row.original.title[locale]}
          </LocalizedLink>
        ),
      }),
      column.accessor('takenOn', {
        header: intl.formatMessage(galleryText.takenOn),
        cell: ({ getValue }) => day(getValue(), 'short'),
      }),
      column.accessor('photoCount', {
        header: intl.formatMessage(galleryText.photoCount),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
    ],
    [intl, locale, day],
  );
}

/** `/office/gallery`: every album, newest first, by status and title (decision 072). */
export function GalleryListPage() {
  const locale = useLocale();
  const { filters, page } = usePublishingFilters();
  return (
    <PublishingList
      page={galleryPage}
      newPath="/office/gallery/new"
      searchLabel={galleryText.search}
      filtered={Object.values(filters).some((value) => value !== undefined)}
      pageNumber={page}
      query={useAlbumList({ ...filters, page })}
      columns={useColumns()}
      rowLabel={(row) => row.title[locale]}
    />
  );
}
