// Small helpers shared by start.mjs and test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

const pnpm = (args) => [`${root}/scripts/pnpm.mjs`, ...args];

/** A step's end, in the form `scripts/test-phases.mjs` reads its time from. */
function finished(label, ok, started) {
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs the pinned pnpm with the given arguments from the repo root; exits on failure. */
export function run(label, args, { env = {}, allowFailure = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, pnpm(args), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  finished(label, ok, started);
  if (!ok && !allowFailure) process.exit(result.status ?? 1);
  return ok;
}

/**
 * Runs steps (each `[label, pnpm arguments]`) two at a time, in the order given as a slot frees, each printing its
 * output whole when it ends, so steps that keep one core busy each share the machine's two. Returns the labels of the
 * steps that failed.
 */
export async function runTwoAtATime(steps) {
  const waiting = [...steps];
  const failed = [];
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const [label, args] = next;
      const started = Date.now();
      const child = spawn(process.execPath, pnpm(args), {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => {
        child.on('error', () => resolve(1));
        child.on('close', (code) => resolve(code));
      });
      process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`);
      finished(label, status === 0, started);
      if (status !== 0) failed.push(label);
    }
  };
  await Promise.all([lane(), lane()]);
  return failed;
}
