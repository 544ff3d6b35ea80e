import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images } from '../db/schema';

/** The hash of a stored image, without its bytes: enough to answer a revalidation with 304. */
export async function findImageHash(db: Database, path: string): Promise<string | undefined> {
  const [row] = await db.select({ sha256: images.sha256 }).from(images).where(eq(images.path, path));
  return row?.sha256;
}

export async function readImageBytes(db: Database, path: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.path, path));
  return row?.bytes;
}
