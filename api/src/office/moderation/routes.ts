import {
  type SubmissionItem,
  SubmissionDeclineSchema,
  SubmissionAcceptSchema,
  type SubmissionQueueResponse,
  SubmissionQueueQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import type { Mailer } from '../../mail/mailer';
import {
  acceptSubmission,
  declineSubmission,
  findSubmission,
  listSubmissions,
  submissionImage,
} from './moderation';

/** The sent-in articles' queue ('submissions.moderate'): read, accept as an article draft, or decline with a reason. */
export function officeModerationRoutes(
  db: Database,
  now: () => Date,
  { mailer }: { mailer: Mailer },
): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/submissions/*', requireSession(db, now), requirePermission('submissions.moderate'));

  routes.get('/office/submissions', async (c) =>
    c.json<SubmissionQueueResponse>(await listSubmissions(db, parseQuery(c, SubmissionQueueQuerySchema))),
  );

  routes.get('/office/submissions/:id', async (c) => {
    const item = await findSubmission(db, idParam(c));
    if (!item) throw notFound(c);
    return c.json<SubmissionItem>(item);
  });

  // Not yet public: served only to the editors, never cached by a shared cache.
  routes.get('/office/submissions/:id/image', async (c) => {
    const image = await submissionImage(db, idParam(c));
    if (!image) throw notFound(c);
    return c.body(Buffer.from(image.bytes), 200, {
      'content-type': image.type,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  routes.post('/office/submissions/:id/accept', async (c) => {
    const id = idParam(c);
    const input = await parseJsonBody(c, SubmissionAcceptSchema);
    const item = await acceptSubmission(db, c.get('member'), id, input, now());
    if (!item) throw notFound(c);
    return c.json<SubmissionItem>(item);
  });

  routes.post('/office/submissions/:id/decline', async (c) => {
    const id = idParam(c);
    const input = await parseJsonBody(c, SubmissionDeclineSchema);
    const item = await declineSubmission(db, mailer, c.get('member'), id, input, now());
    if (!item) throw notFound(c);
    return c.json<SubmissionItem>(item);
  });

  return routes;
}
