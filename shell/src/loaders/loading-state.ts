import { atom } from 'jotai';
import { globalLoadingAtom } from '@uaeaf/session';

/** True from a navigation until its page has rendered. */
export const routePendingAtom = atom(false);

/** What the top loader bar follows: start-up data (session rule 6) and page loads. */
export const somethingLoadingAtom = atom((get) => get(globalLoadingAtom) || get(routePendingAtom));
