import { readFileSync } from 'node:fs';
import { createAppConfig } from '@uaeaf/app-tools';
import { startEarlyLoads } from './src/early/early-loads.js';
import { remoteForPathIn } from './src/routing/route-lookup.js';

const routeTable = readFileSync(new URL('./src/routing/route-table.json', import.meta.url), 'utf8');

export default createAppConfig({
  dir: import.meta.dirname,
  template: 'index.html',
  // The start-up script runs inline, before the bundle arrives: see src/early/early-loads.js.
  templateParameters: { earlyLoads: `(${startEarlyLoads})(${routeTable.trim()}, ${remoteForPathIn});` },
});
