import { pagination } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { expectApiError } from './app';

/**
 * How long content is cached publicly: what the office publishes five seconds, then revalidated by ETag (decision
 * 057), with the lists of tournaments and training courses (decision 061), the ordered collections (065), the
 * information pages and training centres (066) and the gallery (068); the rest a minute.
 */
const cacheControlOf = (path: string) =>
  /^\/api\/((news|articles|circulars|gallery|pages|links|partners|board-members|slider|training-centers)\b|(tournaments\/list|tournaments|training-courses)(\?|$))/.test(
    path,
  )
    ? 'public, max-age=5, must-revalidate'
    : 'public, max-age=60';

/** GETs a content route and parses its body with the contract's schema, checking how long it may be cached. */
export async function getContent<TSchema extends v.GenericSchema>(
  app: Hono,
  path: string,
  schema: TSchema,
  cacheControl = cacheControlOf(path),
): Promise<v.InferOutput<TSchema>> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control')).toBe(cacheControl);
  return v.parse(schema, await response.json());
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

interface Page {
  items: { id: number }[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The tests every paginated list gets: bad page values, the size cap, pages past the end, paging through it all. */
export function itPaginates(app: () => Hono, path: string, schema: v.GenericSchema<unknown, Page>): void {
  it.each([
    ['page=-1', { page: ['validation.invalid'] }],
    ['page=0', { page: ['validation.invalid'] }],
    ['page=abc', { page: ['validation.integer'] }],
    ['page=1.5', { page: ['validation.integer'] }],
    ['page=100001', { page: ['validation.invalid'] }],
    ['pageSize=abc', { pageSize: ['validation.integer'] }],
    ['pageSize=-5', { pageSize: ['validation.invalid'] }],
  ])(`answers 400 with the field's message id for ${path}?%s`, async (query, fields) => {
    const error = await expectApiError(await app().request(withQuery(path, query)), 400, 'validation_failed');
    expect(error.fields).toEqual(fields);
  });

  it(`caps a huge pageSize on ${path} at ${pagination.maxPageSize}`, async () => {
    const page = await getContent(app(), withQuery(path, 'pageSize=100000'), schema);
    expect(page.pageSize).toBe(pagination.maxPageSize);
    expect(page.items.length).toBe(Math.min(page.total, pagination.maxPageSize));
  });

  it(`pages through ${path} without gaps or repeats, and answers an empty page past the last`, async () => {
    const first = await getContent(app(), withQuery(path, 'pageSize=5'), schema);
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.total).toBeGreaterThan(0);
    const ids: number[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      const answer = await getContent(app(), withQuery(path, `pageSize=5&page=${page}`), schema);
      expect(answer.total).toBe(first.total);
      ids.push(...answer.items.map((item) => item.id));
    }
    expect(ids.length).toBe(first.total);
    expect(new Set(ids).size).toBe(first.total);
    const past = await getContent(app(), withQuery(path, `pageSize=5&page=${first.totalPages + 1}`), schema);
    expect(past).toMatchObject({ items: [], total: first.total, totalPages: first.totalPages });
  });

  it(`uses the default page size on ${path}, and treats empty parameters as not given`, async () => {
    const page = await getContent(app(), withQuery(path, 'page=&pageSize=&q='), schema);
    expect(page).toMatchObject({ page: 1, pageSize: pagination.defaultPageSize });
  });
}

/** Non-numeric, zero, overflowing and unknown ids all name nothing: 404 `not_found`. */
export function itAnswers404ForBadIds(app: () => Hono, path: (id: string) => string): void {
  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999', '1e3'])(
    `answers 404 for the id %s`,
    async (id) => {
      const response = await app().request(path(id));
      await expectApiError(response, 404, 'not_found');
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );
}

export const arabicLetters = /[\u0600-\u06FF]/;
