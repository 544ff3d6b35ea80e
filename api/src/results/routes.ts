import {
  type ArcherSearch,
  ArcherSearchQuerySchema,
  type AthleteProfile,
  type ClubResults,
  type OfficeResultsItem,
  OfficeResultsQuerySchema,
  type OfficeResultsList,
  type OwnResults,
  type RankingResponse,
  RankingQuerySchema,
  type RecordProposals,
  RecordRejectionBodySchema,
  type RecordsResponse,
  RecordsQuerySchema,
  ResultsImportBodySchema,
  type ResultsImport,
  ResultsListQuerySchema,
  type ResultsListResponse,
  ResultsProfileBodySchema,
  type ResultsProfileBody,
  type ResultsPublished,
  RowCorrectionBodySchema,
  RowMatchBodySchema,
  type TournamentResults,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { clubPlayers, members } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { publishedCache } from '../http/cache';
import type { Logger } from '../http/logger';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import type { Mailer } from '../mail/mailer';
import {
  correctRow,
  findImport,
  importResults,
  listOfficeResults,
  matchRow,
  officeResultsOf,
  searchArchers,
} from './import';
import { athleteProfile, listResults, recordList, recordProposals, tournamentResults } from './public';
import { decideRecord, publishImport } from './publish';
import { rankingLists } from './rankings';

export interface ResultsRouteOptions {
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}

/**
 * Results, rankings and records (issue 30, decisions 092 and 093). The public answers are published content (five
 * seconds, then revalidated by ETag; every office write empties the content cache, so the change stream tells the
 * page server at once, decision 091). The office's routes need `results.manage`; a member hides their own profile.
 */
export function resultsRoutes(db: Database, now: () => Date, options: ResultsRouteOptions): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();

  routes.get('/results', publishedCache(), async (c) =>
    c.json<ResultsListResponse>(await listResults(db, parseQuery(c, ResultsListQuerySchema), now())),
  );

  routes.get('/tournaments/:id/results', publishedCache(), async (c) => {
    const results = await tournamentResults(db, idParam(c), now());
    if (!results) throw notFound(c);
    return c.json<TournamentResults>(results);
  });

  routes.get('/athletes/:id', publishedCache(), async (c) => {
    const profile = await athleteProfile(db, idParam(c), now());
    if (!profile) throw notFound(c);
    return c.json<AthleteProfile>(profile);
  });

  routes.get('/rankings', publishedCache(), async (c) => {
    const lists = await rankingLists(db, parseQuery(c, RankingQuerySchema));
    if (!lists) throw notFound(c);
    return c.json<RankingResponse>(lists);
  });

  routes.get('/records', publishedCache(), async (c) =>
    c.json<RecordsResponse>(await recordList(db, parseQuery(c, RecordsQuerySchema))),
  );

  // The player's area: their own results, personal bests, records and rankings, hidden profile or not.
  routes.get('/account/results', requireSession(db, now), requirePermission('own.read'), async (c) => {
    const member = c.get('member');
    const profile = await athleteProfile(db, member.id, now(), true);
    if (!profile) throw notFound(c);
    const [own] = await db
      .select({ hidden: members.hideResultsProfile })
      .from(members)
      .where(eq(members.id, member.id));
    return c.json<OwnResults>({ hidden: own!.hidden, profile });
  });

  routes.get(
    '/account/club/results',
    requireSession(db, now),
    requirePermission('club.account'),
    async (c) => {
      const players = await db
        .select({ id: clubPlayers.playerId, hidden: members.hideResultsProfile })
        .from(clubPlayers)
        .innerJoin(members, eq(members.id, clubPlayers.playerId))
        .where(eq(clubPlayers.clubId, c.get('member').id));
      const at = now();
      const items: ClubResults['items'] = [];
      for (const { id, hidden } of players) {
        const profile = await athleteProfile(db, id, at, true);
        if (profile && profile.results.length > 0) {
          items.push({ archer: { id, name: profile.name, profileShown: !hidden }, results: profile.results });
        }
      }
      items.sort((a, b) => a.archer.name.en.localeCompare(b.archer.name.en));
      return c.json<ClubResults>({ items });
    },
  );

  routes.put(
    '/account/results-profile',
    requireSession(db, now),
    requirePermission('own.read'),
    async (c) => {
      const { hidden } = await parseJsonBody(c, ResultsProfileBodySchema);
      await db
        .update(members)
        .set({ hideResultsProfile: hidden })
        .where(eq(members.id, c.get('member').id));
      return c.json<ResultsProfileBody>({ hidden });
    },
  );

  routes.use('/office/results/*', requireSession(db, now), requirePermission('results.manage'));

  routes.get('/office/results', async (c) =>
    c.json<OfficeResultsList>(await listOfficeResults(db, parseQuery(c, OfficeResultsQuerySchema), now())),
  );

  routes.get('/office/results/members', async (c) => {
    const { q } = parseQuery(c, ArcherSearchQuerySchema);
    return c.json<ArcherSearch>({ items: await searchArchers(db, q) });
  });

  const imported = async (id: number) => (await findImport(db, id))!;

  routes.get('/office/results/tournaments/:id', async (c) => {
    const item = await officeResultsOf(db, idParam(c), now());
    if (!item) throw notFound(c);
    return c.json<OfficeResultsItem>(item);
  });

  routes.post('/office/results/tournaments/:id/import', async (c) => {
    const tournamentId = idParam(c);
    const body = await parseJsonBody(c, ResultsImportBodySchema);
    const id = await importResults(db, c.get('member').id, tournamentId, body, now());
    if (id === undefined) throw notFound(c);
    return c.json<ResultsImport>(await imported(id), 201);
  });

  routes.get('/office/results/imports/:id', async (c) => {
    const found = await findImport(db, idParam(c));
    if (!found) throw notFound(c);
    return c.json<ResultsImport>(found);
  });

  routes.post('/office/results/imports/:id/publish', async (c) => {
    const id = idParam(c);
    const done = await publishImport(db, c.get('member').id, id, now(), options);
    if (!done) throw notFound(c);
    return c.json<ResultsPublished>({ import: await imported(id), ...done });
  });

  routes.put('/office/results/rows/:id/match', async (c) => {
    const rowId = idParam(c);
    const body = await parseJsonBody(c, RowMatchBodySchema);
    const importId = await matchRow(db, c.get('member').id, rowId, body, now());
    if (importId === undefined) throw notFound(c);
    return c.json<ResultsImport>(await imported(importId));
  });

  routes.put('/office/results/rows/:id', async (c) => {
    const rowId = idParam(c);
    const body = await parseJsonBody(c, RowCorrectionBodySchema);
    const importId = await correctRow(db, c.get('member').id, rowId, body, now());
    if (importId === undefined) throw notFound(c);
    return c.json<ResultsImport>(await imported(importId));
  });

  routes.get('/office/results/records', async (c) =>
    c.json<RecordProposals>({ items: await recordProposals(db) }),
  );

  routes.post('/office/results/records/:id/approve', async (c) => {
    if (!(await decideRecord(db, c.get('member').id, idParam(c), { approve: true }, now())))
      throw notFound(c);
    return c.json<RecordProposals>({ items: await recordProposals(db) });
  });

  routes.post('/office/results/records/:id/reject', async (c) => {
    const id = idParam(c);
    const { reason } = await parseJsonBody(c, RecordRejectionBodySchema);
    if (!(await decideRecord(db, c.get('member').id, id, { approve: false, reason }, now())))
      throw notFound(c);
    return c.json<RecordProposals>({ items: await recordProposals(db) });
  });

  return routes;
}
