// What every app shares through Module Federation. One React, one router, one jotai store,
// one query client and one copy of each workspace package with state or components, or state written by one remote
// is invisible to the others (the failure is silent: the remote just sees initial values).
const singletonLibraries = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-intl',
  'jotai',
  'jotai/',
  '@tanstack/react-query',
];

const workspacePackages = [
  '@uaeaf/session',
  '@uaeaf/design-tokens',
  '@uaeaf/i18n',
  '@uaeaf/ui',
  '@uaeaf/api-client',
];
// Not shared: `@uaeaf/contracts` and `valibot` hold no state, and a shared module is never tree-shaken, so sharing
// them would put every schema of every feature into the shell's entry (about 32 KB brotli). Each app bundles the
// schemas it uses.

/**
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {boolean} eager the host ships the libraries in its entry chunk (see below); remotes never do
 */
export function sharedConfig(dependencies, eager = false) {
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, eager?: boolean }>} */
  const shared = {};
  for (const key of singletonLibraries) {
    const range = dependencies[key.replace(/\/$/, '')];
    if (!range) throw new Error(`shared library ${key} must be a dependency of the app`);
    // The host needs every one of these before its first render: inside its entry chunk they arrive with it,
    // instead of in a second round of requests that only starts once the entry has run.
    shared[key] = { singleton: true, requiredVersion: range, ...(eager ? { eager: true } : {}) };
  }
  // Module Federation cannot read `workspace:*` ranges; these packages move in lock-step with the repo.
  for (const key of workspacePackages) {
    if (dependencies[key]) {
      shared[key] = { singleton: true, requiredVersion: false, ...(eager ? { eager: true } : {}) };
    }
  }
  return shared;
}
