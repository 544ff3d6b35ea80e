import {
  checkImageUpload,
  checkPdfUpload,
  detectImageOrPdfType,
  type UploadReceipt,
  uploadMaxBytes,
  validationMessages,
} from '@uaeaf/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { checkedUpload } from '../files/uploads';
import { limitBody } from '../http/body-limit';
import { ApiError } from '../http/errors';
import type { SubmissionLimits } from '../submissions/rate-limit';
import { ownerOfNewUpload } from './owner';
import { storeUpload } from './store';

export const uploadPath = '/api/uploads';

function refused(message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The file cannot be taken', { file: [message] });
}

/** The type the request says its body is, without parameters, in lower case. */
function declaredType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The body limit of the type the request declares, or a refusal before anything is read: a type the site does not
 * take is `validation.imageOrPdfType` whatever its size.
 */
const sizedByType: MiddlewareHandler = async (c, next) => {
  const maxBytes = uploadMaxBytes(declaredType(c.req.header('content-type')));
  if (maxBytes === undefined) throw refused(validationMessages.imageOrPdfType);
  return limitBody(maxBytes)(c, next);
};

/**
 * `POST /api/uploads` (decision 052): one file as the raw body, typed by its Content-Type (a JPG or PNG up to 1 MB,
 * a PDF up to 2 MB). Order: the client address's hourly allowance (429, before the body is read), the declared type
 * and its limit (400, 413 before reading when Content-Length says so, else at the first byte over), the size and first
 * bytes as the browser judged them (the bytes must be the declared type), then the content: an image's size from its
 * header (at most 12 megapixels, and one upload more counted per 4 megapixels), then decoded and re-encoded, one at a
 * time (decision 078); a PDF's structure. Stored for its owner (the browser's token, and the member signed in),
 * answered with its id for the form to refer to.
 *
 * A raw body rather than multipart: a file type is not a CORS-simple Content-Type, so another site's page cannot post
 * one without this API agreeing first, as JSON bodies (decision 042); and there is no multipart parser to bound.
 */
export function uploadRoutes(
  db: Database,
  limits: Pick<SubmissionLimits, 'upload' | 'chargeUploads'>,
  now: () => Date,
): Hono {
  const routes = new Hono();

  routes.post('/uploads', limits.upload, sizedByType, async (c) => {
    const declared = declaredType(c.req.header('content-type'));
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw refused(validationMessages.invalid);
    }
    if (bytes.byteLength === 0) throw refused(validationMessages.required);
    // As the browser judged the file it chose, by the kind it says it is: a PDF's messages, or an image's.
    const check = declared === 'application/pdf' ? checkPdfUpload : checkImageUpload;
    const problem = check(bytes.byteLength, bytes.subarray(0, 12));
    if (problem) throw refused(problem);
    if (detectImageOrPdfType(bytes) !== declared) {
      throw refused(
        declared === 'application/pdf' ? validationMessages.pdfType : validationMessages.fileType,
      );
    }
    const file = await checkedUpload({ type: declared, bytes }, (uploads) =>
      limits.chargeUploads(c, uploads),
    );
    if (typeof file === 'string') throw refused(file);
    const id = await storeUpload(db, await ownerOfNewUpload(c, db, now()), file);
    return c.json<UploadReceipt>({ id }, 201);
  });

  return routes;
}
