import {
  type Team,
  type TeamDeleted,
  TeamInputSchema,
  TeamPlayerInputSchema,
  TeamRenameSchema,
  type TeamsResponse,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam } from '../../http/path';
import { refuseRestricted } from './club-players';
import { addTeamPlayer, createTeam, deleteTeam, listTeams, removeTeamPlayer, renameTeam } from './teams';

/**
 * `/api/account/club/teams`: the club's or academy's own teams (decision 034). Another club's team answers 404 as if it
 * did not exist; a player who is not the club's is refused in words.
 */
export function clubTeamRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const mayManage = requirePermission('club.account');
  const year = () => Number(uaeToday(now()).slice(0, 4));

  routes.get('/account/club/teams', session, mayManage, async (c) =>
    c.json<TeamsResponse>(await listTeams(db, c.get('member').id, year())),
  );

  routes.post('/account/club/teams', session, mayManage, async (c) => {
    const input = await parseJsonBody(c, TeamInputSchema);
    refuseRestricted(c.get('member'));
    return c.json<Team>(await createTeam(db, c.get('member').id, input, year()), 201);
  });

  routes.patch('/account/club/teams/:id', session, mayManage, async (c) => {
    const teamId = idParam(c);
    const { name } = await parseJsonBody(c, TeamRenameSchema);
    refuseRestricted(c.get('member'));
    return c.json<Team>(await renameTeam(db, c.get('member').id, teamId, name, year()));
  });

  routes.delete('/account/club/teams/:id', session, mayManage, async (c) => {
    const teamId = idParam(c);
    refuseRestricted(c.get('member'));
    await deleteTeam(db, c.get('member').id, teamId);
    return c.json<TeamDeleted>({ id: teamId });
  });

  routes.post('/account/club/teams/:id/players', session, mayManage, async (c) => {
    const teamId = idParam(c);
    const { playerId } = await parseJsonBody(c, TeamPlayerInputSchema);
    refuseRestricted(c.get('member'));
    return c.json<Team>(await addTeamPlayer(db, c.get('member').id, teamId, playerId, year()));
  });

  routes.delete('/account/club/teams/:id/players/:playerId', session, mayManage, async (c) => {
    const teamId = idParam(c);
    const playerId = idParam(c, 'playerId');
    refuseRestricted(c.get('member'));
    return c.json<Team>(await removeTeamPlayer(db, c.get('member').id, teamId, playerId, year()));
  });

  return routes;
}
