import {
  type AccountTournamentEntries,
  type MyTournamentEntriesResponse,
  type TournamentDetail,
  type TournamentEligibility,
  type TournamentEntry,
  TournamentEntryRequestSchema,
  TournamentErrorCodes,
  type TournamentFiltersResponse,
  type TournamentListResponse,
  TournamentListQuerySchema,
  WithdrawalRequestSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { publicCache, publishedCache, revalidatedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { accountRefusal, archersEntered, archersOf, toEligibleArcher } from './eligibility';
import { accountEntries, createEntry, myEntries, requestWithdrawal } from './entries';
import { refusal } from './refusals';
import {
  findTournamentDetail,
  findTournamentOffer,
  listTournamentPage,
  tournamentFilters,
} from './tournaments';

/**
 * Tournament lists, details and entries. The filters are cached for a minute (a registration state changes at
 * midnight UAE time: a minute late is harmless); the lists as published content (five seconds, decisions 057 and 061),
 * so a tournament the office publishes shows at once. A details page shows the entry count, which the member's own entry
 * moves, so it is revalidated on every view (ETag, 304). Everything behind a session is never cached.
 * `GET /api/tournaments` itself is the shell's start-up list (startup-data), from the same tables.
 */
export function tournamentRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const cached = publicCache(60);
  const session = requireSession(db, now);
  // Any member may ask why they cannot enter (the answer names the reason); staff use the office instead.
  const asMember = [session, requirePermission('own.read')] as const;
  const asEntrant = [
    session,
    requirePermission(['entries.self', 'entries.players'], () =>
      refusal(TournamentErrorCodes.accountKindNotEligible),
    ),
  ] as const;

  async function offerOf(c: Context, at: Date) {
    const offer = await findTournamentOffer(db, idParam(c), at);
    if (!offer) throw notFound(c);
    return offer;
  }

  routes.get('/tournaments/list', publishedCache(), async (c) =>
    c.json<TournamentListResponse>(
      await listTournamentPage(db, parseQuery(c, TournamentListQuerySchema), now()),
    ),
  );

  routes.get('/tournaments/filters', cached, async (c) =>
    c.json<TournamentFiltersResponse>(await tournamentFilters(db)),
  );

  routes.get('/tournaments/:id', revalidatedCache(), async (c) => {
    const detail = await findTournamentDetail(db, idParam(c), now());
    if (!detail) throw notFound(c);
    return c.json<TournamentDetail>(detail);
  });

  routes.get('/tournaments/:id/eligibility', ...asMember, async (c) => {
    const at = now();
    const offer = await offerOf(c, at);
    const member = c.get('member');
    const archers = await archersOf(db, member, at);
    const entered = await archersEntered(
      db,
      offer.item.id,
      archers.map((archer) => archer.id),
    );
    return c.json<TournamentEligibility>({
      tournamentId: offer.item.id,
      registration: offer.item.registration,
      refusal: accountRefusal(member, offer),
      archers: archers.map((archer) => toEligibleArcher(archer, offer, entered.has(archer.id))),
      entries: await myEntries(db, member, offer.item.id, at),
    });
  });

  routes.get('/tournaments/:id/entries/mine', ...asMember, async (c) => {
    const at = now();
    const offer = await offerOf(c, at);
    return c.json<MyTournamentEntriesResponse>({
      items: await myEntries(db, c.get('member'), offer.item.id, at),
    });
  });

  routes.post('/tournaments/:id/entries', ...asEntrant, async (c) => {
    const at = now();
    const offer = await offerOf(c, at);
    const request = await parseJsonBody(c, TournamentEntryRequestSchema);
    return c.json<TournamentEntry>(await createEntry(db, c.get('member'), offer, request, at), 201);
  });

  routes.get('/account/tournament-entries', ...asMember, async (c) =>
    c.json<AccountTournamentEntries>(await accountEntries(db, c.get('member'), now())),
  );

  routes.post('/tournament-entries/:id/withdrawal', ...asEntrant, async (c) => {
    const entryId = idParam(c);
    const { reason } = await parseJsonBody(c, WithdrawalRequestSchema);
    const entry = await requestWithdrawal(db, c.get('member'), entryId, reason, now());
    if (!entry) throw notFound(c);
    return c.json<TournamentEntry>(entry);
  });

  return routes;
}
