import type { RemoteName } from '../config/runtime-config';
import { remoteForPathIn } from './route-lookup.js';
import table from './route-table.json';

/**
 * Which remote owns which part of the site (spec section 2). A pattern is a first path segment,
 * optionally followed by `/*` when the remote owns the paths below it too; the remote resolves the rest
 * and shows "Page Not Found" for what it does not know. Paths owned by nobody are the shell's 404.
 * The table is JSON because the page's inline start-up script (index.html) reads it too.
 */
export const routeTable: Record<RemoteName, readonly string[]> = table;

/** The built-in table with the remotes whose paths the runtime config gives instead (decision 050). */
let activeTable: Record<RemoteName, readonly string[]> = routeTable;

/** Takes the paths of the remotes the runtime config lists under `routes`; the others keep the built-in ones. */
export function takeConfigRoutes(routes: Record<RemoteName, readonly string[]> | undefined) {
  activeTable = { ...routeTable, ...routes };
}

/** The remote that owns a path given without its locale prefix, or undefined (a 404). */
export function remoteForPath(path: string): RemoteName | undefined {
  return remoteForPathIn(activeTable, path) as RemoteName | undefined;
}
