// Builds an app once more into another folder with some English messages changed: what a team's redeploy of a changed
// message ships (new chunk names, remoteEntry.js, manifest and build id). For the redeploy browser test (issue 17).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { precompress } from './compress.mjs';

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.outDir where the build goes (its parent also takes the changed messages)
 * @param {Record<string, string>} options.messages English message ids and their new text
 */
export async function buildWithMessages({ dir, outDir, messages }) {
  const english = JSON.parse(readFileSync(join(dir, 'lang', 'en.json'), 'utf8'));
  // The messages loader applies to `lang/<locale>.json`, so the changed copy keeps that name.
  const changed = join(outDir, '..', 'changed-messages', 'lang', 'en.json');
  mkdirSync(dirname(changed), { recursive: true });
  writeFileSync(changed, JSON.stringify({ ...english, ...messages }));

  /** @type {{ default: import('@rspack/core').Configuration[] }} */
  const { default: configs } = await import(pathToFileURL(join(dir, 'rspack.config.mjs')).href);
  const own = join(dir, 'lang', 'en.json');
  const ownMessages = new RegExp(`^${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // The server build (decision 090) goes where the browser build keeps it, in `server/`. The browser build cleans
  // nothing: the app's config keeps only its own dist/server/ from its cleaning, and the two builds run at once, so
  // cleaning `outDir` removed the server build written into it (a redeploy then shipped none).
  const variants = configs.map((config) => ({
    ...config,
    devtool: /** @type {const} */ (false),
    output: {
      ...config.output,
      ...(config.name === 'server' ? { path: join(outDir, 'server') } : { path: outDir, clean: false }),
    },
    plugins: [...(config.plugins ?? []), new rspack.NormalModuleReplacementPlugin(ownMessages, changed)],
  }));
  await new Promise((resolve, reject) =>
    rspack(variants).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(undefined),
    ),
  );
  await precompress(outDir);
}
