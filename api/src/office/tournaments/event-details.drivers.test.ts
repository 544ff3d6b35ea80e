import {
  EditedTournamentSchema,
  TournamentDetailSchema,
  TournamentEligibilitySchema,
} from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/app';
import { editor, json, officeTestContext } from '../../../test/office';
import { minimalPdf } from '../../../test/pdf';
import { TestFile } from '../../../test/uploads';
import { tournamentInput } from '../../../test/tournaments';
import { files, tournamentDocuments, tournamentEntries, tournaments, uploads } from '../../db/schema';

// Decision 067: a tournament's documents, description and capacity.

const test = officeTestContext();

const club = 'club@example.ae';
const player = 'player@example.ae';

const pdf = (name: string) => ({
  file: new TestFile(minimalPdf(), 'application/pdf', `${name}.pdf`),
  nameAr: `نشرة ${name}`,
  nameEn: `Circular ${name}`,
});

/** A free tournament (`tournamentInput`'s, with no entry fee). */
const tournament = (name: string, more: Record<string, unknown> = {}) =>
  tournamentInput(name, { entryFeeAed: 0, ...more });

async function publishedTournament(name: string, more: Record<string, unknown> = {}) {
  const created = await json(
    await test.call.post('/office/editor/tournaments', editor, tournament(name, more)),
    EditedTournamentSchema,
    201,
  );
  await test.call.post(`/office/editor/tournaments/${created.id}/publish`, editor, {});
  return created;
}

const tournamentCount = async () => (await test.database.db.select({ n: count() }).from(tournaments))[0]!.n;

/** The archers `email` may enter today, with a class each may take. */
async function eligibleArchers(id: number, email: string) {
  const answer = await json(
    await test.call.get(`/tournaments/${id}/eligibility`, email),
    TournamentEligibilitySchema,
  );
  return answer.archers
    .filter((archer) => archer.refusal === null && archer.ageClasses.length > 0)
    .map((archer) => ({ archerId: archer.id, division: 'R', ageClass: archer.ageClasses[0]! }));
}

