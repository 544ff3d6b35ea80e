// The cluster follows deploys without a restart (decision 053): nginx serves each app's dist/ as it is on disk, and
// what it was given at start from those builds is written again when they change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, remotes } from '../../shared/app-tools/apps.mjs';
import { buildFile, deployedRoutes, followFiles } from '../../shared/app-tools/deployed-routes.mjs';
import { writeShellConfig } from '../../shared/app-tools/shell-config.mjs';
import { shellPolicyInclude } from './nginx.mjs';

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Writes the shell's /config.json (the remotes' ports and the routes their builds declare), which nginx and the
 * shell's Node servers read, and the include with its pages' policy now, and again when the shell's csp.json or a
 * remote's builds/latest.json changes. Returns the stop.
 * @param {object} options
 * @param {(app: { dir: string }) => string} options.folderOf where each app's build is served from
 * @param {number} options.portOffset
 * @param {string} options.runtimeConfig the file nginx serves as the shell's /config.json (read at each request)
 * @param {string} options.shellPolicy the include nginx reads at start and on reload
 * @param {() => void} options.reload makes nginx read the include again
 */
export function followDeploys({ folderOf, portOffset, runtimeConfig, shellPolicy, reload }) {
  const shell = apps.find((app) => app.name === 'shell');
  /** @type {string[]} */
  let deployedHashes = [];
  /** @type {string[]} */
  let previousHashes = [];
  // The policy allows the inline scripts of the shell deployed and of the one before it, so a deploy that brings
  // csp.json before index.html breaks neither page while the files change.
  const follow = () => {
    const config = readJson(
      writeShellConfig(runtimeConfig, { portOffset, routes: deployedRoutes(folderOf) }),
    );
    const { scriptHashes } = readJson(join(folderOf(shell), 'csp.json'));
    if (scriptHashes.join() !== deployedHashes.join()) {
      previousHashes = deployedHashes;
      deployedHashes = scriptHashes;
    }
    const include = shellPolicyInclude({
      scriptHashes: [...new Set([...deployedHashes, ...previousHashes])],
      config,
    });
    if (existsSync(shellPolicy) && readFileSync(shellPolicy, 'utf8') === include) return;
    writeFileSync(shellPolicy, include);
    reload();
  };
  follow();
  return followFiles(
    [join(folderOf(shell), 'csp.json'), ...remotes.map((app) => buildFile(folderOf(app)))],
    follow,
  );
}
