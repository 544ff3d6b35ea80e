import { createHash } from 'node:crypto';
import { ApiError } from '../http/errors';

/** What the optimiser fetches remote images with: `fetch`, or a stand-in in tests. */
export type FetchImage = (url: URL, init: RequestInit) => Promise<Response>;

const fetchTimeoutMs = 10_000;
/** A remote original may be larger than an upload (the admin host keeps camera originals), but not unbounded. */
const maxRemoteBytes = 15 * 1024 * 1024;

/** Whether the optimiser's `path` is a URL rather than a path in the store (`https:…`, `//host/…`). */
export function looksLikeUrl(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(path) || /^[/\\]{2}/.test(path);
}

/**
 * The URL when it may be fetched: https, on exactly the allowed host (and its default port), no credentials. Anything
 * else is refused before any request leaves the server, so the optimiser cannot be made to probe other hosts.
 */
export function allowedRemoteUrl(text: string, allowedHost: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const allowed =
    url.protocol === 'https:' &&
    url.host === allowedHost.toLowerCase() &&
    url.username === '' &&
    url.password === '';
  return allowed ? url : undefined;
}

/**
 * The bytes at an allowed URL and their hash. Redirects are refused rather than followed: one could lead off the
 * allowed host. The admin host's own 404 is passed on; any other failure is the upstream's, 502.
 */
export async function fetchRemoteImage(
  url: URL,
  fetchImage: FetchImage,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const failed = (why: string) =>
    new ApiError(502, 'image_fetch_failed', `The image could not be fetched: ${why}`);
  let response: Response;
  try {
    response = await fetchImage(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(fetchTimeoutMs),
      headers: { accept: 'image/*' },
    });
  } catch {
    throw failed('no answer');
  }
  if (response.status === 404 || response.status === 410) {
    throw new ApiError(404, 'not_found', 'The remote image does not exist');
  }
  if (!response.ok || !response.body) throw failed(`status ${response.status}`);

  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxRemoteBytes) throw failed(`larger than ${maxRemoteBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    // The timeout covers the body too: an upstream that sends headers and then stalls is the upstream's failure.
    if (error instanceof ApiError) throw error;
    throw failed('the answer stopped');
  }
  const bytes = Buffer.concat(chunks);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
