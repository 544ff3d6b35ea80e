// The one build config factory: each app's rspack.config.mjs is a call to createAppConfig.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { sharedConfig } from './shared-deps.mjs';
import { BuildIdPlugin } from './build-id-plugin.mjs';
import { checkRoutePatterns } from './deployed-routes.mjs';
import { serverConfig } from './server-config.mjs';

// Tailwind-era floor: every browser here supports logical properties natively, so the CSS
// minifier keeps `margin-inline-start` instead of rewriting it into per-language left/right rules.
export const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 128', 'safari >= 16.4'];

const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));
const reactRouterUsed = fileURLToPath(new URL('./react-router-used.mjs', import.meta.url));
const messagesLoader = fileURLToPath(new URL('./messages-loader.mjs', import.meta.url));

/**
 * The app's own react-router: its ES module build (tree-shakable), for react-router-used.mjs to re-export, and its
 * version, which Module Federation would otherwise read from the package around react-router-used.mjs (ours).
 */
function reactRouterPackage(dir) {
  const packageJson = createRequire(join(dir, 'package.json')).resolve('react-router/package.json');
  const entry = join(dirname(packageJson), 'dist', 'production', 'index.mjs');
  if (!existsSync(entry)) throw new Error(`react-router's layout changed: ${entry} is missing`);
  return { entry, version: JSON.parse(readFileSync(packageJson, 'utf8')).version };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (pass `import.meta.dirname`)
 * @param {Record<string, string>} [options.exposes] modules a remote publishes, e.g. `{ './routes': './src/routes.tsx' }`
 * @param {string[]} [options.paths] a remote's paths, as the shell's route table writes them (`"news/*"`): its build
 *   declares them in builds/latest.json, and the runtime config that the scripts write routes them to it
 * @param {string} [options.template] an HTML template of the app's own (the shell has one)
 * @param {Record<string, string>} [options.templateParameters] strings its `<%= name %>` placeholders take
 * @param {string | { query: string[] }} [options.server] its pages are rendered on the server too (decision 090): the
 *   host's render module, or for a remote, whose server build exposes the same modules, the query parameters its
 *   pages read (any other is left out of the server's render and cache: see ssr/page-server.mjs)
 * @returns {import('@rspack/core').Configuration[]}
 */
export function createAppConfig({ dir, exposes, paths, template, templateParameters, server }) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const app = apps.find((candidate) => candidate.dir === basename(dir));
  if (!app) throw new Error(`${dir} is not listed in @uaeaf/app-tools/apps.mjs`);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = !exposes;
  if (!isHost) checkRoutePatterns(app.name, paths);
  const reactRouter = reactRouterPackage(dir);
  const shared = sharedConfig(pkg.dependencies ?? {}, isHost);
  shared['react-router'] = { ...shared['react-router'], version: reactRouter.version };

  const browser = /** @type {import('@rspack/core').Configuration} */ ({
    name: 'browser',
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: [`browserslist:${browserTargets.join(', ')}`],
    entry: { main: './src/index.ts' },
    output: {
      path: join(dir, 'dist'),
      // The host lives at the site root; a remote's chunks load from wherever its manifest says it lives,
      // so moving a remote is a runtime-config edit, not a rebuild.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The server build (decision 090), built beside this one, cleans its own folder.
      clean: { keep: (path) => path.startsWith(join(dir, 'dist', 'server')) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        'react-router$': reactRouterUsed,
        'react-router-package$': reactRouter.entry,
        // Every message arrives compiled (messages-loader.mjs), so the browser never needs the ICU parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: browserTargets },
          },
          type: 'javascript/auto',
        },
        { test: /[\\/]lang[\\/](ar|en)\.json$/, loader: messagesLoader, type: 'json' },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg|gif)$/, type: 'asset/resource' },
      ],
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': {
          localIdentName: production ? '[hash:8]' : '[name]__[local]',
          exportsConvention: 'camel-case-only',
        },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: template ? join(dir, template) : htmlTemplate,
        templateParameters: { title: pkg.description ?? app.name, ...templateParameters },
        // The page itself is always served from its app's origin root, also on deep links of a remote served alone.
        publicPath: '/',
        minify: production,
      }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared,
        // Without this, the runtime fetches every remote's entry at start-up to compare shared versions,
        // and one remote that is down takes the whole page with it.
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
      }),
      new BuildIdPlugin({ paths }),
      ...(isHost
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })]
        : []),
    ],
    optimization: {
      // In a remote, a module its `./routes` shares with the fallbacks of shared packages would be split into a
      // common chunk that the manifest does not list among `./routes`' files: it could not be preloaded and cost
      // one more round trip. Unsplit, `./routes` carries what it needs, and a lazy page only what its parents lack.
      ...(isHost ? {} : { splitChunks: false }),
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserTargets } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  if (!server) return [browser];
  const entry = typeof server === 'string' ? server : undefined;
  const query = typeof server === 'string' ? undefined : server.query;
  return [browser, serverConfig({ browser, app, dir, exposes, entry, query, shared, production })];
}
