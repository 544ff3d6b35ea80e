import {
  type RichText,
  type SearchKind,
  SearchResponseSchema,
  SuggestionsResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { getContent } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import {
  articles,
  circulars,
  clubs,
  galleryAlbums,
  informationPageDrafts,
  news,
  seasons,
  tournaments,
  trainingCourses,
} from '../db/schema';

// The clock the app reads: what is scheduled before it is public, after it is not yet.
const now = new Date('2026-11-15T08:00:00Z');
const past = new Date('2026-11-15T07:00:00Z');
const future = new Date('2026-11-16T08:00:00Z');
const body = (text: string): RichText => [{ type: 'paragraph', children: [{ text }] }];
const answerCache = 'private, max-age=5';

let database: DatabaseHandle;
let app: Hono;

function newsRow(
  titleAr: string,
  titleEn: string,
  publishedOn: string,
  more: Partial<typeof news.$inferInsert> = {},
) {
  return {
    titleAr,
    titleEn,
    summaryAr: 'ملخص الخبر',
    summaryEn: 'The summary',
    bodyAr: body('نص'),
    bodyEn: body('Text'),
    publishedOn,
    ...more,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now });
  const { db } = database;
  const [season] = await db.select({ id: seasons.id }).from(seasons).limit(1);
  // Arabic as editors write it: hamza on the alef, a final ة, ى, and one title with tashkeel and tatweel.
  await db.insert(news).values([
    newsRow(
      'افتتاح بطولة الإمارات للقوس في مكتبة الشارقة',
      'Emirates bow opening at the Sharjah library',
      '2026-11-10',
    ),
    newsRow('مُسْتَوًى جَدِيـــدٌ لِلرُّمَاةِ الزُّمُرُّدِيِّينَ', 'A new level for the Zumurrud archers', '2026-11-09'),
    // Not public: a draft, a scheduled item still to come, one withdrawn; one scheduled in the past is.
    newsRow('زمرديون مسودة', 'Zumurrud draft', '2026-11-08', { status: 'draft' }),
    newsRow('زمرديون لاحقا', 'Zumurrud later', '2026-11-08', { status: 'scheduled', publishAt: future }),
    newsRow('زمرديون مسحوب', 'Zumurrud withdrawn', '2026-11-08', { status: 'unpublished' }),
    newsRow('زمرديون صباحا', 'Zumurrud this morning', '2026-11-15', { status: 'scheduled', publishAt: past }),
    // Paging: 25 of one kind.
    ...Array.from({ length: 25 }, (_, index) =>
      newsRow(
        `نشرة يشمك رقم ${index + 1}`,
        `Yashmak bulletin ${index + 1}`,
        `2026-10-${String(index + 1).padStart(2, '0')}`,
      ),
    ),
  ]);
  // One of every kind with the word "Quillon" (and one for the suggestions' order: its title starts with it).
  await db.insert(articles).values({
    ...newsRow('مقالة كويلون', 'An article on the quillon', '2026-11-01'),
    authorAr: 'كاتب',
    authorEn: 'Writer',
  });
  await db.insert(circulars).values([
    { number: '88/2026', titleAr: 'تعميم كويلون', titleEn: 'Quillon circular', issuedOn: '2026-11-02' },
    // To clubs only: on their account pages, not on the public site.
    {
      number: '89/2026',
      titleAr: 'تعميم كويلون للأندية',
      titleEn: 'Quillon circular for clubs',
      issuedOn: '2026-11-03',
      audience: ['club'],
    },
  ]);
  await db
    .insert(galleryAlbums)
    .values({ titleAr: 'ألبوم كويلون', titleEn: 'Quillon album', takenOn: '2026-11-04' });
  await db.insert(tournaments).values({
    kind: 'Open',
    seasonId: season!.id,
    nameAr: 'بطولة كويلون',
    nameEn: 'Quillon Open',
    venueAr: 'دبي',
    venueEn: 'Dubai',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    firstRegistrationStart: '2026-11-01',
    firstRegistrationEnd: '2026-11-20',
  });
  await db.insert(trainingCourses).values({
    nameAr: 'دورة كويلون',
    nameEn: 'Quillon course',
    registrationStart: '2026-11-01',
    registrationEnd: '2026-11-20',
    startDate: '2026-11-25',
    endDate: '2026-11-26',
    descriptionAr: body('وصف'),
    descriptionEn: body('Description'),
  });
  await db.insert(clubs).values([
    { kind: 'academy', nameAr: 'أكاديمية كويلون', nameEn: 'Quillon Academy', emirate: 'dubai' },
    // Paging across two kinds: one club before the 25 bulletins.
    { kind: 'club', nameAr: 'نادي يشمك', nameEn: 'Yashmak Club', emirate: 'sharjah' },
  ]);
  // An information page's scheduled version is what visitors read once its time has come.
  await db.insert(informationPageDrafts).values({
    slug: 'about-us',
    titleAr: 'عن كويلون',
    titleEn: 'About Quillon',
    bodyAr: body('نص'),
    bodyEn: body('Text'),
    status: 'scheduled',
    publishAt: past,
  });
  await db.insert(news).values(newsRow('كويلون في الأخبار', 'Quillon in the news', '2026-11-05'));
});
afterAll(() => database.close());

