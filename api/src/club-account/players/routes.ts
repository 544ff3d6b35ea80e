import {
  ContractRequestSchema,
  RegistrationQuerySchema,
  type Roster,
  type RosterPlayer,
  RosterQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { clientAddress } from '../../http/client';
import { idParam } from '../../http/path';
import { parseQuery } from '../../http/query';
import { refuseRestricted } from '../teams/club-players';
import { listRoster, requestContractChange, rosterPlayer } from './players';
import { clubPlayerForm, type NewPlayerOptions, registerClubPlayer } from './register';
import type { RegistrationValues } from '../../registration/registration';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';

/**
 * `/api/account/club/players`: a club's or academy's roster, one player, and the renewal or termination of a player's
 * contract. Anyone not on the caller's roster answers 404. Accepting or rejecting the players who named the club is
 * issue 9's `/api/club/requests/:id/decision`.
 */
export function clubPlayerRoutes(db: Database, now: () => Date, options: NewPlayerOptions): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const mayManage = requirePermission('entries.players');

  routes.get('/account/club/players', session, mayManage, async (c) =>
    c.json<Roster>(
      await listRoster(db, c.get('member').id, parseQuery(c, RosterQuerySchema), uaeToday(now())),
    ),
  );

  routes.get('/account/club/players/:id', session, mayManage, async (c) =>
    c.json<RosterPlayer>(await rosterPlayer(db, c.get('member').id, idParam(c), uaeToday(now()))),
  );

  routes.post('/account/club/players/:id/contract', session, mayManage, async (c) => {
    const playerId = idParam(c);
    const { kind } = await parseJsonBody(c, ContractRequestSchema);
    const club = c.get('member');
    refuseRestricted(club);
    await requestContractChange(db, club.id, playerId, kind, clientAddress(c));
    return c.json<RosterPlayer>(await rosterPlayer(db, club.id, playerId, uaeToday(now())), 201);
  });

  // register-new: the players form without the password and the club (the caller), files included.
  routes.post('/account/club/players/register', session, mayManage, async (c) => {
    const club = c.get('member');
    refuseRestricted(club);
    const at = now();
    const { lang } = parseQuery(c, RegistrationQuerySchema);
    const uploads = await resolveUploads(
      db,
      ownerOfForm(c, club.id),
      (await parseJsonBody(c, clubPlayerForm.schemaOn(uaeToday(at)))) as RegistrationValues,
    );
    const playerId = await registerClubPlayer(
      db,
      club,
      uploads,
      { now: at, lang, clientAddress: clientAddress(c) },
      options,
    );
    return c.json<RosterPlayer>(await rosterPlayer(db, club.id, playerId, uaeToday(at)), 201);
  });

  return routes;
}
