import {
  ArticleSubmissionSchema,
  type ArticleSubmissionReceipt,
  ContactMessageSchema,
  type ContactMessageReceipt,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { articleSubmissions, contactMessages } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { limitBody } from '../http/body-limit';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { assertReadableImage } from './image-check';
import { countSubmission, type FormName } from './rate-limit';

// A 1 MB image is 1.4 MB of base64, plus up to 20,000 characters of article (three bytes each in Arabic).
const articleBodyBytes = 1_572_864;
// The longest contact message is 5,000 characters; this leaves room for the other fields and JSON escapes.
const contactBodyBytes = 64 * 1024;

/**
 * The two forms visitors send without an account. The body is checked in full first (400, nothing stored, nothing
 * counted), then the client address's hourly allowance (429), then the row is stored.
 */
export function submissionRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();

  async function allow(c: Context, form: FormName): Promise<string> {
    const address = clientAddress(c);
    const retryAfterSeconds = await countSubmission(db, form, address, now());
    if (retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(retryAfterSeconds));
      throw new ApiError(
        429,
        'too_many_submissions',
        'Too many forms sent from this address; try again later',
      );
    }
    return address;
  }

  routes.post('/articles/submissions', limitBody(articleBodyBytes), async (c) => {
    const { image, ...article } = await parseJsonBody(c, ArticleSubmissionSchema);
    if (image) await assertReadableImage(image);
    const clientAddress = await allow(c, 'article');
    await db.insert(articleSubmissions).values({
      ...article,
      image: image?.bytes ?? null,
      imageType: image?.type ?? null,
      clientAddress,
    });
    return c.json<ArticleSubmissionReceipt>({ status: 'pending' }, 201);
  });

  routes.post('/contact-messages', limitBody(contactBodyBytes), async (c) => {
    const message = await parseJsonBody(c, ContactMessageSchema);
    const clientAddress = await allow(c, 'contact');
    await db.insert(contactMessages).values({ ...message, clientAddress });
    return c.json<ContactMessageReceipt>({ status: 'received' }, 201);
  });

  return routes;
}
