import { type OfficeSeason, type OfficeSeasonList, SeasonInputSchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { activateSeason, createSeason, listSeasons } from './seasons';

/** Seasons ('seasons.manage', the administrator): list, add the next one, make one active. */
export function officeSeasonRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/seasons/*', requireSession(db, now), requirePermission('seasons.manage'));

  routes.get('/office/seasons', async (c) => c.json<OfficeSeasonList>({ items: await listSeasons(db) }));

  routes.post('/office/seasons', async (c) => {
    const input = await parseJsonBody(c, SeasonInputSchema);
    return c.json<OfficeSeason>(await createSeason(db, c.get('member'), input), 201);
  });

  routes.post('/office/seasons/:id/activate', async (c) => {
    const season = await activateSeason(db, c.get('member'), idParam(c), now());
    if (!season) throw notFound(c);
    return c.json<OfficeSeason>(season);
  });

  return routes;
}
