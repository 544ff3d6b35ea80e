import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataTable, type DataTableProps } from '@uaeaf/account-kit';
import { OfficePageHeading } from './OfficePageHeading';

/**
 * An office page that keeps a short list of its own (seasons, holidays): the heading, the whole list in one table
 * captioned by the page's title, and the form that adds the next one below it.
 */
export function ListAndAddPage<TItem>({
  page,
  addForm,
  ...table
}: Pick<DataTableProps<TItem>, 'query' | 'columns' | 'getRowId' | 'rowLabel' | 'countText'> & {
  page: { title: MessageDescriptor; purpose: MessageDescriptor };
  addForm: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <OfficePageHeading page={page} />
      <DataTable caption={intl.formatMessage(page.title)} page={1} filtered={false} {...table} />
      {addForm}
    </>
  );
}
