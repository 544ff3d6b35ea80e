import { readFileSync } from 'node:fs';
import { createAppConfig } from '@uaeaf/app-tools';
import { inlineScriptHashes } from '@uaeaf/app-tools/serve';
import { startEarlyLoads } from './src/early/early-loads.js';
import { remoteForPathIn } from './src/routing/route-lookup.js';

const routeTable = readFileSync(new URL('./src/routing/route-table.json', import.meta.url), 'utf8');

/**
 * Writes `csp.json`: the sha256 of every inline script of the built (minified) index.html, which the static server
 * allows in its Content-Security-Policy instead of 'unsafe-inline' (decision 043). Taken from the emitted page, so
 * the hashes always match what the browser runs.
 */
class InlineScriptHashes {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptHashes', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InlineScriptHashes', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html')?.source.source().toString();
          if (html === undefined) return;
          const scriptHashes = inlineScriptHashes(html);
          compilation.emitAsset('csp.json', new sources.RawSource(JSON.stringify({ scriptHashes })));
        },
      );
    });
  }
}

/**
 * Writes the route table beside the build as `route-table.json`: the shell's server (and nginx in the cluster) answers
 * 404 for a page no remote owns by the table of the shell it serves (decision 084).
 */
class RouteTableFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteTableFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTableFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('route-table.json', new sources.RawSource(routeTable)),
      );
    });
  }
}

const configs = createAppConfig({
  dir: import.meta.dirname,
  template: 'index.html',
  server: './src/server/render.tsx',
  // The start-up script runs inline, before the bundle arrives: see src/early/early-loads.js.
  templateParameters: { earlyLoads: `(${startEarlyLoads})(${routeTable.trim()}, ${remoteForPathIn});` },
});
configs[0].plugins.push(new InlineScriptHashes(), new RouteTableFile());

export default configs;
