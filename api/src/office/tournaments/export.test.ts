import { OfficeTournamentEntriesSchema, OfficeTournamentListSchema } from '@uaeaf/contracts';
import { like } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { tournaments } from '../../db/schema';
import { tournamentSeeds } from '../../seed/tournaments';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let cupId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  const seed = tournamentSeeds.find((candidate) => candidate.key === 'local-federation-cup-past')!;
  const [row] = await database.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(like(tournaments.nameEn, `${seed.name.en} %`));
  cupId = row!.id;
});
afterAll(() => database.close());

const officer = 'membership@example.ae';

describe("a tournament's entries in the office", () => {
  it('lists tournaments with their entry counts', async () => {
    const response = await call.get('/office/tournaments?pageSize=100', officer);
    expect(response.status).toBe(200);
    const page = v.parse(OfficeTournamentListSchema, await response.json());
    expect(page.items.find((item) => item.id === cupId)).toMatchObject({ liveEntries: 2, allEntries: 2 });
  });

  it("lists a tournament's entries with the archer's number, club, division, class, gender and status", async () => {
    const response = await call.get(`/office/tournaments/${cupId}/entries`, officer);
    const { entries } = v.parse(OfficeTournamentEntriesSchema, await response.json());
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      club: { name: { en: expect.any(String) } },
      division: { code: 'R' },
      ageClass: { code: 'U18' },
      status: 'Pending',
    });
    expect(entries[0]!.membershipNumber).toMatch(/^UAEAF-\d+$/);
  });

  it('exports CSV as UTF-8 with a byte order mark, with Arabic headers and names when asked', async () => {
    const response = await call.get(
      `/office/tournaments/${cupId}/entries/export?format=csv&lang=ar`,
      officer,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="tournament-${cupId}-entries.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('الاسم,رقم العضوية,النادي,الفئة,الفئة العمرية,الجنس,الحالة,تاريخ التسجيل');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('القوس المنحني');
  });

  it("exports Ianseo's participant list: tab-separated, one archer a line, no header", async () => {
    const response = await call.get(`/office/tournaments/${cupId}/entries/export?format=ianseo`, officer);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    const fields = lines[0]!.split('\t');
    expect(fields).toHaveLength(16);
    const [code, session, division, ageClass, target, ...rest] = fields;
    expect({ code, session, division, ageClass, target }).toMatchObject({
      session: '1',
      division: 'R',
      target: '',
    });
    expect(code).toMatch(/^UAEAF-\d+$/);
    expect(ageClass).toMatch(/^U18[MW]$/);
    expect(rest.slice(0, 5)).toEqual(['1', '1', '1', '1', '1']);
    expect(rest[7]).toMatch(/^[01]$/);
    expect(rest[10]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown format on its parameter, and an unknown tournament with 404', async () => {
    const error = await expectApiError(
      await call.get(`/office/tournaments/${cupId}/entries/export?format=xlsx`, officer),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['format']);
    await expectApiError(await call.get('/office/tournaments/2147483647/entries', officer), 404, 'not_found');
  });

  it('refuses the editor and the finance officer (403)', async () => {
    for (const email of ['editor@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/tournaments', email), 403, 'forbidden');
    }
  });
});
