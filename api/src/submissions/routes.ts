import {
  ArticleSubmissionSchema,
  languageOfText,
  type ArticleSubmissionReceipt,
  ContactMessageSchema,
  type ContactMessageReceipt,
} from '@uaeaf/contracts';
import { and, gt, inArray, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { articleSubmissions, contactMessages, outgoingMail } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';
import type { Mailer } from '../mail/mailer';
import { type AcknowledgedForm, acknowledgementMail, acknowledgementSubjects } from './acknowledgement-mail';
import type { FormName } from './rate-limit';

const day = 24 * 60 * 60 * 1000;

export interface Acknowledgements {
  mailer: Mailer;
  now: () => Date;
  publicOrigin: string;
}

/**
 * Mails the sender an acknowledgement, unless their address had one in the past 24 hours (decision 087): the forms
 * take any address, so this caps what a stranger's address can receive from them at one mail a day, whichever client
 * addresses send (the hourly allowance counts per client address). `outgoing_mail`'s index on the recipient finds it.
 */
async function acknowledge(
  db: Database,
  { mailer, now, publicOrigin }: Acknowledgements,
  form: AcknowledgedForm,
  to: string,
  writtenIn: string,
): Promise<void> {
  const at = now();
  const [earlier] = await db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(
      and(
        sql`lower(${outgoingMail.recipient}) = ${to.toLowerCase()}`,
        gt(outgoingMail.createdAt, new Date(at.getTime() - day)),
        inArray(outgoingMail.subject, acknowledgementSubjects),
      ),
    )
    .limit(1);
  if (earlier) return;
  await mailer.send(acknowledgementMail({ to, language: languageOfText(writtenIn), form, at, publicOrigin }));
}

/**
 * The two forms visitors send without an account. The post is counted against the client address's hourly allowance
 * first (429, before the body is read), then the body is checked in full (413 over the app's JSON limit, 400, nothing
 * stored), then the row is stored. The article's image was sent ahead (`POST /api/uploads`, decision 052), checked and
 * re-encoded there; the article claims it in the statement that stores it. The sender is then acknowledged by mail, in
 * the language they wrote in, at most once a day (`acknowledge`).
 */
export function submissionRoutes(
  db: Database,
  limits: Record<FormName, MiddlewareHandler>,
  acknowledgements: Acknowledgements,
): Hono {
  const routes = new Hono();

  routes.post('/articles/submissions', limits.article, async (c) => {
    const uploads = await resolveUploads(db, ownerOfForm(c), await parseJsonBody(c, ArticleSubmissionSchema));
    const { image, ...article } = uploads.values;
    await db.transaction(async (tx) => {
      await uploads.claim(tx);
      await tx.insert(articleSubmissions).values({
        ...article,
        image: image?.bytes ?? null,
        imageType: image?.type ?? null,
        clientAddress: clientAddress(c),
      });
    });
    await acknowledge(db, acknowledgements, 'article', article.email, article.body);
    return c.json<ArticleSubmissionReceipt>({ status: 'pending' }, 201);
  });

  routes.post('/contact-messages', limits.contact, async (c) => {
    const message = await parseJsonBody(c, ContactMessageSchema);
    await db.insert(contactMessages).values({ ...message, clientAddress: clientAddress(c) });
    await acknowledge(db, acknowledgements, 'contact', message.email, message.message);
    return c.json<ContactMessageReceipt>({ status: 'received' }, 201);
  });

  return routes;
}
