import {
  type ContactInboxItem,
  ContactInboxQuerySchema,
  type ContactInboxResponse,
  type ContactInboxSummary,
  ContactReplySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import type { Mailer } from '../../mail/mailer';
import { contactSummary, findContactMessage, listContactMessages, replyToContactMessage } from './inbox';

/** The contact inbox ('contact.answer'): the messages with their due day, and the office's replies. */
export function officeContactRoutes(
  db: Database,
  now: () => Date,
  { mailer }: { mailer: Mailer },
): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/contact-messages/*', requireSession(db, now), requirePermission('contact.answer'));

  routes.get('/office/contact-messages', async (c) =>
    c.json<ContactInboxResponse>(
      await listContactMessages(db, parseQuery(c, ContactInboxQuerySchema), now()),
    ),
  );

  routes.get('/office/contact-messages/summary', async (c) =>
    c.json<ContactInboxSummary>(await contactSummary(db, now())),
  );

  routes.get('/office/contact-messages/:id', async (c) => {
    const item = await findContactMessage(db, idParam(c), now());
    if (!item) throw notFound(c);
    return c.json<ContactInboxItem>(item);
  });

  routes.post('/office/contact-messages/:id/reply', async (c) => {
    const id = idParam(c);
    const input = await parseJsonBody(c, ContactReplySchema);
    const item = await replyToContactMessage(db, mailer, c.get('member'), id, input, now());
    if (!item) throw notFound(c);
    return c.json<ContactInboxItem>(item);
  });

  return routes;
}
