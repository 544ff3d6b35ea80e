import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper } from '@uaeaf/account-kit';
import { EmirateNames, type OfficeTrainingCentreItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink } from '@uaeaf/ui';
import { PublishingList, usePublishingFilters } from '../content/PublishingList';
import { useCentres } from './api';
import { sitePages, sitePageText } from './messages';

const column = createColumnHelper<OfficeTrainingCentreItem>();

/** `/office/centres`: every training centre, newest first, by status and name (decision 066). */
export function CentresPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { filters, page } = usePublishingFilters();
  const columns = useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(sitePageText.name),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/centres/${row.original.id}`}>{row.original.name[locale]}</LocalizedLink>
        ),
      }),
      column.accessor('emirate', {
        header: intl.formatMessage(sitePageText.emirate),
        cell: ({ getValue }) => EmirateNames[getValue()][locale],
      }),
    ],
    [intl, locale],
  );
  return (
    <PublishingList
      page={sitePages.centres}
      newPath="/office/centres/new"
      searchLabel={sitePageText.searchNames}
      filtered={Object.values(filters).some((value) => value !== undefined)}
      pageNumber={page}
      query={useCentres({ ...filters, page })}
      columns={columns}
      rowLabel={(row) => row.name[locale]}
    />
  );
}
