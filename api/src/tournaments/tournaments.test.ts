import {
  pagination,
  TournamentDetailSchema,
  TournamentFiltersResponseSchema,
  TournamentKinds,
  TournamentListResponseSchema,
  TournamentsResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { arabicLetters, getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { addDays } from '../calendar';
import { seasonOf } from '../reference/seasons';
import { tournamentSeeds } from '../seed/tournaments';

let database: DatabaseHandle;
let app: Hono;
// The demo tournaments count from the day the test database was seeded: today.
const today = uaeToday(new Date());

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

/** The id of a demo tournament, by its key in the seed. */
async function idOf(key: string): Promise<number> {
  const seed = tournamentSeeds.find((candidate) => candidate.key === key)!;
  const { data } = await getContent(app, '/api/tournaments', TournamentsResponseSchema);
  return data.find((tournament) => tournament.name.en.startsWith(`${seed.name.en} `))!.id;
}

/** A details answer: the entry count moves with each entry, so browsers ask again every time. */
const revalidated = 'public, no-cache';

const list = (query: string) =>
  getContent(app, `/api/tournaments/list?${query}`, TournamentListResponseSchema);

describe('GET /api/tournaments/list', () => {
  it.each(TournamentKinds)(
    'lists the %s tournaments, upcoming first (soonest first), then past ones',
    async (kind) => {
      const page = await list(`kind=${kind}`);
      expect(page.total).toBe(tournamentSeeds.filter((seed) => seed.kind === kind).length);
      expect(page.items.every((item) => item.kind === kind)).toBe(true);
      const firstPast = page.items.findIndex((item) => item.isPast);
      const upcoming = page.items.slice(0, firstPast);
      const past = page.items.slice(firstPast);
      expect(upcoming.every((item) => item.endDate >= today && !item.isPast)).toBe(true);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((item) => item.endDate < today && item.registration.status === 'ended')).toBe(true);
      expect(upcoming.map((item) => item.startDate)).toEqual(upcoming.map((item) => item.startDate).sort());
      expect(past.map((item) => item.startDate)).toEqual(
        past
          .map((item) => item.startDate)
          .sort()
          .reverse(),
      );
      expect(
        page.items.every((item) => arabicLetters.test(item.name.ar) && arabicLetters.test(item.venue.ar)),
      ).toBe(true);
    },
  );

  it('gives each tournament its registration state on the UAE day, with the day it opens or closes', async () => {
    const local = (await list('kind=Local')).items;
    const named = (english: string) => local.find((item) => item.name.en.startsWith(english))!;
    expect(named('UAE Outdoor Archery Championship').registration).toEqual({
      status: 'open',
      window: 'first',
      closesOn: addDays(today, 10),
    });
    expect(named("Women's Archery Championship").registration).toEqual({
      status: 'betweenWindows',
      opensOn: addDays(today, 5),
    });
    expect(named('Junior Archery Championship').registration).toEqual({
      status: 'notYetOpen',
      opensOn: addDays(today, 12),
    });
    expect(named('Federation Archery Cup').registration).toEqual({
      status: 'ended',
      closedOn: addDays(today, -50),
    });
    const open = (await list('kind=Open')).items;
    expect(open.find((item) => item.name.en.startsWith('Abu Dhabi Open'))!.registration).toEqual({
      status: 'open',
      window: 'second',
      closesOn: addDays(today, 7),
    });
  });

  it('moves to the next state at midnight in the UAE, not at midnight UTC', async () => {
    // Dubai is UTC+4: the first (and only) window of the outdoor championship closes at the end of today + 10 there,
    // which is 20:00 UTC that day.
    const lastDay = addDays(today, 10);
    const stateAt = async (instant: string) => {
      const pinned = testApp(database, { now: new Date(instant) });
      const page = await getContent(pinned, '/api/tournaments/list?kind=Local', TournamentListResponseSchema);
      return page.items.find((item) => item.name.en.startsWith('UAE Outdoor Archery Championship'))!
        .registration.status;
    };
    expect(await stateAt(`${lastDay}T19:59:00Z`)).toBe('open');
    expect(await stateAt(`${lastDay}T20:00:00Z`)).toBe('ended');
  });

  it('filters by season and by division', async () => {
    const current = seasonOf(today).name;
    const all = await list('kind=Local&pageSize=48');
    const inSeason = await list(`kind=Local&season=${current}&pageSize=48`);
    expect(inSeason.items.length).toBeGreaterThan(0);
    expect(inSeason.items.every((item) => item.season === current)).toBe(true);
    expect(inSeason.total).toBe(all.items.filter((item) => item.season === current).length);
    expect((await list('kind=Local&season=1999-2000')).total).toBe(0);

    const compound = await list('kind=International&division=c');
    expect(compound.total).toBe(
      tournamentSeeds.filter((s) => s.kind === 'International' && s.divisions.includes('C')).length,
    );
    const barebow = await list('kind=International&division=B');
    expect(barebow.items.map((item) => item.name.en)).not.toContainEqual(expect.stringMatching(/^GCC/));
    expect(barebow.total).toBe(compound.total - 1);
    expect((await list('kind=Local&division=L')).total).toBe(0);
  });

  it('searches the name in both languages', async () => {
    const english = await list('kind=Open&q=abu%20dhabi');
    expect(english.items.map((item) => item.name.en)).toEqual([expect.stringMatching(/^Abu Dhabi Open/)]);
    const arabic = await list(`kind=Open&q=${encodeURIComponent('أبوظبي')}`);
    expect(arabic.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
  });

  it.each([
    ['', { kind: ['validation.required'] }],
    ['kind=Regional', { kind: ['validation.invalid'] }],
    ['kind=local', { kind: ['validation.invalid'] }],
    ['kind=Local&season=2026', { season: ['validation.invalid'] }],
    ['kind=Local&division=recurve%20bow', { division: ['validation.invalid'] }],
    ['kind=Local&page=-1', { page: ['validation.invalid'] }],
    ['kind=Local&page=abc', { page: ['validation.integer'] }],
  ])('answers 400 with field messages for ?%s', async (query, fields) => {
    const error = await expectApiError(
      await app.request(`/api/tournaments/list?${query}`),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual(fields);
  });

  it('caps a huge page size', async () => {
    expect((await list(`kind=Local&pageSize=100000`)).pageSize).toBe(pagination.maxPageSize);
  });

  itPaginates(() => app, '/api/tournaments/list?kind=Local', TournamentListResponseSchema);
});

describe('GET /api/tournaments/filters', () => {
  it('offers the seasons newest first, the current one active, and the divisions in order', async () => {
    const filters = await getContent(app, '/api/tournaments/filters', TournamentFiltersResponseSchema);
    const current = seasonOf(today);
    const last = seasonOf(addDays(current.startDate, -1));
    expect(filters.seasons).toEqual([
      { ...current, isActive: true },
      { ...last, isActive: false },
    ]);
    expect(filters.divisions.map((division) => division.code)).toEqual(['R', 'C', 'B', 'T', 'L']);
  });
});

describe('GET /api/tournaments/:id', () => {
  it('answers the dates, both windows, what it offers, its fee, its circular and its live entries', async () => {
    const id = await idOf('open-second-window');
    const detail = await getContent(app, `/api/tournaments/${id}`, TournamentDetailSchema, revalidated);
    expect(detail).toMatchObject({
      id,
      kind: 'Open',
      startDate: addDays(today, 20),
      endDate: addDays(today, 21),
      firstRegistrationStart: addDays(today, -40),
      firstRegistrationEnd: addDays(today, -20),
      secondRegistrationStart: addDays(today, -5),
      secondRegistrationEnd: addDays(today, 7),
      entryFeeFils: 15_000,
      registration: { status: 'open', window: 'second' },
      // The demo player's entry; the club's withdrawn one does not count.
      entryCount: 1,
    });
    expect(detail.divisions.map((division) => division.code)).toEqual(['R', 'C', 'B']);
    expect(detail.ageClasses.map((ageClass) => ageClass.code)).toEqual([
      'U15',
      'U18',
      'U21',
      'SENIOR',
      '50+',
    ]);
    expect(detail.ageClasses[0]!.name).toEqual({ ar: 'تحت 15 سنة', en: 'Under 15' });
    expect(detail.documents).toHaveLength(1);
    const download = await app.request(detail.documents[0]!.url);
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(detail.documents[0]!.mimeType).toBe('application/pdf');
  });

  it('answers a free event with fee 0 and no documents', async () => {
    const detail = await getContent(
      app,
      `/api/tournaments/${await idOf('community-not-yet-open')}`,
      TournamentDetailSchema,
      revalidated,
    );
    expect(detail).toMatchObject({ entryFeeFils: 0, documents: [], registration: { status: 'notYetOpen' } });
  });

  it('says whether its results are published, in the list and the details, so both link to them', async () => {
    const [past, coming] = await Promise.all(
      ['local-federation-cup-past', 'open-second-window'].map(async (key) =>
        getContent(app, `/api/tournaments/${await idOf(key)}`, TournamentDetailSchema, revalidated),
      ),
    );
    expect([past!.hasResults, coming!.hasResults]).toEqual([true, false]);
    const { items } = await list('kind=Local&pageSize=48');
    expect(items.find((item) => item.id === past!.id)?.hasResults).toBe(true);
    expect(items.filter((item) => item.hasResults)).toHaveLength(2);
  });

  it('is revalidated on every view, since an entry moves its count: ETag, no-cache, 304 when unchanged', async () => {
    const path = `/api/tournaments/${await idOf('open-second-window')}`;
    const first = await app.request(path);
    expect(first.headers.get('cache-control')).toBe(revalidated);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await app.request(path, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/tournaments/${id}`,
  );
});

describe('GET /api/tournaments (start-up list)', () => {
  it('serves every demo tournament from the same tables', async () => {
    const { data } = await getContent(app, '/api/tournaments', TournamentsResponseSchema);
    expect(data).toHaveLength(tournamentSeeds.length);
    const local = await list('kind=Local');
    expect(local.items.map((item) => item.id)).toEqual(
      data.filter((tournament) => tournament.kind === 'Local').map((tournament) => tournament.id),
    );
  });
});
