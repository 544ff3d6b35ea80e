import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClubQuerySchema } from './clubs';
import { GalleryPhotoQuerySchema } from './gallery';
import { pageCount, pageOffset, PageQuerySchema, paginated } from './pagination';
import { TrainingCentreQuerySchema, TrainingCourseQuerySchema } from './training';

/** The API's `parseQuery` takes only schemas whose input is a query string record; this fails to compile otherwise. */
function fitsParseQuery<TSchema extends v.GenericSchema<Record<string, string>, unknown>>(schema: TSchema) {
  return schema;
}
fitsParseQuery(PageQuerySchema);
fitsParseQuery(ClubQuerySchema);
fitsParseQuery(TrainingCentreQuerySchema);
fitsParseQuery(TrainingCourseQuerySchema);
fitsParseQuery(GalleryPhotoQuerySchema);
// @ts-expect-error A query value is never a number, so this schema could not work in the API.
fitsParseQuery(v.object({ page: v.number() }));

/** The message ids per parameter, as the API's parseQuery answers them. */
function messagesOf(schema: v.GenericSchema, query: Record<string, string>) {
  const result = v.safeParse(schema, query);
  if (result.success) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) (fields[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return fields;
}

describe('page query', () => {
  it('defaults to the first page of 12 with no search', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1, pageSize: 12, q: undefined });
  });

  it('reads numbers from the query string', () => {
    expect(v.parse(PageQuerySchema, { page: '3', pageSize: '24' })).toMatchObject({ page: 3, pageSize: 24 });
  });

  it('treats empty values, as a GET form sends them, as absent', () => {
    expect(v.parse(PageQuerySchema, { page: '', pageSize: '', q: '' })).toEqual({
      page: 1,
      pageSize: 12,
      q: undefined,
    });
  });

  it.each(['49', '1000', '99999999999999999999999'])(
    'caps pageSize=%s at 48 instead of refusing it',
    (size) => {
      expect(v.parse(PageQuerySchema, { pageSize: size }).pageSize).toBe(48);
    },
  );

  it.each([
    ['page', 'abc', 'validation.integer'],
    ['page', '1.5', 'validation.integer'],
    ['page', '1e3', 'validation.integer'],
    ['page', ' 2', 'validation.integer'],
    ['page', '-1', 'validation.invalid'],
    ['page', '0', 'validation.invalid'],
    ['page', '100001', 'validation.invalid'],
    ['page', '99999999999999999999', 'validation.invalid'],
    ['pageSize', 'all', 'validation.integer'],
    ['pageSize', '0', 'validation.invalid'],
    ['pageSize', '-12', 'validation.invalid'],
  ])('refuses %s=%s with %s', (parameter, value, message) => {
    expect(messagesOf(PageQuerySchema, { [parameter]: value })).toEqual({ [parameter]: [message] });
  });

  it('trims the search and squeezes its spaces', () => {
    expect(v.parse(PageQuerySchema, { q: '  نادي   الشارقة ' }).q).toBe('نادي الشارقة');
    expect(v.parse(PageQuerySchema, { q: '   ' }).q).toBeUndefined();
  });

  it('refuses a search longer than 100 characters, counted after trimming', () => {
    expect(v.parse(PageQuerySchema, { q: ` ${'a'.repeat(100)} ` }).q).toHaveLength(100);
    expect(messagesOf(PageQuerySchema, { q: 'a'.repeat(101) })).toEqual({ q: ['validation.maxLength'] });
  });

  it('ignores parameters it does not know, such as tracking tags', () => {
    expect(v.parse(PageQuerySchema, { utm_source: 'x' })).toEqual({ page: 1, pageSize: 12, q: undefined });
  });
});

describe('list filters', () => {
  it('filters clubs by emirate and kind, an empty value meaning all', () => {
    expect(v.parse(ClubQuerySchema, { emirate: 'sharjah', kind: 'academy' })).toMatchObject({
      emirate: 'sharjah',
      kind: 'academy',
    });
    expect(v.parse(ClubQuerySchema, { emirate: '', kind: '' })).toMatchObject({
      emirate: undefined,
      kind: undefined,
    });
  });

  it('refuses an unknown emirate or kind instead of listing everything', () => {
    expect(messagesOf(ClubQuerySchema, { emirate: 'Sharjah', kind: 'team' })).toEqual({
      emirate: ['validation.invalid'],
      kind: ['validation.invalid'],
    });
  });

  it('filters courses by registration status', () => {
    expect(v.parse(TrainingCourseQuerySchema, { status: 'closed' }).status).toBe('closed');
    expect(messagesOf(TrainingCourseQuerySchema, { status: 'ended' })).toEqual({
      status: ['validation.invalid'],
    });
  });

  it('does not search gallery photos', () => {
    expect(v.parse(GalleryPhotoQuerySchema, { q: 'x', page: '2' })).toEqual({ page: 2, pageSize: 12 });
  });
});

describe('paginated answers', () => {
  const NumbersPageSchema = paginated(v.number());

  it('accepts a page that agrees with its counts, including an empty list and a page past the end', () => {
    expect(v.is(NumbersPageSchema, { items: [1, 2], page: 1, pageSize: 12, total: 2, totalPages: 1 })).toBe(
      true,
    );
    expect(v.is(NumbersPageSchema, { items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 })).toBe(true);
    expect(v.is(NumbersPageSchema, { items: [], page: 9, pageSize: 12, total: 13, totalPages: 2 })).toBe(
      true,
    );
  });

  it('refuses a page that miscounts', () => {
    expect(v.is(NumbersPageSchema, { items: [1], page: 1, pageSize: 12, total: 13, totalPages: 1 })).toBe(
      false,
    );
    expect(v.is(NumbersPageSchema, { items: [1, 2, 3], page: 1, pageSize: 2, total: 3, totalPages: 2 })).toBe(
      false,
    );
  });

  it('counts pages and offsets', () => {
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12)]).toEqual([0, 1, 2]);
    expect(pageOffset({ page: 3, pageSize: 12 })).toBe(24);
  });
});
