import { createAppConfig } from '@uaeaf/app-tools';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Its public pages are rendered by the shell's server too (decision 090), with the query parameters they read: a
  // list's page, search and filters (FilterSelect names), the gallery's album.
  server: { query: ['page', 'q', 'emirate', 'kind', 'status', 'album'] },
  // The first path segments this remote's routes (src/routes.tsx) answer; its build declares them (decision 053).
  paths: [
    '',
    'slider',
    'news/*',
    'clubs/*',
    'articles/*',
    'careers',
    'gallery/*',
    'about-us',
    'partners',
    'circulars',
    'copyright',
    'contact-us',
    'privacy-police',
    'terms-and-conditions',
    'disclaimer-notice',
    'relevant-websites',
    'external-hyperlinks',
    'hyperlinks-websites',
    'board-of-directors',
    'speech-of-chairman',
    'federation-strategy',
    'competitions-and-players',
    'training-centers/*',
    'training-courses/*',
    'verify/*',
    'search',
  ],
});
