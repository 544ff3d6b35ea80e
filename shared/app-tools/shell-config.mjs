// The shell's runtime config (/config.json) for a site on this machine, made from the one list of apps (apps.mjs):
// the start script, the tests and the benches serve it instead of keeping copies of the remotes' origins.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { remotes } from './apps.mjs';
import { buildFile, builtFolder, deployedRoutes, followFiles } from './deployed-routes.mjs';

/** The committed default (shell/public/config.json) holds the settings besides the remotes. */
const defaults = JSON.parse(readFileSync(new URL('../../shell/public/config.json', import.meta.url), 'utf8'));

/**
 * @param {object} [options]
 * @param {number} [options.portOffset] added to every remote's port, as startSite's portOffset
 * @param {Record<string, unknown>} [options.settings] settings that differ from the default (the tests poll faster)
 * @param {Record<string, string[]>} [options.routes] the paths the remotes' builds declare (deployed-routes.mjs)
 * @returns {{ remotes: Record<string, string>, routes?: Record<string, string[]> } & Record<string, unknown>}
 */
export function shellConfig({ portOffset = 0, settings = {}, routes } = {}) {
  return {
    ...defaults,
    ...settings,
    remotes: Object.fromEntries(
      remotes.map((app) => [app.name, `http://localhost:${app.port + portOffset}/mf-manifest.json`]),
    ),
    ...(routes && Object.keys(routes).length > 0 && { routes }),
  };
}

/**
 * Writes `shellConfig(options)` to `file` unless it already holds it, and returns the file. Written beside and
 * renamed over, so a server reading it while it changes gets the old or the new config, never half of one.
 */
export function writeShellConfig(file, options) {
  const text = `${JSON.stringify(shellConfig(options), null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return file;
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
  return file;
}

/**
 * Writes the config with the paths the remotes' builds declare now, and again whenever a remote is redeployed (its
 * builds/latest.json changes): the shell's server reads the file at each request. Returns the stop.
 * @param {string} file
 * @param {{ portOffset?: number, settings?: Record<string, unknown> }} [options]
 * @param {(app: { dir: string, name: string }) => string} [folderOf] where each remote's build is served from
 */
export function keepShellConfig(file, options = {}, folderOf = builtFolder) {
  const write = () => writeShellConfig(file, { ...options, routes: deployedRoutes(folderOf) });
  write();
  return followFiles(
    remotes.map((app) => buildFile(folderOf(app))),
    write,
  );
}
