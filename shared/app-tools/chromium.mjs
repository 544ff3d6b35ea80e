// Debian's Chromium, as the browser tests and the benchmarks launch it. Playwright cannot download a browser here,
// and without the background-networking flags Chromium keeps dialling hosts this machine cannot reach.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
