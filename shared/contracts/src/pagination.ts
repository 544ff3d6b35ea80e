import * as v from 'valibot';
import { validationMessages } from './auth';

/** Limits shared by every paginated list; the front ends use them to build links and the search box. */
export const pagination = {
  defaultPageSize: 12,
  /** A larger page size is lowered to this, not refused: "show me everything" gets the biggest page there is. */
  maxPageSize: 48,
  /** The office's data tables: staff work through many rows at once (issue 9). */
  defaultTablePageSize: 25,
  maxTablePageSize: 100,
  /** No link goes this far; refusing beyond it keeps `(page - 1) * pageSize` a safe SQL offset. */
  maxPage: 100_000,
  maxSearchLength: 100,
} as const;

/**
 * A query value as a GET form sends it: a missing parameter and an empty one (`?emirate=`, from an unset select)
 * both mean "not given", so both become `fallback`.
 */
export function queryValue(fallback: string) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) => (value === '' ? fallback : value)),
  );
}

/** `abc` and `1.5` are no integers; `0` and `-1` are integers but no page. */
function positiveIntegerParam(fallback: number) {
  return v.pipe(
    queryValue(String(fallback)),
    v.regex(/^-?\d+$/, validationMessages.integer),
    v.transform(Number),
    v.minValue(1, validationMessages.invalid),
  );
}

/** An optional filter limited to `options`; an unknown value answers 400 rather than silently listing everything. */
export function choiceParam<const TOptions extends readonly string[]>(options: TOptions) {
  return v.pipe(
    queryValue(''),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(v.picklist(options, validationMessages.invalid)),
  );
}

/** `?pageSize=`: a larger size is lowered to `max`, not refused ("show me everything" gets the biggest page there is). */
export function pageSizeParam(fallback: number, max: number) {
  return v.pipe(
    positiveIntegerParam(fallback),
    v.transform((size) => Math.min(size, max)),
  );
}

/**
 * `?page=&pageSize=&q=` of every list. Pages count from 1; a page past the last answers an empty `items`, not 404.
 * `q` is matched by the API against the item's title in both languages, case-insensitively; blank means no search.
 */
export const PageQuerySchema = v.object({
  page: v.pipe(positiveIntegerParam(1), v.maxValue(pagination.maxPage, validationMessages.invalid)),
  pageSize: pageSizeParam(pagination.defaultPageSize, pagination.maxPageSize),
  q: v.pipe(
    queryValue(''),
    v.transform((text) => text.trim().replace(/\s+/g, ' ')),
    v.maxLength(pagination.maxSearchLength, validationMessages.maxLength),
    v.transform((text) => (text === '' ? undefined : text)),
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** Lists that are not searched take only the page parameters. */
export const PageOnlyQuerySchema = v.pick(PageQuerySchema, ['page', 'pageSize']);

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One page of a list. The checks catch an API that miscounts before the pager renders nonsense. */
export function paginated<TItem extends v.GenericSchema>(
  item: TItem,
  maxPageSize: number = pagination.maxPageSize,
) {
  return v.pipe(
    v.object({
      items: v.array(item),
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPageSize)),
      total: countSchema,
      totalPages: countSchema,
    }),
    v.check(
      (answer) =>
        answer.items.length <= answer.pageSize &&
        answer.totalPages === pageCount(answer.total, answer.pageSize),
      'The page does not agree with its counts',
    ),
  );
}
export interface Paginated<TItem> {
  items: TItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The number of pages `total` items fill; 0 for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The SQL offset of a page. */
export function pageOffset(query: Pick<PageQuery, 'page' | 'pageSize'>): number {
  return (query.page - 1) * query.pageSize;
}
