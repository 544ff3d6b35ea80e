import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, createColumnHelper, DataTable } from '@uaeaf/account-kit';
import { type ContentKind, type ContentListItem, ContentStatuses } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, readChoice, readPage, readSearch, SearchForm, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { useContentList } from './api';
import { contentPages } from './kinds';
import { contentCountText, contentStatusText, contentText } from './messages';
import styles from './content.module.css';

const column = createColumnHelper<ContentListItem>();

function useColumns(kind: ContentKind) {
  const intl = useIntl();
  const locale = useLocale();
  const { day, dayAndTime } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.title[locale], {
        id: 'title',
        header: intl.formatMessage(contentText.title),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/content/${kind}/${row.original.id}`}>
            {row.original.title[locale]}
          </LocalizedLink>
        ),
      }),
      column.accessor('status', {
        header: intl.formatMessage(contentText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={contentStatusText[getValue()]} />,
      }),
      column.accessor('shownOn', {
        header: intl.formatMessage(contentText.shownOn),
        cell: ({ getValue }) => day(getValue(), 'short'),
      }),
      column.accessor('publishAt', {
        header: intl.formatMessage(contentText.publishAt),
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? dayAndTime(at) : '';
        },
      }),
    ],
    [intl, locale, day, dayAndTime, kind],
  );
}

/** `/office/content/news` and its kin: every item of a kind, newest first, by status and title. */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = contentPages[kind];
  const filters = { q: readSearch(params), status: readChoice(params, 'status', ContentStatuses) };
  const pageNumber = readPage(params);
  const query = useContentList(kind, { ...filters, page: pageNumber });
  return (
    <>
      <OfficePageHeading page={page} />
      <p>
        <LocalizedLink className={styles.newLink} to={`/office/content/${kind}/new`}>
          {intl.formatMessage(contentText.create)}
        </LocalizedLink>
      </p>
      <SearchForm
        label={intl.formatMessage(contentText.filters)}
        fieldLabel={intl.formatMessage(contentText.search)}
      >
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(contentText.status)}
          choices={ContentStatuses}
          text={contentStatusText}
        />
      </SearchForm>
      <DataTable
        caption={intl.formatMessage(page.title)}
        query={query}
        columns={useColumns(kind)}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.title[locale]}
        page={pageNumber}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={contentCountText}
      />
    </>
  );
}
