import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The README's commands run on a clean clone, where nothing is installed until their install step: Node resolves a
// script's static imports, and theirs, before its first line, so one import of a dependency stops the command at once.
const entryScripts = [
  'scripts/start.mjs',
  'scripts/cluster/start.mjs',
  'scripts/test.mjs',
  'scripts/backup.mjs',
  'scripts/restore.mjs',
];

/** The static import and re-export specifiers of a module's source (not `import()`, which runs when reached). */
function staticImports(source) {
  const declarations = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  return [...source.matchAll(declarations)].map((match) => match[1]);
}

/** Every bare (package) specifier a module reaches through static imports, with the file that names it. */
function packagesReached(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  return staticImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
    if (specifier.startsWith('.')) return packagesReached(resolve(dirname(file), specifier), seen);
    const builtin = specifier.startsWith('node:') || builtinModules.includes(specifier);
    return builtin ? [] : [`${specifier} (in ${file.slice(root.length)})`];
  });
}

describe('the entry scripts of the README and package.json', () => {
  for (const script of entryScripts) {
    it(`${script} reaches no package before its install step`, () => {
      expect(packagesReached(resolve(root, script))).toEqual([]);
    });
  }

  it('finds the imports that would break them', () => {
    const source = [
      "import { chromium } from 'playwright-core';",
      "import pg from 'pg';",
      "export { x } from './x.mjs';",
      "import './side-effect.mjs';",
      "const later = await import('sharp');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['playwright-core', 'pg', './x.mjs', './side-effect.mjs']);
  });
});
