import { ApiError, apiRequest } from '@uaeaf/api-client';
import { SessionResponseSchema } from '@uaeaf/contracts';
import { isAuthenticatedAtom, sessionStore, signIn, signOut } from '@uaeaf/session';

/**
 * The browser's copy of the session is only a hint: the server decides. A member the server no longer knows
 * (expired, logged out elsewhere, password changed, blocked) is signed out here; otherwise the profile is refreshed.
 * A network failure changes nothing: the next call to the API will tell.
 */
export async function verifySession(storage: Storage = window.localStorage, store = sessionStore) {
  if (!store.get(isAuthenticatedAtom)) return;
  try {
    signIn(await apiRequest('/auth/me', SessionResponseSchema), storage, store);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signOut(storage, store);
  }
}
