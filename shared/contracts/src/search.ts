import * as v from 'valibot';
import { validationMessages } from './auth';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { choiceParam, paginated, pagination, queryValue } from './pagination';

/**
 * What the site's search finds (decision 088), in the order its groups are shown: the pages and the things a visitor
 * looks for by name first, the dated streams after them.
 */
export const SearchKinds = [
  'pages',
  'clubs',
  'tournaments',
  'courses',
  'news',
  'articles',
  'circulars',
  'albums',
] as const;
export type SearchKind = (typeof SearchKinds)[number];

export const searchLimits = {
  /** Letters or digits a search needs: one letter matches half the site and no trigram index helps it. */
  minLetters: 2,
  /** The header box asks for suggestions from this many letters on. */
  suggestFrom: 3,
  maxLength: pagination.maxSearchLength,
  pageSize: 20,
  suggestions: 8,
} as const;

/**
 * The letters and digits of a search, without vowel marks (tashkeel) and the tatweel stretch: "ـــَ" alone has
 * none, so it is not a search. Marks are category M; the tatweel is a letter to Unicode (Lm), so it is named.
 */
export function searchLetterCount(q: string): number {
  return q.replace(/[^\p{L}\p{N}]|\u0640/gu, '').length;
}

/** The query as typed, trimmed and with runs of spaces made one; what the search box shows and the API reads. */
export function tidySearch(q: string): string {
  return q.trim().replace(/\s+/g, ' ');
}

/** `?q=` (required, 2+ letters, at most 100 characters), `?page=` and `?kind=` (one group only). */
export const SearchQuerySchema = v.object({
  q: v.pipe(
    queryValue(''),
    v.transform(tidySearch),
    v.maxLength(searchLimits.maxLength, validationMessages.maxLength),
    v.check((q) => searchLetterCount(q) >= searchLimits.minLetters, validationMessages.minLength),
  ),
  page: v.pipe(
    queryValue('1'),
    v.regex(/^\d+$/, validationMessages.integer),
    v.transform(Number),
    v.minValue(1, validationMessages.invalid),
    v.maxValue(pagination.maxPage, validationMessages.invalid),
  ),
  kind: choiceParam(SearchKinds),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** `/api/search/suggestions?q=`: the same words, no paging. */
export const SuggestionQuerySchema = v.pick(SearchQuerySchema, ['q']);

/** One thing found: its kind, title, the day it is dated by (none for a club) and its path without the locale. */
export const SearchHitSchema = v.object({
  kind: v.picklist(SearchKinds),
  title: LocalizedTextSchema,
  date: v.nullable(IsoDateSchema),
  path: v.pipe(v.string(), v.startsWith('/')),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

/**
 * A page of results in the groups' order (a group may continue on the next page), and how many of each kind match
 * in all, so the page can offer one group alone.
 */
export const SearchResponseSchema = v.object({
  counts: v.array(v.object({ kind: v.picklist(SearchKinds), total: v.pipe(v.number(), v.integer()) })),
  results: paginated(SearchHitSchema, searchLimits.pageSize),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

export const SuggestionsResponseSchema = v.object({
  items: v.pipe(v.array(SearchHitSchema), v.maxLength(searchLimits.suggestions)),
});
export type SuggestionsResponse = v.InferOutput<typeof SuggestionsResponseSchema>;
