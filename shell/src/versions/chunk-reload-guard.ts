/** Spec section 9: after a failed chunk load the page reloads at most once per 10 seconds per path. */
export const reloadGuardMs = 10_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A chunk of a build that has been replaced by a newer deploy (as opposed to a remote that is down). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

/** True (and remembered) when this path has not been reloaded for a chunk failure in the last 10 seconds. */
export function claimChunkReload(path: string, storage: KeyValueStorage, now = Date.now()): boolean {
  const key = `chunk-reload:${path}`;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < reloadGuardMs) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Reloads for a chunk failure when the guard allows it; returns whether it did. */
export function reloadAfterChunkError(error: unknown, reload = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claimChunkReload(window.location.pathname, window.sessionStorage)) return false;
  reload();
  return true;
}
