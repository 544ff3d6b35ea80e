import type { QueryClient } from '@tanstack/react-query';
import type { sessionStore } from '@uaeaf/session';

/** A server render's own store and query client (decision 090); the browser's app uses the page's singletons. */
export interface RequestState {
  store?: typeof sessionStore;
  client?: QueryClient;
}
