import { fetchStartupData, type StartupData, type StartupPaths } from '@uaeaf/api-client';
import {
  ageCategoriesAtom,
  globalLoadingAtom,
  menuBlocksAtom,
  sessionStore,
  socialMediaAtom,
  tournamentsAtom,
} from '@uaeaf/session';

/** Puts the start-up lists into the shared store, and ends the global loading they hold up. */
export function applyStartupData(data: StartupData, store = sessionStore) {
  store.set(menuBlocksAtom, data.menuBlocks);
  store.set(socialMediaAtom, data.socialMedia);
  store.set(ageCategoriesAtom, data.ageCategories);
  store.set(tournamentsAtom, data.tournaments);
  store.set(globalLoadingAtom, false);
}

/**
 * Spec section 7 and session rule 5: the five start-up calls run in parallel with the global loader on;
 * their lists fill the shared store. On failure the loader stays and the failure is logged.
 */
export async function loadStartupData(paths: StartupPaths, store = sessionStore) {
  store.set(globalLoadingAtom, true);
  try {
    applyStartupData(await fetchStartupData(paths), store);
  } catch (error) {
    console.error('failed to fetch token', error);
  }
}
