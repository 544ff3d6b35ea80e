// CI's proof that the README's start commands work on a fresh clone (issue 26, decision 077): each is started as a
// newcomer starts it, its pages are asked through the shell until they answer 200 (within a bound), and everything it
// started is stopped. A failure names the command and the step, prints the command's last lines and exits non-zero.
// Dependency-free, like the commands it checks: it runs before anything is installed.
import { spawn } from 'node:child_process';
import { assertPortsFree } from '../../shared/app-tools/ports.mjs';
import { paymentProviderPort } from '../../shared/app-tools/apps.mjs';
import { mailCatcherPorts, sitePorts } from '../site-ports.mjs';
import { untilAnswered } from '../wait-for.mjs';

const pages = ['/api/health', '/', '/en', '/en/auth/login'];
const origin = 'http://localhost:3000';
/**
 * What `npm start` must not offer to any page open on the machine (decision 082): MailDev's mail to another origin,
 * the payment provider's test switches. Each names what it found, or undefined when it holds.
 */
const startDefaults = [
  async () => {
    const response = await fetch(`http://127.0.0.1:${mailCatcherPorts.web}/email`, {
      headers: { origin: 'http://evil.example' },
    });
    return response.status === 403
      ? undefined
      : `MailDev answered another origin's page with ${response.status}`;
  },
  async () => {
    const response = await fetch(`http://127.0.0.1:${paymentProviderPort}/__test/notifications`);
    return response.status === 404
      ? undefined
      : `the payment provider's test switches answered ${response.status}`;
  },
];
const commands = [
  { name: 'npm start', args: ['start'], defaults: startDefaults },
  { name: 'npm run start:cluster', args: ['run', 'start:cluster'], defaults: [] },
];
// An upper bound, not the expected time: install, build and the first start (migrations, demo content) on two busy
// cores took up to 4 min; the cluster may install nginx first.
const upWithinMs = 480_000;
const stopWithinMs = 30_000;
const lastLines = 60;

const started = Date.now();
for (const command of commands) {
  const outcome = await check(command);
  if (!outcome.ok) {
    console.error(`\n✘ ${command.name}: ${outcome.step}`);
    console.error(`--- last ${lastLines} lines of ${command.name} ---\n${outcome.output}\n---`);
    process.exit(1);
  }
  console.log(`✔ ${command.name}: ${pages.join(', ')} answered 200 through the shell (${outcome.seconds} s)`);
}
console.log(`✔ start commands checked (${seconds(started)} s)`);

/** @param {{ name: string, args: string[], defaults: (() => Promise<string | undefined>)[] }} command */
async function check({ name, args, defaults }) {
  const begun = Date.now();
  console.log(`\n▶ ${name}`);
  // Its own process group, so that everything it starts (servers, MailDev, nginx, Chromium) is stopped with it.
  const child = spawn('npm', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - lastLines));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit;
  child.once('exit', (code, signal) => (exit = signal ?? `exit ${code}`));

  let step;
  const deadline = begun + upWithinMs;
  for (const page of pages) {
    step = await untilAnswered(`${origin}${page}`, {
      deadline,
      intervalMs: 1000,
      stopped: () => exit && `stopped (${exit})`,
    });
    if (step) break;
  }
  for (const check of step ? [] : defaults) step ??= await check();
  const stopped = await stopGroup(child.pid);
  step ??= stopped;
  // The next command needs the same ports.
  step ??= await portsFreed();
  return { ok: !step, step, seconds: seconds(begun), output: lines.join('\n') };
}

/** SIGTERM to the group (each process stops gracefully), SIGKILL to whatever is left after the bound. */
async function stopGroup(pid) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + stopWithinMs;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!alive()) return undefined;
  process.kill(-pid, 'SIGKILL');
  return `did not stop within ${stopWithinMs / 1000} s of SIGTERM`;
}

async function portsFreed() {
  const deadline = Date.now() + stopWithinMs;
  for (;;) {
    try {
      await assertPortsFree(sitePorts());
      return undefined;
    } catch (error) {
      if (Date.now() > deadline) return `left ${error.message}`;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(0);
}
