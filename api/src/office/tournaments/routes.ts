import {
  EntryExportQuerySchema,
  type OfficeTournamentEntries,
  type OfficeTournamentList,
  OfficeTournamentQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { listOfficeTournaments, tournamentEntriesOf } from './entries';
import { exportFile } from './export';

/** Tournaments and their entries for the office ('entries.export'), and the entries' downloads. */
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

  return routes;
}
