import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apps } from './apps.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const exported = new Set(
  /export \{([^}]+)\}/
    .exec(readFileSync(new URL('./react-router-used.mjs', import.meta.url), 'utf8'))[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

/** Every source file bundled into an app: the apps' and the shared packages' `src`, tests aside. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const folders = [
  ...apps.map((app) => join(root, app.dir, 'src')),
  ...readdirSync(join(root, 'shared')).map((name) => join(root, 'shared', name, 'src')),
].filter((dir) => {
  try {
    return readdirSync(dir) && true;
  } catch {
    return false;
  }
});

describe('the react-router subset the apps share', () => {
  it('exports every value an app imports from react-router (anything else would be undefined in the browser)', () => {
    const missing = [];
    for (const file of folders.flatMap(sourceFiles)) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(
        /import \{([^}]+)\} from 'react-router'/g,
      )) {
        for (const name of names.split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ') && !exported.has(name)) {
            missing.push(`${relative(root, file)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(folders.length).toBeGreaterThan(6);
    expect(exported.has('Routes')).toBe(true);
  });
});
