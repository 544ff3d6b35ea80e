import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '../config/runtime-config';
import { takeEarlyManifest } from '../early/early-results';
import { takeConfigRoutes } from '../routing/route-table';
import { fetchRetrying, retryEntryPlugin } from './retry';
import { watchRemoteBuild } from '../versions/new-builds';

let manifests: RuntimeConfig['remotes'] | undefined;

/**
 * Registers every remote by its manifest URL from the runtime config, and takes the paths the config gives; nothing is
 * fetched until a route needs it.
 */
export function registerFederation(config: RuntimeConfig) {
  manifests = config.remotes;
  takeConfigRoutes(config.routes);
  registerPlugins([
    {
      name: 'uaeaf-remote-errors',
      // Logged here with the remote's name; the shell's boundary then shows the "unavailable" panel in place.
      errorLoadRemote({ id, error }) {
        console.warn(`[federation] could not load ${id}:`, error);
        return undefined;
      },
      // The page's inline start-up script may already hold this manifest (see early/early-loads.js).
      fetch: (url, init) => takeEarlyManifest(url) ?? fetchRetrying(url, init),
    },
    retryEntryPlugin(),
  ]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's routes module, and from then on watches its build. After a failure, `retry` re-registers the remote
 * so its manifest is fetched anew.
 */
export async function loadRemoteRoutes(name: RemoteName, { retry = false } = {}): Promise<ComponentType> {
  const manifest = manifests?.[name];
  if (retry && manifest) registerRemotes([{ name, entry: manifest }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes did not load`);
  if (manifest) watchRemoteBuild(name, manifest);
  return module.default;
}
