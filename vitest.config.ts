import { defineConfig } from 'vitest/config';
import { apiProjects } from './api/vitest.config.ts';
import { foldersWithScript } from './scripts/workspace.mjs';

/**
 * Every workspace package whose `test` script is vitest's, each a project with its own config (environment, setup
 * files, pool) as when that script runs from its folder: one vitest process starts once and keeps both cores busy
 * across packages, where one process a package ran its few files one after another (decision 075).
 */
const unitTestPackages = foldersWithScript('test', (command) => command.startsWith('vitest'));

export default defineConfig({
  test: {
    projects: unitTestPackages.flatMap((folder) => (folder === 'api' ? apiProjects : [folder])),
    // Every project must use the same number (vitest refuses to mix them in one run): one worker a core, as the API's
    // own config asks. Each API worker holds a PGlite of 0.4-0.8 GB, so two stay well within the memory.
    maxWorkers: '100%',
  },
});
