import {
  ArticleSubmissionSchema,
  type ArticleSubmissionReceipt,
  ContactMessageSchema,
  type ContactMessageReceipt,
} from '@uaeaf/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { articleSubmissions, contactMessages } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';
import type { FormName } from './rate-limit';

/**
 * The two forms visitors send without an account. The post is counted against the client address's hourly allowance
 * first (429, before the body is read), then the body is checked in full (413 over the app's JSON limit, 400, nothing
 * stored), then the row is stored. The article's image was sent ahead (`POST /api/uploads`, decision 052), checked and
 * re-encoded there; the article claims it in the statement that stores it.
 */
export function submissionRoutes(db: Database, limits: Record<FormName, MiddlewareHandler>): Hono {
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
    return c.json<ArticleSubmissionReceipt>({ status: 'pending' }, 201);
  });

  routes.post('/contact-messages', limits.contact, async (c) => {
    const message = await parseJsonBody(c, ContactMessageSchema);
    await db.insert(contactMessages).values({ ...message, clientAddress: clientAddress(c) });
    return c.json<ContactMessageReceipt>({ status: 'received' }, 201);
  });

  return routes;
}
