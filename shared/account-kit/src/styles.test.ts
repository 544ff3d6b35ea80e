import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The kit's tests run in jsdom, where `import.meta.url` is not a file address.
const source = __dirname;
const tokens = readFileSync(join(source, '../../design-tokens/src/tokens.css'), 'utf8');
const defined = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));

/**
 * A custom property no one defines makes its declaration invalid at computed time: `padding: var(--space-5)` was no
 * padding at all, and the card's heading touched its border (issue 28 item 14).
 */
describe("the kit's styles", () => {
  const sheets = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );

  it.each(sheets)('%s uses only custom properties the tokens or the sheet define', (file) => {
    const css = readFileSync(join(source, file), 'utf8');
    const known = new Set([...defined(tokens), ...defined(css)]);
    const used = [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});
