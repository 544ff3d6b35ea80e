#!/usr/bin/env node
// uaeaf-app build | serve | dev — run from an app's folder.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPort, apps } from './apps.mjs';
import { precompress } from './compress.mjs';
import { startStaticServer } from './serve.mjs';
import { createPageServer } from './ssr/page-server.mjs';

const command = process.argv[2];
const dir = process.cwd();
const app = apps.find((candidate) => candidate.dir === basename(dir));
if (!app) fail(`run uaeaf-app from one of: ${apps.map((a) => a.dir).join(', ')}`);

if (command === 'build') await build();
else if (command === 'serve') await serve();
else if (command === 'dev') {
  process.env.NODE_ENV = 'development';
  await build({ watch: true });
  await serve();
} else fail('usage: uaeaf-app build | serve | dev');

async function build({ watch = false } = {}) {
  // Only a build loads the bundler: its native binding alone is ~27 MB of a page server's memory (decision 098).
  const { rspack } = await import('@rspack/core');
  const { default: config } = await import(pathToFileURL(resolve(dir, 'rspack.config.mjs')).href);
  const compiler = rspack(config);
  const started = Date.now();
  /** @param {Error | null} error @param {import('@rspack/core').Stats | undefined} stats */
  const report = (error, stats) => {
    if (error || stats?.hasErrors()) {
      console.error(error ?? stats?.toString({ all: false, errors: true, colors: true }));
      if (!watch) process.exit(1);
      return false;
    }
    if (stats?.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: true }));
    console.log(`${app.dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  };
  if (watch) {
    await new Promise((done) =>
      compiler.watch({}, (error, stats) => report(error, stats) && done(undefined)),
    );
    return;
  }
  await new Promise((done) =>
    compiler.run((error, stats) => compiler.close(() => report(error, stats) && done(undefined))),
  );
  await precompress(resolve(dir, 'dist'));
}

async function serve() {
  const root = resolve(dir, 'dist');
  if (!existsSync(root)) fail(`${app.dir}: no build in ${root}; run "uaeaf-app build" first`);
  const port = Number(process.env.PORT ?? app.port);
  const isShell = app.name === 'shell';
  const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${apiPort}`;
  // The shell renders public pages on the server (decision 090).
  const pageServer = isShell
    ? createPageServer({
        root,
        configFile: process.env.SHELL_CONFIG,
        apiTarget,
        publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      })
    : undefined;
  try {
    const server = await startStaticServer({
      root,
      port,
      host: process.env.HOST ?? '127.0.0.1',
      // Page paths answer with index.html (a remote served alone mounts its own routes); missing files stay 404.
      spa: true,
      cors: !isShell,
      // A remote served alone (its standalone harness) calls the API on its own origin too.
      apiTarget,
      proxySecret: process.env.PROXY_SECRET,
      configFile: isShell ? process.env.SHELL_CONFIG : undefined,
      pages: isShell ? pageServer : undefined,
    });
    console.log(`${app.dir}: serving ${root} at http://localhost:${port}`);
    const stop = () => {
      pageServer?.stop();
      server.close(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    fail(
      code === 'EADDRINUSE'
        ? `${app.dir}: port ${port} is already in use; stop whatever holds it`
        : String(error),
    );
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}
