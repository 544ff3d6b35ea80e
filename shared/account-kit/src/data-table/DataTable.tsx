import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { Paginated } from '@uaeaf/contracts';
import { PagedResults, useQueryChange } from '@uaeaf/ui';
import { selectRowText, tableText } from '../messages';
import { BulkActionBar } from './BulkActionBar';
import { ariaSortOf, nextSort } from './table-query';
import styles from './data-table.module.css';

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API's order key for this column: its header becomes a sort button and carries `aria-sort`. */
    sortKey?: string;
    /** The column that names the row: its cells are row headers, and it names the row's checkbox. */
    rowHeader?: boolean;
  }
}

export interface TableSelection<TItem> {
  /** Rows that may not be selected show no checkbox (an item the action does not apply to). */
  canSelect?: (item: TItem) => boolean;
  /** The bulk actions for the selected rows; `clear` empties the selection once an action is done. */
  actions: (selected: TItem[], clear: () => void) => ReactNode;
}

export interface DataTableProps<TItem> {
  /** The table's name, for screen readers (the page heading usually says it too). */
  caption: string;
  query: UseQueryResult<Paginated<TItem>>;
  // Columns hold cells of different value types; the library's own helpers type them so.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TItem, any>[];
  getRowId: (item: TItem) => string;
  /** The row's name in its checkbox's label ("Select Salem Al Kaabi"). */
  rowLabel: (item: TItem) => string;
  page: number;
  /** Whether a search or filter is applied, which changes what an empty list says. */
  filtered: boolean;
  /** The current order (`name`, `-name`) when the list can be sorted; it lives in `?sort=`. */
  sort?: string;
  selection?: TableSelection<TItem>;
  countText?: MessageDescriptor;
  emptyText?: MessageDescriptor;
  noResultsText?: MessageDescriptor;
}

/**
 * A list of the API as a table: server paging, sorting and filters kept in the URL (so a reload, a link and the back
 * button show the same rows), and an optional row selection with its bulk actions. Built on TanStack Table (headless):
 * the markup is a plain, keyboard-usable HTML table that scrolls sideways on a phone.
 */
export function DataTable<TItem>({
  query,
  page,
  filtered,
  countText,
  emptyText,
  noResultsText,
  ...table
}: DataTableProps<TItem>) {
  const { search } = useLocation();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Another page, order or filter shows other rows: a selection never applies to rows out of sight.
  const [selectionFor, setSelectionFor] = useState(search);
  if (selectionFor !== search) {
    setSelectionFor(search);
    setRowSelection({});
  }
  return (
    <PagedResults
      query={query}
      page={page}
      filtered={filtered}
      {...(countText && { countText })}
      {...(emptyText && { emptyText })}
      {...(noResultsText && { noResultsText })}
    >
      {(items) => (
        <Table {...table} items={items} rowSelection={rowSelection} onRowSelectionChange={setRowSelection} />
      )}
    </PagedResults>
  );
}

export interface TableProps<TItem> extends Pick<
  DataTableProps<TItem>,
  'caption' | 'columns' | 'getRowId' | 'sort' | 'selection'
> {
  items: TItem[];
  /** Needed with `selection`: the row's name in its checkbox's label. */
  rowLabel?: (item: TItem) => string;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (state: RowSelectionState) => void;
}

const noSelection: RowSelectionState = {};

/**
 * The table itself, for rows already at hand (a member's penalties on their page); `DataTable` pages it from the API.
 */
export function Table<TItem>({
  caption,
  columns,
  getRowId,
  rowLabel = () => '',
  sort,
  selection,
  items,
  rowSelection = noSelection,
  onRowSelectionChange = () => {},
}: TableProps<TItem>) {
  const intl = useIntl();
  const captionId = useId();
  const changeQuery = useQueryChange();
  const canSelect = selection?.canSelect;
  const allColumns = useMemo<ColumnDef<TItem>[]>(
    () =>
      selection
        ? [
            {
              id: 'select',
              header: ({ table }) => (
                <SelectAllBox
                  checked={table.getIsAllRowsSelected()}
                  indeterminate={table.getIsSomeRowsSelected()}
                  disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                  label={intl.formatMessage(tableText.selectAll)}
                />
              ),
              cell: ({ row }) =>
                row.getCanSelect() ? (
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                    aria-label={intl.formatMessage(selectRowText, { row: rowLabel(row.original) })}
                  />
                ) : null,
            },
            ...columns,
          ]
        : columns,
    [selection, columns, intl, rowLabel],
  );
  // The table object is rebuilt on every render by design; nothing here memoizes what it returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const instance = useReactTable({
    data: items,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: selection ? (row) => canSelect?.(row.original) ?? true : false,
    state: { rowSelection },
    onRowSelectionChange: (updater) =>
      onRowSelectionChange(typeof updater === 'function' ? updater(rowSelection) : updater),
  });
  const selected = instance.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <>
      {selection && (
        <BulkActionBar count={selected.length} onClear={() => onRowSelectionChange({})}>
          {selection.actions(selected, () => onRowSelectionChange({}))}
        </BulkActionBar>
      )}
      {/* A region with a name and a tab stop, so a keyboard can scroll a table wider than the screen. */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {instance.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const key = header.column.columnDef.meta?.sortKey;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={key && sort ? ariaSortOf(sort, key) : undefined}
                      className={header.column.id === 'select' ? styles.selectCell : undefined}
                    >
                      {key && sort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => changeQuery({ sort: nextSort(sort, key) })}
                        >
                          {content}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sortMark(ariaSortOf(sort, key))}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {instance.getRowModel().rows.map((row) => (
              <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                {row.getVisibleCells().map((cell) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return cell.column.columnDef.meta?.rowHeader ? (
                    <th key={cell.id} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={cell.column.id === 'select' ? styles.selectCell : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function sortMark(state: 'ascending' | 'descending' | undefined): string {
  if (state === 'ascending') return '▲';
  return state === 'descending' ? '▼' : '↕';
}

/** The header's checkbox: checked, unchecked, or "some" (indeterminate, which only a script can set). */
function SelectAllBox({
  checked,
  indeterminate,
  disabled,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (event: unknown) => void;
  label: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={styles.check}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
    />
  );
}
