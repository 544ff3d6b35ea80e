// Bundles the server into one ESM file. npm packages stay external and load from node_modules at runtime (PGlite
// finds its WebAssembly next to its own files, pg keeps its optional native bits); the @uaeaf/* workspace packages
// are TypeScript source, so they are compiled into the bundle.
import { defineConfig } from '@rspack/cli';

const isBareImport = (request) => !/^(\.|\/|[a-zA-Z]:\\|node:)/.test(request);

export default defineConfig({
  mode: 'production',
  target: 'node20.19',
  // The UAE PASS stand-in (decision 096) is its own process, built from the seed's demo people.
  entry: { server: './src/server.ts', 'uaepass-standin': './src/uaepass-standin/server.ts' },
  output: {
    path: new URL('./dist', import.meta.url).pathname,
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  externalsPresets: { node: true },
  externalsType: 'module',
  externals: [
    ({ request }, callback) =>
      request && isBareImport(request) && !request.startsWith('@uaeaf/')
        ? callback(undefined, request)
        : callback(),
  ],
  module: {
    parser: {
      // `new URL('../drizzle', import.meta.url)` must stay a runtime lookup relative to the bundle, not an asset.
      javascript: { url: false, importMeta: false },
    },
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      {
        // The mail's layout (react-email components); React itself stays external like every npm package.
        test: /\.tsx$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  // Readable stack traces in production matter more than a smaller file on a server.
  optimization: { minimize: false },
  devtool: false,
});
