// Which paths each remote owns, as its own build declares them (decision 053): a remote's build writes its patterns
// into builds/latest.json, and whatever writes the shell's /config.json (the start and cluster scripts, a deploy)
// copies them into its `routes`, so a remote that adds a page under a new first segment needs no shell change.
import { existsSync, readFileSync, unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from './apps.mjs';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** A first path segment, with `/*` when the paths below it are the remote's too (the shell's rule, route-table.json). */
export const routePattern = /^[a-z0-9-]*(\/\*)?$/i;

/**
 * Refuses patterns the shell would refuse in its runtime config: a build must fail rather than ship them.
 * @param {string} name the remote @param {unknown} paths
 * @returns {string[]}
 */
export function checkRoutePatterns(name, paths) {
  if (!Array.isArray(paths) || paths.length === 0) {
    throw new Error(`${name}: paths must list the patterns the remote owns, such as "news/*"`);
  }
  const wrong = paths.filter((path) => typeof path !== 'string' || !routePattern.test(path));
  if (wrong.length > 0) {
    throw new Error(
      `${name}: ${wrong.map(String).join(', ')} is not a first path segment, optionally with /*`,
    );
  }
  return paths;
}

/** The built folder of an app in this repository. @param {{ dir: string }} app */
export const builtFolder = (app) => join(repository, app.dir, 'dist');

/** The file of a build that names its id and paths. @param {string} folder */
export const buildFile = (folder) => join(folder, 'builds', 'latest.json');

/**
 * The patterns each built remote declares, by remote name; a remote without a build (or from before builds declared
 * their paths) is left out, so the shell keeps its built-in ones for it.
 * @param {(app: { dir: string, name: string }) => string} [folderOf]
 * @returns {Record<string, string[]>}
 */
export function deployedRoutes(folderOf = builtFolder) {
  /** @type {Record<string, string[]>} */
  const routes = {};
  for (const app of remotes) {
    const file = buildFile(folderOf(app));
    if (!existsSync(file)) continue;
    const { paths } = JSON.parse(readFileSync(file, 'utf8'));
    if (paths !== undefined) routes[app.name] = checkRoutePatterns(app.name, paths);
  }
  return routes;
}

/**
 * Calls `onChange` whenever one of `files` changes (polled: a deploy may replace a whole folder, which a watch on the
 * old folder would not see). Returns the stop.
 * @param {string[]} files @param {() => void} onChange @param {number} [intervalMs]
 */
export function followFiles(files, onChange, intervalMs = 250) {
  const listener = (
    /** @type {import('node:fs').Stats} */ now,
    /** @type {import('node:fs').Stats} */ before,
  ) => {
    if (now.mtimeMs === before.mtimeMs && now.ino === before.ino && now.size === before.size) return;
    try {
      onChange();
    } catch (error) {
      // A file caught half-written: its last write is another change, read again then.
      console.error(`Not followed yet: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const file of files) watchFile(file, { interval: intervalMs }, listener);
  return () => {
    for (const file of files) unwatchFile(file, listener);
  };
}
