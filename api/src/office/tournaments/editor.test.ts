import {
  EditedTournamentListSchema,
  EditedTournamentSchema,
  OfficeTournamentEntriesSchema,
  TournamentDetailSchema,
  TournamentEligibilitySchema,
  TournamentListResponseSchema,
  TournamentsResponseSchema,
} from '@uaeaf/contracts';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { editor, json, officeTestContext } from '../../../test/office';
import { day, tournamentInput } from '../../../test/tournaments';
import { tournaments } from '../../db/schema';

const test = officeTestContext();

const tournamentCount = async () => (await test.database.db.select({ n: count() }).from(tournaments))[0]!.n;

async function refusal(body: unknown) {
  const before = await tournamentCount();
  const response = await test.call.post('/office/editor/tournaments', editor, body);
  const error = await expectApiError(response, 400, 'validation_failed');
  expect(await tournamentCount()).toBe(before);
  return error.fields;
}

describe('the tournament editor refuses what registration could not work with', () => {
  it('refuses a window that ends on or after the first day, on that field', async () => {
    expect(await refusal({ ...tournamentInput('late'), firstRegistrationEnd: day(21) })).toEqual({
      firstRegistrationEnd: ['validation.windowEndsAfterStart'],
    });
  });

  it('refuses an end before the start, a window closing before it opens, and a second window overlapping the first', async () => {
    expect(
      await refusal({
        ...tournamentInput('muddled'),
        endDate: day(20),
        firstRegistrationStart: day(5),
        firstRegistrationEnd: day(4),
        secondRegistrationStart: day(3),
        secondRegistrationEnd: day(8),
      }),
    ).toEqual({
      endDate: ['validation.endBeforeStart'],
      firstRegistrationEnd: ['validation.windowEndsBeforeItOpens'],
      secondRegistrationStart: ['validation.secondWindowOverlaps'],
    });
  });

  it('needs a division, an age class, every text in both languages, and both days of a second window', async () => {
    expect(await refusal({ ...tournamentInput('bare'), nameEn: ' ', divisions: [], ageClasses: [] })).toEqual(
      {
        nameEn: ['validation.required'],
        divisions: ['validation.chooseOne'],
        ageClasses: ['validation.chooseOne'],
      },
    );
    expect(await refusal({ ...tournamentInput('half'), secondRegistrationStart: day(12) })).toEqual({
      secondRegistrationEnd: ['validation.required'],
    });
  });

  it('refuses a first day in no season, and a division the federation does not have', async () => {
    expect(
      await refusal({
        ...tournamentInput('far'),
        startDate: '2099-01-10',
        endDate: '2099-01-11',
      }),
    ).toEqual({ startDate: ['validation.noSeason'] });
    expect(await refusal({ ...tournamentInput('odd'), divisions: ['ZZ'] })).toEqual({
      divisions: ['validation.invalid'],
    });
  });
});