describe("a tournament's documents", () => {
  it('are PDFs sent ahead, claimed by the save, named in both languages, kept, reordered and removed', async () => {
    const created = await publishedTournament('documents', {
      documents: [pdf('programme'), pdf('rules')],
    });
    expect(created.documents.map((document) => document.name.en)).toEqual([
      'Circular programme',
      'Circular rules',
    ]);
    expect((await test.database.db.select({ n: count() }).from(uploads))[0]!.n).toBe(0);

    const detail = await json(await test.call.get(`/tournaments/${created.id}`), TournamentDetailSchema);
    expect(detail.documents.map((document) => [document.name.ar, document.mimeType])).toEqual([
      ['نشرة programme', 'application/pdf'],
      ['نشرة rules', 'application/pdf'],
    ]);
    const download = await test.app.request(detail.documents[0]!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    // The rules first, the programme taken off: its file goes with it.
    const [programme, rules] = created.documents;
    const edited = await json(
      await test.call.put(`/office/editor/tournaments/${created.id}`, editor, {
        ...tournament('documents'),
        documents: [{ file: { fileId: rules!.fileId }, nameAr: 'القواعد', nameEn: 'Rules' }],
      }),
      EditedTournamentSchema,
    );
    expect(edited.documents.map((document) => [document.fileId, document.name.en])).toEqual([
      [rules!.fileId, 'Rules'],
    ]);
    expect(await test.database.db.select().from(files).where(eq(files.id, programme!.fileId))).toEqual([]);

    // A save without documents leaves them as they are.
    await test.call.put(`/office/editor/tournaments/${created.id}`, editor, tournament('documents'));
    const rows = await test.database.db
      .select({ fileId: tournamentDocuments.fileId })
      .from(tournamentDocuments)
      .where(eq(tournamentDocuments.tournamentId, created.id));
    expect(rows).toEqual([{ fileId: rules!.fileId }]);
  });

  it("refuses another item's file on its field, writing nothing", async () => {
    const before = await tournamentCount();
    const [document] = await test.database.db
      .select({ fileId: tournamentDocuments.fileId })
      .from(tournamentDocuments);
    const foreign = await test.call.post(
      '/office/editor/tournaments',
      editor,
      tournament('foreign', {
        documents: [{ file: { fileId: document!.fileId }, nameAr: 'أ', nameEn: 'A' }],
      }),
    );
    expect((await expectApiError(foreign, 400, 'validation_failed')).fields).toEqual({
      'documents.0.file': ['validation.invalid'],
    });
    expect(await tournamentCount()).toBe(before);
  });
});

describe("a tournament's description", () => {
  it('is sanitized as news bodies are and shown on the public page in both languages', async () => {
    const created = await publishedTournament('described', {
      descriptionAr: '<p>أهلاً <strong>بالرماة</strong><script>alert(1)</script></p>',
      descriptionEn: '<p onclick="alert(1)">Welcome, <a href="javascript:alert(1)">archers</a></p>',
    });
    expect(created.fields.descriptionAr).not.toContain('script');
    expect(created.fields.descriptionEn).not.toMatch(/onclick|javascript/);
    const detail = await json(await test.call.get(`/tournaments/${created.id}`), TournamentDetailSchema);
    expect(JSON.stringify(detail.description)).not.toMatch(/script|onclick|javascript|alert/);
    expect(detail.description!.ar[0]).toMatchObject({ type: 'paragraph' });
    expect(JSON.stringify(detail.description!.ar)).toContain('بالرماة');
    expect(JSON.stringify(detail.description!.en)).toContain('archers');
  });

  it('is given in both languages or in neither: the missing one is required', async () => {
    const before = await tournamentCount();
    const response = await test.call.post(
      '/office/editor/tournaments',
      editor,
      tournament('half described', {
        descriptionAr: '<p>وصف</p>',
        descriptionEn: '<p><script>x</script></p>',
      }),
    );
    expect((await expectApiError(response, 400, 'validation_failed')).fields).toEqual({
      descriptionEn: ['validation.required'],
    });
    expect(await tournamentCount()).toBe(before);
    const none = await publishedTournament('undescribed');
    expect(
      (await json(await test.call.get(`/tournaments/${none.id}`), TournamentDetailSchema)).description,
    ).toBeNull();
  });
});

describe("a tournament's capacity", () => {
  it('shows the places on the public page, refuses a full tournament with its message, and keeps the eligibility in step', async () => {
    const created = await publishedTournament('small', { capacity: 1 });
    const before = await json(await test.call.get(`/tournaments/${created.id}`), TournamentDetailSchema);
    expect(before).toMatchObject({ capacity: 1, entryCount: 0 });

    const [mine] = await eligibleArchers(created.id, player);
    expect((await test.call.post(`/tournaments/${created.id}/entries`, player, mine)).status).toBe(201);
    expect(
      await json(await test.call.get(`/tournaments/${created.id}`), TournamentDetailSchema),
    ).toMatchObject({
      capacity: 1,
      entryCount: 1,
    });

    const eligibility = await json(
      await test.call.get(`/tournaments/${created.id}/eligibility`, club),
      TournamentEligibilitySchema,
    );
    expect(eligibility.refusal).toBe('tournament_full');
    const refused = await test.call.post(`/tournaments/${created.id}/entries`, club, {
      ...mine!,
      archerId: eligibility.archers.find((archer) => archer.id !== mine!.archerId)?.id ?? mine!.archerId,
    });
    const error = await expectApiError(refused, 409, 'tournament_full');
    expect(error.fields).toBeUndefined();
  });

  it('lets exactly one of many entries sent at once take the last place', async () => {
    const created = await publishedTournament('last place', { capacity: 1 });
    const archers = await eligibleArchers(created.id, club);
    expect(archers.length).toBeGreaterThanOrEqual(2);
    const sent = [
      ...archers.map((archer) => test.call.post(`/tournaments/${created.id}/entries`, club, archer)),
      ...(await eligibleArchers(created.id, player)).map((archer) =>
        test.call.post(`/tournaments/${created.id}/entries`, player, archer),
      ),
    ];
    const statuses = (await Promise.all(sent)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(statuses.length - 1);
    const [live] = await test.database.db
      .select({ n: count() })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, created.id));
    expect(live!.n).toBe(1);
  });

  it('may not be lowered below the live entries, on its field; raised or removed it may', async () => {
    const created = await publishedTournament('growing', { capacity: 3 });
    for (const archer of (await eligibleArchers(created.id, club)).slice(0, 2)) {
      expect((await test.call.post(`/tournaments/${created.id}/entries`, club, archer)).status).toBe(201);
    }
    const lowered = await test.call.put(
      `/office/editor/tournaments/${created.id}`,
      editor,
      tournament('growing', { capacity: 1, nameEn: 'Renamed' }),
    );
    expect((await expectApiError(lowered, 400, 'validation_failed')).fields).toEqual({
      capacity: ['validation.capacityBelowEntries'],
    });
    const [row] = await test.database.db
      .select({ capacity: tournaments.capacity, nameEn: tournaments.nameEn })
      .from(tournaments)
      .where(eq(tournaments.id, created.id));
    expect(row).toEqual({ capacity: 3, nameEn: 'Championship growing' });
    for (const capacity of [2, null]) {
      const saved = await json(
        await test.call.put(
          `/office/editor/tournaments/${created.id}`,
          editor,
          tournament('growing', { capacity }),
        ),
        EditedTournamentSchema,
      );
      expect(saved.fields.capacity).toBe(capacity);
    }
  });

  it('refuses a capacity that is not a whole number from 1', async () => {
    const response = await test.call.post(
      '/office/editor/tournaments',
      editor,
      tournament('zero', { capacity: 0 }),
    );
    expect((await expectApiError(response, 400, 'validation_failed')).fields).toEqual({
      capacity: ['validation.minValue'],
    });
  });
});
