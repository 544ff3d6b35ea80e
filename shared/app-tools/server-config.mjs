// The server build of an app whose pages the shell renders in Node (decision 090): the same sources, compiled for Node
// into dist/server/. A remote's server build is a Module Federation container the shell's server loads over HTTP from
// the remote's origin (`/server/remoteEntry.js`) at run time, as the browser loads the browser build: redeploying the
// remote changes the server-rendered HTML without a shell deploy.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildIdPlugin } from './build-id-plugin.mjs';

const require = createRequire(import.meta.url);
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/**
 * @param {object} options
 * @param {import('@rspack/core').Configuration} options.browser the app's browser config, whose module rules, aliases
 *   and shared libraries the server build keeps
 * @param {{ name: string }} options.app
 * @param {string} options.dir
 * @param {Record<string, string>} [options.exposes] a remote's modules
 * @param {string} [options.entry] the host's render module
 * @param {string[]} [options.query] the query parameters a remote's pages read, declared in its server build's
 *   builds/latest.json
 * @param {Record<string, object>} options.shared
 * @param {boolean} options.production
 * @returns {import('@rspack/core').Configuration}
 */
export function serverConfig({ browser, app, dir, exposes, entry, query, shared, production }) {
  const isHost = !exposes;
  const rules = /** @type {any[]} */ (browser.module?.rules ?? []).map((rule) =>
    rule.loader === 'builtin:swc-loader'
      ? { ...rule, options: { ...rule.options, env: { targets: 'node 20' } } }
      : rule,
  );
  return {
    name: 'server',
    context: dir,
    mode: browser.mode,
    devtool: false,
    target: 'async-node',
    entry: isHost && entry ? { render: entry } : {},
    output: {
      path: join(dir, 'dist', 'server'),
      // Relative to the file that loads it: the host's server requires its chunks from the disk; a remote's chunks
      // load from wherever its entry was fetched (the runtime plugin resolves them against the entry's URL).
      publicPath: 'auto',
      uniqueName: app.name,
      // The host's render module is required by the shell's server from an ES module package: `.cjs` says what it is.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules,
      parser: browser.module?.parser,
      generator: {
        // Class names only, the same as the browser build's: the browser build's CSS files style the page.
        'css/auto': { ...browser.module?.generator?.['css/auto'], exportsOnly: true },
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // One React, router, store and query client between the shell's render and the remotes' pages, as in the
        // browser; the host provides them from its own bundle.
        shared: Object.fromEntries(
          Object.entries(shared).map(([key, value]) => [key, { ...value, eager: isHost }]),
        ),
        shareStrategy: 'loaded-first',
        runtimePlugins: [nodeRuntimePlugin],
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        manifest: false,
        dts: false,
      }),
      new BuildIdPlugin({ query }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