const searchPath = (q: string, extra = '') => `/api/search?q=${encodeURIComponent(q)}${extra}`;
const find = (q: string, extra = '') =>
  getContent(app, searchPath(q, extra), SearchResponseSchema, answerCache);

describe('GET /api/search', () => {
  it.each([
    ['alef without hamza', 'بطولة الامارات', 'Emirates bow'],
    ['alef with madda typed for hamza', 'الآمارات', 'Emirates bow'],
    ['ه for a final ة', 'مكتبه', 'Emirates bow'],
    ['tashkeel and tatweel in the search', 'الإِمـــاراتُ', 'Emirates bow'],
    ['ي for ى, searching a title written with tashkeel and tatweel', 'مستوي جديد', 'Zumurrud archers'],
    ['plain letters for a title written with tashkeel', 'الزمرديين', 'Zumurrud archers'],
    ['English in another case', 'eMIRATES', 'Emirates bow'],
    ['an English prefix', 'Zumur', 'Zumurrud archers'],
  ])('finds Arabic and English as people type them: %s', async (_, q, expected) => {
    const { results } = await find(q);
    expect(results.items.map((hit) => hit.title.en).join(' | ')).toContain(expected);
  });

  it('finds every kind, grouped in the kinds order, with dates and paths', async () => {
    const { counts, results } = await find('quillon');
    const kinds: SearchKind[] = [
      'pages',
      'clubs',
      'tournaments',
      'courses',
      'news',
      'articles',
      'circulars',
      'albums',
    ];
    expect(results.items.map((hit) => hit.kind)).toEqual(kinds);
    expect(counts).toEqual(kinds.map((kind) => ({ kind, total: 1 })));
    expect(results.items).toEqual([
      {
        kind: 'pages',
        title: { ar: 'عن كويلون', en: 'About Quillon' },
        date: '2026-11-15',
        path: '/about-us',
      },
      expect.objectContaining({ kind: 'clubs', date: null, path: expect.stringMatching(/^\/clubs\/\d+$/) }),
      expect.objectContaining({
        date: '2026-12-01',
        path: expect.stringMatching(/^\/tournament-details\/\d+$/),
      }),
      expect.objectContaining({
        date: '2026-11-25',
        path: expect.stringMatching(/^\/training-courses\/\d+$/),
      }),
      expect.objectContaining({ date: '2026-11-05', path: expect.stringMatching(/^\/news\/\d+$/) }),
      expect.objectContaining({ date: '2026-11-01', path: expect.stringMatching(/^\/articles\/\d+$/) }),
      expect.objectContaining({ date: '2026-11-02', path: '/circulars?q=88%2F2026' }),
      expect.objectContaining({ date: '2026-11-04', path: expect.stringMatching(/^\/gallery\/\d+$/) }),
    ]);
  });

  it('finds only what the public may see: no drafts, nothing scheduled later or withdrawn, no circular to clubs', async () => {
    const { results } = await find('زمرديون');
    expect(results.items.map((hit) => hit.title.en)).toEqual(['Zumurrud this morning']);
    const later = await getContent(
      testApp(database, { now: future }),
      searchPath('زمرديون'),
      SearchResponseSchema,
      answerCache,
    );
    expect(later.results.items.map((hit) => hit.title.en)).toEqual([
      'Zumurrud this morning',
      'Zumurrud later',
    ]);
    expect((await find('Quillon circular')).results.items.map((hit) => hit.title.en)).toEqual([
      'Quillon circular',
    ]);
  });

  it('pages twenty at a time, across kinds, newest first within one, and takes one kind alone', async () => {
    const first = await find('yashmak');
    expect(first.results).toMatchObject({ page: 1, pageSize: 20, total: 26, totalPages: 2 });
    expect(first.results.items.map((hit) => hit.title.en)).toEqual([
      'Yashmak Club',
      ...Array.from({ length: 19 }, (_, index) => `Yashmak bulletin ${25 - index}`),
    ]);
    // The second page goes on where the first stopped, though each kind's part of the query reads only its newest.
    const second = await find('yashmak', '&page=2');
    expect(second.results.items.map((hit) => hit.title.en)).toEqual(
      [6, 5, 4, 3, 2, 1].map((n) => `Yashmak bulletin ${n}`),
    );
    expect((await find('yashmak', '&page=3')).results.items).toEqual([]);
    const news = await find('yashmak', '&kind=news&page=2');
    expect(news.results).toMatchObject({ total: 25, totalPages: 2 });
    expect(news.results.items.map((hit) => hit.title.en)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Yashmak bulletin ${n}`),
    );
    const albums = await find('quillon', '&kind=albums');
    expect(albums.results.items.map((hit) => hit.kind)).toEqual(['albums']);
    expect(albums.counts).toHaveLength(8);
  });

  it('needs every word somewhere, in either language', async () => {
    expect((await find('quillon دبي')).results.items.map((hit) => hit.kind)).toEqual(['tournaments']);
    expect((await find('quillon nowhere')).results.total).toBe(0);
  });

  it.each([
    ['SQL', "'; drop table news; --"],
    ['regular expression characters', '.*[a-z]+(\\d'],
    ['a LIKE wildcard next to letters', 'qu%on'],
    ['an underscore next to letters', 'quill_n'],
  ])('answers %s as text, not as code', async (_, q) => {
    const { results } = await find(q);
    expect(results.total).toBe(0);
  });

  it.each([
    ['no q', '/api/search', { q: ['validation.minLength'] }],
    ['an empty q', '/api/search?q=%20%20', { q: ['validation.minLength'] }],
    ['one letter', '/api/search?q=a', { q: ['validation.minLength'] }],
    [
      'only tashkeel and tatweel',
      `/api/search?q=${encodeURIComponent('ـَُِّـ')}`,
      { q: ['validation.minLength'] },
    ],
    ['only wildcards', '/api/search?q=%25%25_', { q: ['validation.minLength'] }],
    ['1,000 characters', `/api/search?q=${'a'.repeat(1000)}`, { q: ['validation.maxLength'] }],
    ['a page that is no number', '/api/search?q=quillon&page=x', { page: ['validation.integer'] }],
    ['an unknown kind', '/api/search?q=quillon&kind=members', { kind: ['validation.invalid'] }],
  ])('refuses %s with the field named', async (_, path, fields) => {
    const error = await expectApiError(await app.request(path), 400, 'validation_failed');
    expect(error.fields).toEqual(fields);
  });
});

describe('GET /api/search/suggestions', () => {
  it('gives at most eight, titles starting with the word first', async () => {
    const { items } = await getContent(
      app,
      `/api/search/suggestions?q=${encodeURIComponent('كويلون')}`,
      SuggestionsResponseSchema,
      answerCache,
    );
    expect(items).toHaveLength(8);
    expect(items[0]!.title.en).toBe('Quillon in the news');
    expect(
      (await getContent(app, '/api/search/suggestions?q=yash', SuggestionsResponseSchema, answerCache)).items,
    ).toHaveLength(8);
  });

  it('refuses what the results refuse', async () => {
    await expectApiError(await app.request('/api/search/suggestions?q=%D9%8E'), 400, 'validation_failed');
  });
});
