import { ClubDetailSchema, ClubListResponseSchema, Emirates } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/clubs', () => {
  it('lists clubs and academies of all seven emirates, in the customary order of the emirates', async () => {
    const page = await getContent(app, '/api/clubs?pageSize=48', ClubListResponseSchema);
    expect(page.total).toBe(13);
    expect(new Set(page.items.map((club) => club.emirate))).toEqual(new Set(Emirates));
    const order = page.items.map((club) => Emirates.indexOf(club.emirate));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(page.items.map((club) => club.kind))).toEqual(new Set(['club', 'academy']));
  });

  itPaginates(() => app, '/api/clubs', ClubListResponseSchema);

  it('filters by emirate and by kind, together or apart', async () => {
    const dubai = await getContent(app, '/api/clubs?emirate=dubai', ClubListResponseSchema);
    expect(dubai.items.map((club) => club.name.en)).toEqual(['Dubai Archery Club', 'Hatta Archery Academy']);
    const academies = await getContent(app, '/api/clubs?kind=academy&pageSize=48', ClubListResponseSchema);
    expect(academies.total).toBe(5);
    expect(academies.items.every((club) => club.kind === 'academy')).toBe(true);
    const both = await getContent(app, '/api/clubs?emirate=fujairah&kind=academy', ClubListResponseSchema);
    expect(both.items.map((club) => club.name.en)).toEqual(['Dibba Archery Academy']);
    const blank = await getContent(app, '/api/clubs?emirate=&kind=', ClubListResponseSchema);
    expect(blank.total).toBe(13);
  });

  it('answers 400 for an unknown emirate or kind', async () => {
    const error = await expectApiError(
      await app.request('/api/clubs?emirate=atlantis&kind=team'),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ emirate: ['validation.invalid'], kind: ['validation.invalid'] });
  });

  it('searches the names in both languages, combined with the filters', async () => {
    const arabic = await getContent(
      app,
      `/api/clubs?q=${encodeURIComponent('رأس الخيمة')}`,
      ClubListResponseSchema,
    );
    expect(arabic.items.map((club) => club.name.en)).toEqual(['Ras Al Khaimah Archery Club']);
    const english = await getContent(app, '/api/clubs?q=academy&emirate=sharjah', ClubListResponseSchema);
    expect(english.items.map((club) => club.name.ar)).toEqual(['أكاديمية خورفكان للقوس والسهم']);
  });
});

describe('GET /api/clubs/:id', () => {
  it('answers what a visitor may see of a club, its officials in order', async () => {
    const { items } = await getContent(app, '/api/clubs?q=Dubai%20Archery%20Club', ClubListResponseSchema);
    const club = await getContent(app, `/api/clubs/${items[0]!.id}`, ClubDetailSchema);
    expect(club).toMatchObject({
      kind: 'club',
      emirate: 'dubai',
      foundationYear: 2006,
      phone: '+971 4 555 0101',
      website: 'https://dubai-archery.example',
      address: { ar: 'ند الشبا، دبي', en: 'Nad Al Sheba, Dubai' },
      categories: ['men', 'women', 'junior', 'juniorWomen'],
    });
    expect(club.officials.map((official) => official.role)).toEqual([
      'president',
      'ceo',
      'secretaryGeneral',
      'technicalSupervisor',
    ]);
    expect(club.logo).toMatchObject({ path: 'clubs/dubai-archery-club.png', width: 400, height: 400 });
    expect(Object.keys(club).sort()).toEqual([
      'address',
      'categories',
      'emirate',
      'foundationYear',
      'id',
      'kind',
      'logo',
      'name',
      'officials',
      'phone',
      'website',
    ]);
  });

  it('answers the empty fields of a young academy as null', async () => {
    const { items } = await getContent(app, '/api/clubs?q=Dibba', ClubListResponseSchema);
    const club = await getContent(app, `/api/clubs/${items[0]!.id}`, ClubDetailSchema);
    expect(club).toMatchObject({
      logo: null,
      foundationYear: null,
      phone: null,
      website: null,
      officials: [],
    });
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/clubs/${id}`,
  );
});
