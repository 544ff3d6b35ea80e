import * as v from 'valibot';
import { DivisionCodeSchema, SeasonNameSchema } from '@uaeaf/contracts';

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
