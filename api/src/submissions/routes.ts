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
import { limitBody } from '../http/body-limit';
import { clientAddress } from '../http/client';
import { assertReadableImage } from './image-check';
import type { FormName } from './rate-limit';

// A 1 MB image is 1.4 MB of base64, plus up to 20,000 characters of article (three bytes each in Arabic).
const articleBodyBytes = 1_572_864;
// The longest contact message is 5,000 characters; this leaves room for the other fields and JSON escapes.
const contactBodyBytes = 64 * 1024;

/**
 * The two forms visitors send without an account. The post is counted against the client address's hourly allowance
 * first (429, before the body is read), then the body is checked in full (413, 400, nothing stored), then the row is
 * stored.
 */
export function submissionRoutes(db: Database, limits: Record<FormName, MiddlewareHandler>): Hono {
  const routes = new Hono();

  routes.post('/articles/submissions', limits.article, limitBody(articleBodyBytes), async (c) => {
    const { image, ...article } = await parseJsonBody(c, ArticleSubmissionSchema);
    if (image) await assertReadableImage(image);
    await db.insert(articleSubmissions).values({
      ...article,
      image: image?.bytes ?? null,
      imageType: image?.type ?? null,
      clientAddress: clientAddress(c),
    });
    return c.json<ArticleSubmissionReceipt>({ status: 'pending' }, 201);
  });

  routes.post('/contact-messages', limits.contact, limitBody(contactBodyBytes), async (c) => {
    const message = await parseJsonBody(c, ContactMessageSchema);
    await db.insert(contactMessages).values({ ...message, clientAddress: clientAddress(c) });
    return c.json<ContactMessageReceipt>({ status: 'received' }, 201);
  });

  return routes;
}
