import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { createColumnHelper, DataTable } from '@uaeaf/account-kit';
import { ClubPageListResponseSchema, type ClubPageListItem, EmirateNames } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, readPage, readSearch, SearchForm } from '@uaeaf/ui';
import { useOfficeApi } from '../common/api';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { clubKindNames, clubPageCountText, clubPagesPage, clubPageText } from './messages';

const column = createColumnHelper<ClubPageListItem>();

/** `/office/club-pages`: every club and academy in the public list's order, searched by name. */
export function ClubPagesListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const q = readSearch(params);
  const page = readPage(params);
  const query = useOfficeApi(
    'club-pages',
    '/office/club-pages',
    ClubPageListResponseSchema,
    { q, page },
    {
      keepPrevious: true,
    },
  );
  const columns = useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(clubPageText.name),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/club-pages/${row.original.id}`}>
            {row.original.name[locale]}
          </LocalizedLink>
        ),
      }),
      column.accessor('kind', {
        header: intl.formatMessage(clubPageText.kind),
        cell: ({ getValue }) => intl.formatMessage(clubKindNames[getValue()]),
      }),
      column.accessor('emirate', {
        header: intl.formatMessage(clubPageText.emirate),
        cell: ({ getValue }) => EmirateNames[getValue()][locale],
      }),
    ],
    [intl, locale],
  );
  return (
    <>
      <OfficePageHeading page={clubPagesPage} />
      <SearchForm
        label={intl.formatMessage(clubPageText.search)}
        fieldLabel={intl.formatMessage(clubPageText.search)}
      />
      <DataTable
        caption={intl.formatMessage(clubPagesPage.title)}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name[locale]}
        page={page}
        filtered={q !== undefined}
        countText={clubPageCountText}
      />
    </>
  );
}
