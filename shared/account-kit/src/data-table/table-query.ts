/**
 * A list's order in the URL, as the API takes it: `?sort=name` (ascending) or `?sort=-name` (descending). An order the
 * list does not offer falls back to its default, so a mistyped address still shows the list.
 */
export function readSort<const T extends readonly string[]>(
  params: URLSearchParams,
  sorts: T,
  fallback: T[number],
): T[number] {
  const value = params.get('sort');
  return value && (sorts as readonly string[]).includes(value) ? (value as T[number]) : fallback;
}

/** How a column stands in the current order, for its header's `aria-sort`. */
export function ariaSortOf(sort: string, key: string): 'ascending' | 'descending' | undefined {
  if (sort === key) return 'ascending';
  return sort === `-${key}` ? 'descending' : undefined;
}

/** The order after choosing a column's header: the same column turns around, another starts ascending. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

/** A day filter (`?from=2026-01-31`): a real calendar day, else undefined (the list is not filtered by it). */
export function readDay(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/** An id filter (`?clubId=12`): a positive integer PostgreSQL can hold, else undefined. */
export function readId(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
