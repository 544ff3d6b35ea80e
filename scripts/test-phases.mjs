// Prints where the time of an `npm test` run went, from its log (`npm test 2>&1 | tee test.log`, then
// `node scripts/test-phases.mjs test.log`): each step's time as `run()` reports it, and, from the reports the run left,
// the slowest browser spec files and unit test files. Decision 077.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './steps.mjs';

const [logFile] = process.argv.slice(2);
if (!logFile || !existsSync(logFile)) {
  console.error('usage: node scripts/test-phases.mjs <log of an npm test run>');
  process.exit(2);
}

// `run()` prints `✔ label (12.3 s)` or `✘ label (12.3 s)`.
const log = stripVTControlCharacters(readFileSync(logFile, 'utf8'));
const steps = [...log.matchAll(/^([✔✘]) (.+) \((\d+(?:\.\d+)?) s\)$/gm)].map(([, mark, label, time]) => ({
  label: mark === '✘' ? `${label} (failed)` : label,
  seconds: Number(time),
}));
const total = log.match(/^[✔✘] .+ \((\d+(?:\.\d+)?) min\)$/m);
const totalSeconds = total ? Number(total[1]) * 60 : steps.reduce((sum, step) => sum + step.seconds, 0);

console.log('| phase | time | share |\n| --- | ---: | ---: |');
for (const { label, seconds } of steps) {
  console.log(`| ${label} | ${clock(seconds)} | ${((100 * seconds) / totalSeconds).toFixed(0)}% |`);
}
console.log(`| **whole run** | **${clock(totalSeconds)}** | |`);

const browserReport = `${root}/e2e/test-results.json`;
if (existsSync(browserReport)) {
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(browserReport, 'utf8')).suites) walk(suite);
  slowest('browser spec files (test time summed over workers)', bySpec);
}

const unitReport = `${root}/test-results/vitest.json`;
if (existsSync(unitReport)) {
  const byFile = new Map(
    JSON.parse(readFileSync(unitReport, 'utf8')).testResults.map((file) => [
      relative(root, file.name),
      (file.endTime - file.startTime) / 1000,
    ]),
  );
  slowest('unit test files', byFile);
}

function slowest(what, times, count = 15) {
  const rows = [...times].sort((a, b) => b[1] - a[1]).slice(0, count);
  const sum = [...times.values()].reduce((a, b) => a + b, 0);
  console.log(`\nSlowest ${what}: ${times.size} in all, ${clock(sum)}`);
  for (const [name, seconds] of rows) console.log(`  ${clock(seconds).padStart(7)}  ${name}`);
}

function clock(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes
    ? `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`
    : `${seconds.toFixed(1)} s`;
}
