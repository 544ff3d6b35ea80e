import {
  type DeletedDraft,
  EditedEventQuerySchema,
  type EditedTournament,
  type EditedTournamentList,
  EntryExportQuerySchema,
  type OfficeTournamentEntries,
  type OfficeTournamentList,
  OfficeTournamentQuerySchema,
  PublishInputSchema,
  TournamentInputSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import { listOfficeTournaments, tournamentEntriesOf } from './entries';
import { createTournament, findEditedTournament, listEditedTournaments, updateTournament } from './editor';
import { exportFile } from './export';
import { changeEventStatus, deleteEventDraft, eventKinds } from './publishing';

/**
 * Tournaments and their entries for the office ('entries.export'), and the entries' downloads; writing and publishing
 * tournaments (decision 061) is the editors' ('content.publish'), under `/office/editor/tournaments`.
 */
export function officeTournamentRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/tournaments/*', requireSession(db, now), requirePermission('entries.export'));

  routes.get('/office/tournaments', async (c) =>
    c.json<OfficeTournamentList>(await listOfficeTournaments(db, parseQuery(c, OfficeTournamentQuerySchema))),
  );

  routes.get('/office/tournaments/:id/entries', async (c) => {
    const entries = await tournamentEntriesOf(db, idParam(c));
    if (!entries) throw notFound(c);
    return c.json<OfficeTournamentEntries>(entries);
  });

  routes.get('/office/tournaments/:id/entries/export', async (c) => {
    const id = idParam(c);
    const { format, lang } = parseQuery(c, EntryExportQuerySchema);
    const entries = await tournamentEntriesOf(db, id);
    if (!entries) throw notFound(c);
    const file = exportFile(format, entries, lang);
    return c.body(file.body, 200, {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${file.name}"`,
      'cache-control': 'private, no-store',
    });
  });

  routes.use('/office/editor/tournaments/*', requireSession(db, now), requirePermission('content.publish'));

  routes.get('/office/editor/tournaments', async (c) =>
    c.json<EditedTournamentList>(
      await listEditedTournaments(db, parseQuery(c, EditedEventQuerySchema), now()),
    ),
  );

  const edited = async (id: number) => (await findEditedTournament(db, id, now()))!;

  routes.get('/office/editor/tournaments/:id', async (c) => {
    const tournament = await findEditedTournament(db, idParam(c), now());
    if (!tournament) throw notFound(c);
    return c.json<EditedTournament>(tournament);
  });

  // The documents went ahead to POST /api/uploads (decision 060); the save claims them.
  const withUploads = async (c: Context<SessionEnv>) =>
    resolveUploads(db, ownerOfForm(c, c.get('member').id), await parseJsonBody(c, TournamentInputSchema));

  routes.post('/office/editor/tournaments', async (c) => {
    const { values, claim } = await withUploads(c);
    const id = await createTournament(db, c.get('member').id, values, claim);
    return c.json<EditedTournament>(await edited(id), 201);
  });

  routes.put('/office/editor/tournaments/:id', async (c) => {
    const id = idParam(c);
    const { values, claim } = await withUploads(c);
    if (!(await updateTournament(db, c.get('member').id, id, values, claim))) throw notFound(c);
    return c.json<EditedTournament>(await edited(id));
  });

  routes.post('/office/editor/tournaments/:id/publish', async (c) => {
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    const done = await changeEventStatus(
      db,
      c.get('member').id,
      eventKinds.tournament,
      id,
      at ? new Date(at) : undefined,
      now(),
    );
    if (!done) throw notFound(c);
    return c.json<EditedTournament>(await edited(id));
  });

  routes.post('/office/editor/tournaments/:id/unpublish', async (c) => {
    const id = idParam(c);
    if (!(await changeEventStatus(db, c.get('member').id, eventKinds.tournament, id, null, now()))) {
      throw notFound(c);
    }
    return c.json<EditedTournament>(await edited(id));
  });

  // A draft never published only (decision 069); anything the public has seen answers 409.
  routes.delete('/office/editor/tournaments/:id', async (c) => {
    const id = idParam(c);
    if (!(await deleteEventDraft(db, c.get('member').id, eventKinds.tournament, id))) throw notFound(c);
    return c.json<DeletedDraft>({ id });
  });

  return routes;
}
