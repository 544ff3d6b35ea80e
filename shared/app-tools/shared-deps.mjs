// What every app shares through Module Federation. One React, one router, one jotai store,
// one query client and one copy of each workspace package, or state written by one remote
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
  '@uaeaf/contracts',
];

/** @param {Record<string, string>} dependencies the app's package.json dependencies */
export function sharedConfig(dependencies) {
  /** @type {Record<string, { singleton: true, requiredVersion: string | false }>} */
  const shared = {};
  for (const key of singletonLibraries) {
    const range = dependencies[key.replace(/\/$/, '')];
    if (!range) throw new Error(`shared library ${key} must be a dependency of the app`);
    shared[key] = { singleton: true, requiredVersion: range };
  }
  // Module Federation cannot read `workspace:*` ranges; these packages move in lock-step with the repo.
  for (const key of workspacePackages) {
    if (dependencies[key]) shared[key] = { singleton: true, requiredVersion: false };
  }
  return shared;
}
