import { HolidayInputSchema, type OfficeHoliday, type OfficeHolidayList } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { addHoliday, listHolidays, removeHoliday } from './holidays';

/** Public holidays ('seasons.manage', the administrator, who keeps the federation's calendar): list, add, remove. */
export function officeHolidayRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/holidays/*', requireSession(db, now), requirePermission('seasons.manage'));

  routes.get('/office/holidays', async (c) => c.json<OfficeHolidayList>({ items: await listHolidays(db) }));

  routes.post('/office/holidays', async (c) => {
    const input = await parseJsonBody(c, HolidayInputSchema);
    return c.json<OfficeHoliday>(await addHoliday(db, c.get('member'), input), 201);
  });

  routes.delete('/office/holidays/:id', async (c) => {
    if (!(await removeHoliday(db, c.get('member'), idParam(c)))) throw notFound(c);
    return c.json<OfficeHolidayList>({ items: await listHolidays(db) });
  });

  return routes;
}
