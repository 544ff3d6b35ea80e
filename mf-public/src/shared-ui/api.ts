import type { QueryKey } from '@tanstack/react-query';
import { apiUrl } from '@uaeaf/api-client';

/** Every query of this remote is keyed under `public`, so the shell's and other remotes' caches never collide. */
export const publicKey = (...parts: unknown[]): QueryKey => ['public', ...parts];

/** The optimiser's URL of an image at one of its widths (webp, quality 80). */
export function imageUrl(path: string, width: number): string {
  return apiUrl(`/images?${new URLSearchParams({ path, w: String(width) })}`);
}
