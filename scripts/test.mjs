// npm test: installs what it needs, then runs every check and test; exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { checkNode, root, run, runTwoAtATime } from './steps.mjs';
import { foldersWithScript } from './workspace.mjs';

checkNode();
const started = Date.now();
run('install', ['install', '--frozen-lockfile', '--prefer-offline']);

const failed = [];
const step = (label, args, options) =>
  run(label, args, { ...options, allowFailure: true }) || failed.push(label);

// The workspace's vitest config runs every package's unit tests in one process (decision 075); its JSON
// report gives the totals.
const unitResults = `${root}/test-results/vitest.json`;
rmSync(unitResults, { force: true });
const e2eResults = `${root}/e2e/test-results.json`;
rmSync(e2eResults, { force: true });

// Each of these keeps one core busy: two at a time, the longest first.
failed.push(
  ...(await runTwoAtATime([
    ['typecheck', ['typecheck']],
    ['lint', ['exec', 'eslint', '.']],
    ['format', ['exec', 'prettier', '--check', '.']],
    ['translations', ['exec', 'node', 'shared/i18n/check.mjs', ...foldersWithScript('i18n:check')]],
  ])),
);
step('unit tests', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${unitResults}`,
]);
if (run('build', ['-r', '--workspace-concurrency=2', 'build'], { allowFailure: true })) {
  ensureChromium();
  step('browser tests', ['--filter', '@uaeaf/e2e', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eResults },
  });
} else failed.push('build');

let passed = 0;
let failedTests = 0;
if (existsSync(unitResults)) {
  const report = JSON.parse(readFileSync(unitResults, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
}
if (existsSync(e2eResults)) {
  const { stats } = JSON.parse(readFileSync(e2eResults, 'utf8'));
  passed += stats.expected + stats.flaky;
  failedTests += stats.unexpected;
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failed.length ? `✘ failed: ${failed.join(', ')}` : '✔ every check passed'} (${minutes} min)`,
);
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed.length || failedTests ? 1 : 0);

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  console.log(`\n▶ installing Debian's chromium for the browser tests`);
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  const ok =
    canInstall &&
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' }).status === 0;
  if (!ok || !existsSync(chromium)) {
    console.error(
      `The browser tests need Chromium at ${chromium}. Install it with "sudo apt-get install chromium" ` +
        `(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.`,
    );
    process.exit(1);
  }
}
