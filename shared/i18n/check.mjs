#!/usr/bin/env node
// Fails when an app's strings and its translations drift apart:
// 1. lang/en.json must be exactly what `formatjs extract` finds in src (run `pnpm i18n:extract` after editing strings);
// 2. lang/ar.json must have every key of en.json, no extra ones, with the same ICU arguments (formatjs verify);
// 3. an Arabic message that has letters must have Arabic letters (an English string copied over is not a translation);
// 4. a Latin run the Arabic sentence would reorder (a code starting with digits, a phone number) must be isolated.
// Checks the app in the working folder, or each folder named on the command line (npm test checks them all in one go).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unisolatedLatinRuns } from './bidi-runs.mjs';

const formatjs = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
const folders = process.argv.slice(2);
let failed = false;
for (const folder of folders.length ? folders : ['.']) {
  const name = folder === '.' ? '' : `${folder}: `;
  const { problems, messages } = check(folder);
  if (problems.length) {
    failed = true;
    console.error(problems.map((problem) => `${name}${problem}`).join('\n'));
  } else console.log(`i18n: ${name}${messages} messages, Arabic and English complete`);
}
if (failed) process.exit(1);

function check(folder) {
  const problems = [];
  const run = (args) => {
    const result = spawnSync(process.execPath, [formatjs, ...args], { cwd: folder, encoding: 'utf8' });
    if (result.status !== 0) problems.push(`formatjs ${args[0]} failed:\n${result.stderr || result.stdout}`);
  };
  const readJson = (file) => {
    if (!existsSync(resolve(folder, file))) {
      problems.push(`${file} is missing`);
      return {};
    }
    return JSON.parse(readFileSync(resolve(folder, file), 'utf8'));
  };

  const extracted = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
  run([
    'extract',
    'src/**/*.{ts,tsx}',
    '--ignore',
    'src/**/*.test.{ts,tsx}',
    '--format',
    'simple',
    '--throws',
    '--out-file',
    extracted,
  ]);
  const source = readJson('lang/en.json');
  const fresh = readJson(extracted);
  for (const [id, text] of Object.entries(fresh)) {
    if (!(id in source)) problems.push(`lang/en.json lacks "${id}" (run pnpm i18n:extract)`);
    else if (source[id] !== text)
      problems.push(`lang/en.json has an old text for "${id}" (run pnpm i18n:extract)`);
  }
  for (const id of Object.keys(source))
    if (!(id in fresh)) problems.push(`lang/en.json keeps "${id}", no longer used`);

  run([
    'verify',
    '--source-locale',
    'en',
    '--missing-keys',
    '--extra-keys',
    '--structural-equality',
    'lang/en.json',
    'lang/ar.json',
  ]);

  const arabic = readJson('lang/ar.json');
  for (const [id, text] of Object.entries(arabic)) {
    const letters = text.replace(/\{[^}]*\}/g, '');
    if (/\p{L}/u.test(letters) && !/\p{Script=Arabic}/u.test(letters))
      problems.push(`lang/ar.json "${id}" is not Arabic`);
    for (const run of unisolatedLatinRuns(text))
      problems.push(`lang/ar.json "${id}" shows "${run}" reordered: wrap it in U+2066 and U+2069`);
  }

  return { problems, messages: Object.keys(source).length };
}
