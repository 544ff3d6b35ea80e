import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema';

/** Where a stored file is downloaded: a site path, so it works behind any origin that proxies `/api`. */
export function fileUrl(id: number): string {
  return `/api/files/${id}`;
}

export async function findFile(db: Database, id: number) {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}
