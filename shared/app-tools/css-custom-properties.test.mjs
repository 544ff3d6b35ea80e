import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apps } from './apps.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tokens = readFileSync(join(root, 'shared/design-tokens/src/tokens.css'), 'utf8');
const defined = (css) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]);

/** Every style sheet of the apps' and the shared packages' sources. */
function sheets() {
  const folders = [
    ...apps.map((app) => join(root, app.dir, 'src')),
    ...readdirSync(join(root, 'shared')).map((name) => join(root, 'shared', name, 'src')),
  ];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => join(folder, file));
    } catch {
      return [];
    }
  });
}

/**
 * A custom property nobody defines makes its declaration invalid at computed time, silently: the membership card's
 * `padding: var(--space-5)` was no padding at all, and its heading touched its border (issue 28 item 14).
 */
describe('the style sheets', () => {
  const known = new Set(defined(tokens));
  it.each(sheets().map((file) => [relative(root, file), file]))(
    '%s uses only custom properties the tokens or the sheet define',
    (_, file) => {
      const css = readFileSync(file, 'utf8');
      const own = new Set(defined(css));
      const used = [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]);
      expect(used.filter((name) => !known.has(name) && !own.has(name))).toEqual([]);
    },
  );
});
