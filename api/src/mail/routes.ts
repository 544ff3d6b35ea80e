import { type DevMailbox, EmailSchema } from '@uaeaf/contracts';
import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { outgoingMail } from '../db/schema';
import { parseQuery } from '../http/query';

const MailboxQuerySchema = v.object({ email: EmailSchema });

/** How many of a recipient's mails the dev mailbox lists, newest first. */
const mailboxSize = 20;

/**
 * The development mailbox: what the site "sent" to an address, so reset links can be followed without a mail server.
 * Mounted only outside production (see `createApp`); there the path does not exist at all.
 */
export function devMailboxRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/dev/mailbox', async (c) => {
    const { email } = parseQuery(c, MailboxQuerySchema);
    const rows = await db
      .select()
      .from(outgoingMail)
      .where(sql`lower(${outgoingMail.recipient}) = lower(${email})`)
      .orderBy(desc(outgoingMail.createdAt), desc(outgoingMail.id))
      .limit(mailboxSize);
    return c.json<DevMailbox>({
      mails: rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    });
  });

  return routes;
}
