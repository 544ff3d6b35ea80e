// Small helpers shared by start.mjs and test.mjs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** Runs the pinned pnpm with the given arguments from the repo root; exits on failure. */
export function run(label, args, { env = {}, allowFailure = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, [`${root}/scripts/pnpm.mjs`, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  if (!ok && !allowFailure) process.exit(result.status ?? 1);
  return ok;
}
