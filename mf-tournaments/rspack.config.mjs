import { createAppConfig } from '@uaeaf/app-tools';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Its public pages are rendered by the shell's server too (decision 090), with the query parameters they read: the
  // lists' page and filters (results, rankings and records too), the tournament a registration is for.
  server: { query: ['page', 'season', 'division', 'tournament', 'kind', 'gender', 'ageClass', 'round'] },
  // The first path segments this remote's routes (src/routes.tsx) answer; its build declares them (decision 053).
  paths: ['tournament/*', 'tournament-details/*', 'results', 'rankings', 'records', 'athletes/*'],
});
