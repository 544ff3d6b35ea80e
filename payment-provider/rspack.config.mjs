// Bundled exactly as the API's server is (npm packages external, TypeScript compiled): one ESM file, dist/server.mjs.
import apiConfig from '../api/rspack.config.mjs';

export default {
  ...apiConfig,
  entry: { server: './src/server.ts' },
  output: { ...apiConfig.output, path: new URL('./dist', import.meta.url).pathname },
};
