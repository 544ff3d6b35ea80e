// The shell's runtime config (/config.json) for a site on this machine, made from the one list of apps (apps.mjs):
// the start script, the tests and the benches serve it instead of keeping copies of the remotes' origins.
import { readFileSync, writeFileSync } from 'node:fs';
import { remotes } from './apps.mjs';

/** The committed default (shell/public/config.json) holds the settings besides the remotes. */
const defaults = JSON.parse(readFileSync(new URL('../../shell/public/config.json', import.meta.url), 'utf8'));

/**
 * @param {object} [options]
 * @param {number} [options.portOffset] added to every remote's port, as startSite's portOffset
 * @param {Record<string, unknown>} [options.settings] settings that differ from the default (the tests poll faster)
 * @returns {{ remotes: Record<string, string> } & Record<string, unknown>}
 */
export function shellConfig({ portOffset = 0, settings = {} } = {}) {
  return {
    ...defaults,
    ...settings,
    remotes: Object.fromEntries(
      remotes.map((app) => [app.name, `http://localhost:${app.port + portOffset}/mf-manifest.json`]),
    ),
  };
}

/** Writes `shellConfig(options)` to `file` and returns the file, for startSite's `shellConfig`. */
export function writeShellConfig(file, options) {
  writeFileSync(file, `${JSON.stringify(shellConfig(options), null, 2)}\n`);
  return file;
}
