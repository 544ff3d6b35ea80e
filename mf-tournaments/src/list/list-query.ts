import * as v from 'valibot';
import { DivisionCodeSchema, pagination, SeasonNameSchema } from '@uaeaf/contracts';

/** `?page=`: a positive integer within the API's limit, else the first page. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= pagination.maxPage ? page : 1;
}

/**
 * `?season=` and `?division=` as the API takes them; a malformed one (hand-edited) is left out, so the list shows
 * everything rather than an error.
 */
export function readFilters(params: URLSearchParams): { season?: string; division?: string } {
  const season = params.get('season') ?? '';
  const division = v.safeParse(DivisionCodeSchema, params.get('division') ?? '');
  return {
    season: v.is(SeasonNameSchema, season) ? season : undefined,
    division: division.success ? division.output : undefined,
  };
}

/** A new URL query with one filter set (or, when empty, removed); the list goes back to its first page. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
