import {
  BlockRequestSchema,
  type OfficeMemberDetail,
  type OfficeMemberListResponse,
  OfficeMemberListQuerySchema,
  type OfficeMemberRow,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { setBlocked } from './block';
import { memberDetail } from './detail';
import { listMembers } from './directory';

/** The members directory ('members.read'), and blocking ('members.block'). */
export function officeMemberRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/members/*', requireSession(db, now));
  const read = requirePermission('members.read');
  const block = requirePermission('members.block');

  routes.get('/office/members', read, async (c) =>
    c.json<OfficeMemberListResponse>(
      await listMembers(db, parseQuery(c, OfficeMemberListQuerySchema), now()),
    ),
  );

  routes.get('/office/members/:id', read, async (c) => {
    const detail = await memberDetail(db, idParam(c), now());
    if (!detail) throw notFound(c);
    return c.json<OfficeMemberDetail>(detail);
  });

  async function changeBlock(c: Context<SessionEnv>, blocked: boolean) {
    const id = idParam(c);
    const { reason } = await parseJsonBody(c, BlockRequestSchema);
    const row = await setBlocked(db, c.get('member'), id, blocked, reason, now());
    if (!row) throw notFound(c);
    return c.json<OfficeMemberRow>(row);
  }
  routes.post('/office/members/:id/block', block, (c) => changeBlock(c, true));
  routes.post('/office/members/:id/unblock', block, (c) => changeBlock(c, false));

  return routes;
}
