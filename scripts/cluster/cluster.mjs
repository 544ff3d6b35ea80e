// The site as several processes behind a real proxy (issue 15 item 6): Debian's nginx serves every front end's built
// files on the ports `npm start` uses, proxies pages to two of the shell's Node servers, which render them (decision
// 090), and /api to two API processes sharing one PostgreSQL database.
// Used by `npm run start:cluster`, its tests (e2e/tests/cluster.spec.ts) and bench/cluster.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { apiPort, apps } from '../../shared/app-tools/apps.mjs';
import { builtFolder } from '../../shared/app-tools/deployed-routes.mjs';
import { assertPortsFree } from '../../shared/app-tools/ports.mjs';
import { serveArgs } from '../../shared/app-tools/serve-args.mjs';
import { waitFor } from '../wait-for.mjs';
import { followDeploys } from './follow-deploys.mjs';
import { ensureNginx, failTimeoutSeconds, nginxConfig, nginxPath } from './nginx.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// node-postgres is the API's dependency; the root package has none of its own.
const pg = createRequire(`${root}/api/package.json`)('pg');

/** The machine's PostgreSQL, as the API tests use it, when DATABASE_URL is not set. */
export const machineDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/uaeaf';

/** Creates the database a URL names when the server has none by that name. */
export async function ensureDatabase(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return;
  } catch (error) {
    if (error.code !== '3D000') {
      const { host, pathname } = new URL(url);
      throw new Error(
        `The cluster needs PostgreSQL, but ${host}${pathname} is not reachable (${error.message}). Start it, or set ` +
          'DATABASE_URL to a PostgreSQL database.',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
  await onServer(url, (admin, name) => admin.query(`create database ${pg.escapeIdentifier(name)}`));
}

/** Runs `work` on the server's maintenance database, with the name of the database the URL names. */
async function onServer(url, work) {
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}

/** Drops a database the cluster's tests made, ending the API processes' connections to it. */
export async function dropDatabase(url) {
  await onServer(url, (admin, name) =>
    admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/**
 * @param {object} options
 * @param {string} options.databaseUrl the PostgreSQL database every API process uses (created when missing)
 * @param {number} [options.portOffset] added to every port: the site's 3000-3006, the APIs' 3101, 3102 and the shell's
 *   Node servers' 3300, 3301
 * @param {number} [options.apiCount]
 * @param {number} [options.shellCount] the shell's Node servers
 * @param {Record<string, string>} [options.apiEnv] extra environment of the API processes
 * @param {string} [options.workDirectory] nginx's configuration, temporary files and JSON access log
 * @param {'inherit' | 'ignore'} [options.stdio]
 * @param {boolean} [options.apiLogs] each API process writes its log to `api-<n>.log` in the work directory instead
 * @param {(app: { dir: string }) => string} [options.folderOf] where each app's build is served from (its dist/; the
 *   shell's in a folder `shell/dist`, where its servers run)
 */
export async function startCluster({
  databaseUrl,
  portOffset = 0,
  apiCount = 2,
  shellCount = 2,
  apiEnv = {},
  workDirectory = `${root}/.data/cluster`,
  stdio = 'inherit',
  apiLogs = false,
  folderOf = builtFolder,
}) {
  ensureNginx();
  const shell = apps.find((app) => app.name === 'shell');
  // `uaeaf-app serve` serves the dist/ of the app folder it runs in.
  const shellFolder = folderOf(shell);
  if (basename(shellFolder) !== 'dist' || basename(dirname(shellFolder)) !== shell.dir) {
    throw new Error(`the shell's build must be in a folder ${shell.dir}/dist, not ${shellFolder}`);
  }
  const apiPorts = Array.from({ length: apiCount }, (_, index) => apiPort + 1 + index + portOffset);
  const shellPorts = Array.from({ length: shellCount }, (_, index) => shell.port + 300 + index + portOffset);
  await assertPortsFree([...apps.map((app) => app.port + portOffset), ...apiPorts, ...shellPorts]);
  await ensureDatabase(databaseUrl);
  for (const folder of ['', '/client_body', '/proxy', '/fastcgi', '/uwsgi', '/scgi']) {
    mkdirSync(`${workDirectory}${folder}`, { recursive: true });
  }
  const accessLog = `${workDirectory}/access.log`;
  const configFile = `${workDirectory}/nginx.conf`;
  const runtimeConfig = `${workDirectory}/config.json`;
  const shellPolicy = `${workDirectory}/shell-csp.conf`;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let nginx;
  const stopFollowing = followDeploys({
    folderOf,
    portOffset,
    runtimeConfig,
    shellPolicy,
    // SIGHUP: nginx reads its configuration again; old workers finish the requests they hold.
    reload: () => nginx?.exitCode === null && nginx.kill('SIGHUP'),
  });
  // nginx proves itself to the API with it: any local process has nginx's address (decision 082).
  const proxySecret = randomBytes(32).toString('hex');
  writeFileSync(
    configFile,
    nginxConfig({
      folderOf,
      prefix: workDirectory,
      portOffset,
      apiPorts,
      shellPorts,
      accessLog,
      runtimeConfig,
      shellPolicy,
      proxySecret,
    }),
  );

  const origin = `http://localhost:${shell.port + portOffset}`;
  // One secret for every process, new each start: a browser known to one process is known to all (decision 043).
  const deviceCookieSecret = randomBytes(32).toString('hex');
  let stopping = false;

  const apis = apiPorts.map((port, index) => {
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let child;
    const api = {
      name: `api ${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      logFile: apiLogs ? join(workDirectory, `api-${index + 1}.log`) : undefined,
      get pid() {
        return child?.pid;
      },
      /** Starts the process and waits until it answers its health check (migrated, seeded). */
      async start() {
        const log = api.logFile && openSync(api.logFile, 'a');
        child = spawn(process.execPath, ['dist/server.mjs'], {
          cwd: `${root}/api`,
          stdio: log ? ['ignore', log, log] : stdio,
          env: {
            ...process.env,
            PORT: String(port),
            DATABASE_URL: databaseUrl,
            PUBLIC_ORIGIN: origin,
            TRUSTED_PROXIES: '127.0.0.1,::1',
            PROXY_SECRET: proxySecret,
            DEVICE_COOKIE_SECRET: deviceCookieSecret,
            ...apiEnv,
          },
        });
        if (log) closeSync(log);
        const started = child;
        started.once('exit', (code, signal) => {
          if (!stopping && child === started && !api.expectingExit) {
            console.error(`${api.name} stopped unexpectedly (${signal ?? `exit ${code}`})`);
          }
        });
        await waitFor(`${api.url}/api/health`, 120_000);
      },
      expectingExit: false,
      /** Sends a signal (SIGTERM: graceful; SIGKILL: a crash) and waits for the process to end. */
      async stop(signal = 'SIGTERM') {
        if (!child) return;
        api.expectingExit = true;
        child.kill(signal);
        await exited(child);
        api.expectingExit = false;
      },
      /** A graceful stop, then a start: in-flight requests finish, new ones go to the other processes. */
      async restart() {
        await api.stop('SIGTERM');
        await api.start();
      },
      exited: () => (child ? exited(child) : Promise.resolve()),
    };
    return api;
  });

  /** @type {import('node:child_process').ChildProcess[]} */
  const shells = [];
  /** The shell's Node servers, reaching the API through nginx (either process), with the pages' public origin. */
  const startShells = () =>
    Promise.all(
      shellPorts.map(async (port) => {
        const child = spawn(process.execPath, serveArgs({ name: 'shell' }), {
          cwd: dirname(shellFolder),
          stdio,
          env: {
            ...process.env,
            PORT: String(port),
            SHELL_CONFIG: runtimeConfig,
            API_TARGET: origin.replace('localhost', '127.0.0.1'),
            PUBLIC_ORIGIN: origin,
          },
        });
        shells.push(child);
        child.once('exit', (code, signal) => {
          if (!stopping)
            console.error(`the shell's server on ${port} stopped unexpectedly (${signal ?? `exit ${code}`})`);
        });
        await waitFor(`http://127.0.0.1:${port}/favicon.svg`, 30_000);
      }),
    );

  const stop = async () => {
    stopping = true;
    stopFollowing();
    // The shell's servers first: each follows the API's change stream through nginx, a request that never ends, which
    // nginx would wait for.
    for (const child of shells) child.kill('SIGTERM');
    await Promise.all(shells.map(exited));
    // SIGQUIT: nginx finishes the requests it holds, then exits.
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
    }
    await Promise.all(apis.map((api) => api.stop('SIGTERM')));
  };

  try {
    // One at a time on first start: the first migrates and seeds, the others find it done.
    for (const api of apis) await api.start();
    nginx = spawn(nginxPath, ['-p', workDirectory, '-c', configFile, '-g', 'daemon off;'], { stdio });
    nginx.once('exit', (code, signal) => {
      if (!stopping) console.error(`nginx stopped unexpectedly (${signal ?? `exit ${code}`})`);
    });
    await waitFor(`${origin.replace('localhost', '127.0.0.1')}/api/health`, 15_000);
    await startShells();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    urls: Object.fromEntries(apps.map((app) => [app.dir, `http://localhost:${app.port + portOffset}`])),
    apis,
    accessLog,
    /** What nginx sends the API processes in X-Proxy-Secret; a test that plays nginx sends it too. */
    proxySecret,
    /**
     * Restarts each API process in turn. The next is stopped only once nginx has taken the restarted one back (it
     * leaves a failed process out for failTimeoutSeconds): stopping it sooner would leave nginx with none. nginx
     * compares failures in whole seconds of its clock, so a process is left out for up to one second longer.
     */
    async rollingRestart() {
      for (const api of apis) {
        await api.restart();
        await new Promise((resolve) => setTimeout(resolve, (failTimeoutSeconds + 1) * 1000 + 500));
      }
    },
    stop,
  };
}
