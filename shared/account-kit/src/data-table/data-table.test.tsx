import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { Paginated } from '@uaeaf/contracts';
import { renderKitAt } from '../test-harness';
import { DataTable } from './DataTable';
import { ariaSortOf, nextSort, readDay, readId, readSort } from './table-query';

interface Person {
  id: number;
  name: string;
  status: 'Pending' | 'Approved';
}

const people: Person[] = [
  { id: 1, name: 'Salem', status: 'Pending' },
  { id: 2, name: 'Mariam', status: 'Pending' },
  { id: 3, name: 'Rashid', status: 'Approved' },
];

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { sortKey: 'name', rowHeader: true } }),
  column.accessor('status', { header: 'Status' }),
];

function loaded(items: Person[], total = items.length): UseQueryResult<Paginated<Person>> {
  return {
    data: { items, page: 1, pageSize: 25, total, totalPages: Math.max(1, Math.ceil(total / 25)) },
    error: null,
    isPending: false,
    isPlaceholderData: false,
    refetch: async () => undefined,
  } as unknown as UseQueryResult<Paginated<Person>>;
}

const query = () => screen.getByTestId('query').textContent;

afterEach(cleanup);

describe('list state in the URL', () => {
  it('reads an order the list offers, else its default, and turns a column around on a second choice', () => {
    const sorts = ['name', '-name', 'submitted', '-submitted'] as const;
    expect(readSort(new URLSearchParams('sort=-name'), sorts, '-submitted')).toBe('-name');
    expect(readSort(new URLSearchParams('sort=email'), sorts, '-submitted')).toBe('-submitted');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-submitted', 'name')).toBe('name');
    expect(ariaSortOf('-name', 'name')).toBe('descending');
    expect(ariaSortOf('name', 'name')).toBe('ascending');
    expect(ariaSortOf('name', 'status')).toBeUndefined();
  });

  it('drops days that are not on the calendar and ids PostgreSQL cannot hold', () => {
    expect(readDay(new URLSearchParams('from=2026-02-28'), 'from')).toBe('2026-02-28');
    expect(readDay(new URLSearchParams('from=2026-02-30'), 'from')).toBeUndefined();
    expect(readDay(new URLSearchParams('from=yesterday'), 'from')).toBeUndefined();
    expect(readId(new URLSearchParams('clubId=12'), 'clubId')).toBe(12);
    expect(readId(new URLSearchParams('clubId=99999999999'), 'clubId')).toBeUndefined();
    expect(readId(new URLSearchParams('clubId=0'), 'clubId')).toBeUndefined();
  });
});

describe('DataTable', () => {
  it('is a named table whose rows are headed by their name, with the count above', async () => {
    await renderKitAt(
      '/en/people',
      <DataTable
        caption="Members"
        query={loaded(people)}
        columns={columns}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        page={1}
        filtered={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Salem', 'Mariam', 'Rashid']);
    expect(screen.getByText('3 results')).toBeTruthy();
    // Wider than a phone, the table scrolls inside a named region a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Members' }).getAttribute('tabindex')).toBe('0');
  });

  it('marks the sorted column with aria-sort and sorts by another from its header, back on the first page', async () => {
    await renderKitAt(
      '/en/people?sort=-name&page=3&status=Pending',
      <DataTable
        caption="Members"
        query={loaded(people)}
        columns={columns}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        page={3}
        filtered
        sort="-name"
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(query()).toBe('?sort=name&status=Pending');
  });

  it('selects rows that may be selected, offers the bulk actions for them, and clears on another page', async () => {
    const decided: string[][] = [];
    await renderKitAt(
      '/en/people',
      <DataTable
        caption="Requests"
        query={loaded(people)}
        columns={columns}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        page={1}
        filtered={false}
        selection={{
          canSelect: (person) => person.status === 'Pending',
          actions: (selected, clear) => (
            <button
              type="button"
              disabled={selected.length === 0}
              onClick={() => {
                decided.push(selected.map((person) => person.name));
                clear();
              }}
            >
              Approve
            </button>
          ),
        }}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Actions on the selected rows' });
    expect(within(bar).getByText('No row selected')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Rashid' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mariam' }));
    expect(within(bar).getByText('1 row selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(within(bar).getByText('2 rows selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(decided).toEqual([['Salem', 'Mariam']]);
    expect(within(bar).getByText('No row selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Salem' }));
    expect(within(bar).getByText('1 row selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear the selection' }));
    expect(within(bar).getByText('No row selected')).toBeTruthy();
  });

  it('says when nothing matches the filters, in Arabic on Arabic pages', async () => {
    await renderKitAt(
      '/people?status=Approved',
      <DataTable
        caption="الأعضاء"
        query={loaded([])}
        columns={columns}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        page={1}
        filtered
        sort="name"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/جرّب كلمات أخرى/)).toBeTruthy();
  });
});
