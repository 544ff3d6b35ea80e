import { randomBytes } from 'node:crypto';
import { isUploadReference, type UploadReference, validationMessages } from '@uaeaf/contracts';
import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { Upload } from '../files/uploads';
import { ApiError } from '../http/errors';
import type { UploadOwner } from './owner';

/** How long an upload waits for the form that refers to it. */
export const uploadLifetimeMs = 24 * 60 * 60 * 1000;

/** Stores a checked file for its owner and returns its id, the only handle on it. */
export async function storeUpload(db: Database, owner: UploadOwner, upload: Upload): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(uploads).values({
    id,
    memberId: owner.memberId ?? null,
    tokenHash: owner.tokenHash ?? null,
    contentType: upload.type,
    byteSize: upload.bytes.byteLength,
    bytes: upload.bytes,
  });
  return id;
}

/** Rows of this owner: of its member, or of its browser's token. */
function ownedBy(owner: UploadOwner): SQL {
  const matches = [
    owner.memberId === undefined ? undefined : eq(uploads.memberId, owner.memberId),
    owner.tokenHash === undefined ? undefined : eq(uploads.tokenHash, owner.tokenHash),
  ].filter((condition) => condition !== undefined);
  // No owner at all (no cookie, no session) owns nothing.
  return or(...matches) ?? eq(uploads.id, '');
}

/** Every upload reference in the values (nested in arrays and objects too), under its dot path. */
function referencesIn(value: unknown, path = ''): [string, UploadReference][] {
  if (isUploadReference(value)) return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => referencesIn(item, path ? `${path}.${key}` : key));
}

/** The values with each reference replaced by its file. */
function replaced(value: unknown, files: ReadonlyMap<string, Upload>): unknown {
  if (isUploadReference(value)) return files.get(value.uploadId);
  if (Array.isArray(value)) return value.map((item) => replaced(item, files));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, files)]));
}

/** The message for a file of a type its field does not take, naming what the field takes. */
function wrongType(accepts: readonly string[]): string {
  const pdf = accepts.includes('application/pdf');
  if (!pdf) return validationMessages.fileType;
  return accepts.length === 1 ? validationMessages.pdfType : validationMessages.imageOrPdfType;
}

/** A form's values with its upload references replaced by their files. */
export type WithFiles<T> = T extends UploadReference
  ? Upload
  : T extends readonly (infer TItem)[]
    ? WithFiles<TItem>[]
    : T extends object
      ? { [TKey in keyof T]: WithFiles<T[TKey]> }
      : T;

export interface ResolvedUploads<TValues> {
  /** The form's values with each reference replaced by its file (`{ type, bytes }`), as the stores take them. */
  values: WithFiles<TValues>;
  /**
   * Takes the uploads out of the table, in the transaction that stores the form: a second form referring to one of
   * them finds it gone (400 `validation.uploadMissing` on its field) and that transaction is rolled back.
   */
  claim(tx: Pick<Database, 'delete'>): Promise<void>;
}

/**
 * The files a parsed form refers to (decision 052), read for their owner. A reference to an upload that is not this
 * owner's (or is used, or expired) or of a type its field does not take is a 400 `validation_failed` with the message
 * on the file's field, and nothing is claimed: the form can be corrected and sent again with the same uploads.
 */
export async function resolveUploads<TValues>(
  db: Database,
  owner: UploadOwner,
  values: TValues,
): Promise<ResolvedUploads<TValues>> {
  const references = referencesIn(values);
  const ids = [...new Set(references.map(([, reference]) => reference.uploadId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: uploads.id, contentType: uploads.contentType, bytes: uploads.bytes })
          .from(uploads)
          .where(and(inArray(uploads.id, ids), ownedBy(owner)));
  const files = new Map(rows.map((row) => [row.id, { type: row.contentType, bytes: row.bytes }]));
  const fields: Record<string, string[]> = {};
  for (const [path, { uploadId, accepts }] of references) {
    const file = files.get(uploadId);
    if (!file) fields[path] = [validationMessages.uploadMissing];
    else if (!accepts.includes(file.type)) fields[path] = [wrongType(accepts)];
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'A file the form refers to cannot be used', fields);
  }
  return {
    values: replaced(values, files) as WithFiles<TValues>,
    async claim(tx) {
      if (ids.length === 0) return;
      const claimed = await tx
        .delete(uploads)
        .where(and(inArray(uploads.id, ids), ownedBy(owner)))
        .returning({ id: uploads.id });
      if (claimed.length === ids.length) return;
      const gone = new Set(ids.filter((id) => !claimed.some((row) => row.id === id)));
      throw new ApiError(
        400,
        'validation_failed',
        'A file the form refers to was used by another form',
        Object.fromEntries(
          references
            .filter(([, reference]) => gone.has(reference.uploadId))
            .map(([path]) => [path, [validationMessages.uploadMissing]]),
        ),
      );
    },
  };
}

/** Deletes the uploads no form claimed within their lifetime; returns how many. */
export async function deleteExpiredUploads(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(uploads)
    .where(lt(uploads.createdAt, new Date(now.getTime() - uploadLifetimeMs)))
    .returning({ id: uploads.id });
  return deleted.length;
}