describe('a tournament written in the office', () => {
  let id: number;

  it('is a draft the public does not see and nobody can enter', async () => {
    const created = await json(
      await test.call.post('/office/editor/tournaments', editor, tournamentInput('Office')),
      EditedTournamentSchema,
      201,
    );
    id = created.id;
    expect(created).toMatchObject({ status: 'draft', publishAt: null });
    expect(created.fields).toMatchObject({
      entryFeeAed: 150,
      divisions: ['R', 'C'],
      secondRegistrationStart: null,
    });
    const startup = await json(await test.call.get('/tournaments'), TournamentsResponseSchema);
    expect(startup.data.map((item) => item.id)).not.toContain(id);
    await expectApiError(await test.call.get(`/tournaments/${id}`), 404, 'not_found');
    await expectApiError(
      await test.call.get(`/tournaments/${id}/eligibility`, 'player@example.ae'),
      404,
      'not_found',
    );
  });

  it('is public once published, in the lists, with what it offers, and takes an entry the office then lists', async () => {
    const published = await json(
      await test.call.post(`/office/editor/tournaments/${id}/publish`, editor, {}),
      EditedTournamentSchema,
    );
    expect(published.status).toBe('published');
    const list = await test.call.get('/tournaments/list?kind=Local');
    expect(list.headers.get('cache-control')).toBe('public, max-age=5, must-revalidate');
    const listed = v.parse(TournamentListResponseSchema, await list.json());
    expect(listed.items.map((item) => item.id)).toContain(id);
    const detail = await json(await test.call.get(`/tournaments/${id}`), TournamentDetailSchema);
    expect(detail).toMatchObject({
      name: { ar: 'بطولة Office', en: 'Championship Office' },
      registration: { status: 'open', window: 'first', closesOn: day(10) },
      entryFeeFils: 15000,
    });
    expect(detail.divisions.map((division) => division.code)).toEqual(['R', 'C']);

    const player = 'player@example.ae';
    const eligible = await json(
      await test.call.get(`/tournaments/${id}/eligibility`, player),
      TournamentEligibilitySchema,
    );
    const archer = eligible.archers[0]!;
    const entered = await test.call.post(`/tournaments/${id}/entries`, player, {
      archerId: archer.id,
      division: 'R',
      ageClass: archer.ageClasses[0],
    });
    expect(entered.status).toBe(201);
    const entries = await json(
      await test.call.get(`/office/tournaments/${id}/entries`, 'membership@example.ae'),
      OfficeTournamentEntriesSchema,
    );
    expect(entries.entries.map((entry) => [entry.archer.id, entry.division.code, entry.status])).toEqual([
      [archer.id, 'R', 'Pending'],
    ]);
  });

  it('shows an edit at once, and leaves the site when unpublished; every step is in the audit trail', async () => {
    const edited = await json(
      await test.call.put(`/office/editor/tournaments/${id}`, editor, {
        ...tournamentInput('Office'),
        nameEn: 'Championship Office, renamed',
        divisions: ['R'],
      }),
      EditedTournamentSchema,
    );
    expect(edited).toMatchObject({ status: 'published', fields: { divisions: ['R'] } });
    expect((await json(await test.call.get(`/tournaments/${id}`), TournamentDetailSchema)).name.en).toBe(
      'Championship Office, renamed',
    );
    await test.call.post(`/office/editor/tournaments/${id}/unpublish`, editor, {});
    await expectApiError(await test.call.get(`/tournaments/${id}`), 404, 'not_found');
    const office = await json(
      await test.call.get('/office/editor/tournaments?status=unpublished', editor),
      EditedTournamentListSchema,
    );
    expect(office.items.map((item) => item.id)).toContain(id);

    const actorId = test.call.idOf(editor);
    const trail = (await auditTrail(test.database.db, 'tournament', id)).map((row) => [
      row.actorId,
      row.action,
      row.fromStatus,
      row.toStatus,
    ]);
    expect(trail).toEqual([
      [actorId, 'content.created', null, 'draft'],
      [actorId, 'content.published', 'draft', 'published'],
      [actorId, 'content.edited', 'published', 'published'],
      [actorId, 'content.unpublished', 'published', 'unpublished'],
    ]);
  });

  it('schedules a publication for a later time, and refuses a time past', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await json(
      await test.call.post(`/office/editor/tournaments/${id}/publish`, editor, { at }),
      EditedTournamentSchema,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: at });
    await expectApiError(await test.call.get(`/tournaments/${id}`), 404, 'not_found');
    const past = await test.call.post(`/office/editor/tournaments/${id}/publish`, editor, {
      at: '2020-01-01T00:00:00Z',
    });
    expect((await expectApiError(past, 400, 'validation_failed')).fields).toEqual({
      at: ['publishing.atInPast'],
    });
  });

  it('is the editors’ and the administrator’s to write: membership and finance are refused', async () => {
    for (const email of ['membership@example.ae', 'finance@example.ae']) {
      await expectApiError(
        await test.call.post('/office/editor/tournaments', email, tournamentInput('x')),
        403,
        'forbidden',
      );
      await expectApiError(await test.call.get(`/office/editor/tournaments/${id}`, email), 403, 'forbidden');
    }
    expect((await test.call.get(`/office/editor/tournaments/${id}`, 'admin@example.ae')).status).toBe(200);
    // The editor writes tournaments but does not read members' entries.
    await expectApiError(await test.call.get(`/office/tournaments/${id}/entries`, editor), 403, 'forbidden');
  });
});
