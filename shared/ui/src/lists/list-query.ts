import { pagination } from '@uaeaf/contracts';

/** `?page=`: a positive integer within the API's limit, else the first page. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= pagination.maxPage ? page : 1;
}

/** `?q=`: trimmed, spaces collapsed, at most the API's length; undefined when blank. */
export function readSearch(params: URLSearchParams): string | undefined {
  const text = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, pagination.maxSearchLength);
  return text || undefined;
}

/** A filter such as `?emirate=`: one of its options, else undefined (an unknown value lists everything). */
export function readChoice<const T extends readonly string[]>(
  params: URLSearchParams,
  name: string,
  options: T,
): T[number] | undefined {
  const value = params.get(name);
  return value && (options as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** A new URL query from the current one: `changes` set (or, when empty, remove) keys; the page goes back to 1. */
export function withChanges(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
