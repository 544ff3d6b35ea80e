import type { RequestFile } from '@uaeaf/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { registrationFiles } from '../db/schema';

/** What a request's files are (not their bytes), in the order they were stored. */
export function requestFiles(db: Database, requestId: number): Promise<RequestFile[]> {
  return db
    .select({
      id: registrationFiles.id,
      field: registrationFiles.field,
      contentType: registrationFiles.contentType,
      byteSize: registrationFiles.byteSize,
    })
    .from(registrationFiles)
    .where(eq(registrationFiles.requestId, requestId))
    .orderBy(asc(registrationFiles.id));
}

/** A file of a request, with its bytes; undefined unless it belongs to that request. */
export async function findRequestFile(db: Database, requestId: number, fileId: number) {
  const [file] = await db
    .select({
      field: registrationFiles.field,
      contentType: registrationFiles.contentType,
      bytes: registrationFiles.bytes,
    })
    .from(registrationFiles)
    .where(and(eq(registrationFiles.id, fileId), eq(registrationFiles.requestId, requestId)));
  return file;
}
