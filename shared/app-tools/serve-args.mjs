// How an app's server is started: `npm start` (scripts/site.mjs) and the cluster (scripts/cluster) both use it.
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./cli.mjs', import.meta.url));

/**
 * Node's arguments for an app's server (`uaeaf-app serve`). The shell's renders pages: Node would let its heap grow
 * to gigabytes before collecting it, and under a crowd of first renders took 300-370 MB for ~30 MB of live data; with
 * a limit of six times that live data it stays near 200 MB at the same speed (decision 098).
 * @param {{ name: string }} app
 */
export function serveArgs(app) {
  return [...(app.name === 'shell' ? ['--max-old-space-size=192'] : []), cli, 'serve'];
}
