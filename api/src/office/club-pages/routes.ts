import {
  type ClubPage,
  type ClubPageInput,
  ClubPageInputSchema,
  ClubPageListQuerySchema,
  type ClubPageListResponse,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import { findClubPage, listClubPages, updateClubPage } from './club-pages';

/**
 * The clubs' public pages in the office (issue 14 item 1, decision 069): list, read and save, live on save. The
 * editors publish the site's content, so `content.publish`; the club's names, kind and emirate are not written here.
 */
export function officeClubPageRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/club-pages/*', requireSession(db, now), requirePermission('content.publish'));

  routes.get('/office/club-pages', async (c) =>
    c.json<ClubPageListResponse>(await listClubPages(db, parseQuery(c, ClubPageListQuerySchema))),
  );

  routes.get('/office/club-pages/:id', async (c) => {
    const page = await findClubPage(db, idParam(c));
    if (!page) throw notFound(c);
    return c.json<ClubPage>(page);
  });

  // The logo went ahead to POST /api/uploads (decision 060); the save claims it.
  routes.put('/office/club-pages/:id', async (c) => {
    const id = idParam(c);
    const uploads = await resolveUploads(
      db,
      ownerOfForm(c, c.get('member').id),
      await parseJsonBody(c, ClubPageInputSchema as v.GenericSchema<unknown, ClubPageInput>),
    );
    if (!(await updateClubPage(db, c.get('member').id, id, uploads.values, uploads.claim))) throw notFound(c);
    return c.json<ClubPage>((await findClubPage(db, id))!);
  });

  return routes;
}
