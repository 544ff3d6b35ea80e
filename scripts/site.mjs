// Starts the composed site from production builds: the API and each front end as its own process on its own port.
// Used by `npm start` and by the browser tests (which pass other ports and a runtime config of their own).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPort, apps, paymentProviderPort, uaePassStandinPort } from '../shared/app-tools/apps.mjs';
import { assertPortsFree } from '../shared/app-tools/ports.mjs';
import { serveArgs } from '../shared/app-tools/serve-args.mjs';
import { keepShellConfig } from '../shared/app-tools/shell-config.mjs';
import {
  catchesMailByDefault,
  mailCatcherPorts,
  paysEmbeddedByDefault,
  signsInWithStandinByDefault,
  sitePorts,
} from './site-ports.mjs';
import { waitFor } from './wait-for.mjs';

export { assertPortsFree, paymentProviderPort };
export { mailCatcherPorts, sitePorts };

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {object} [options]
 * @param {number} [options.portOffset] added to every default port (the tests use 1000: 4000-4005 and 4100)
 * @param {Record<string, string>} [options.apiEnv] extra environment of the API (database, seed, log level)
 * @param {Record<string, unknown>} [options.shellSettings] settings of the shell's /config.json that differ from the
 *   default (shell/public/config.json); its remotes are the list's on these ports, its routes what their builds declare
 * @param {string} [options.shellConfigFile] where that config is written (and rewritten when a remote is redeployed)
 * @param {boolean} [options.catchMail] run MailDev and send the API's mail to it (over SMTP_URL); by default only when
 *   SMTP_URL is not set
 * @param {string} [options.mailDirectory] where MailDev keeps the mail, so it survives a restart
 * @param {boolean} [options.embeddedPayments] run the embedded payment provider and point the API at it; by default
 *   unless PAYMENT_PROVIDER=ngenius
 * @param {boolean} [options.paymentTestSwitches] turn on the provider's /__test/* routes (declined cards, sent
 *   notifications, expiring an order): the browser tests' site does; `npm start` does not, since any local page could
 *   use them (decision 082)
 * @param {boolean} [options.uaePassStandin] run the UAE PASS stand-in and point the API at it; by default unless
 *   UAEPASS_ENV names staging or production (decision 096)
 * @param {boolean} [options.uaePassTestSwitches] offer the stand-in's expired code and mismatched state (the browser
 *   tests do)
 * @param {string} [options.proxySecret] what the front ends' proxies send the API in X-Proxy-Secret, without which it
 *   believes no X-Forwarded-For (decision 082); new at each start unless given (the browser tests play the proxy)
 * @param {'inherit' | 'ignore'} [options.stdio]
 * @returns {Promise<{ urls: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startSite({
  portOffset = 0,
  apiEnv = {},
  shellSettings = {},
  shellConfigFile,
  catchMail = catchesMailByDefault(),
  mailDirectory = `${root}/.data/mail`,
  embeddedPayments = paysEmbeddedByDefault(),
  paymentTestSwitches = false,
  uaePassStandin = signsInWithStandinByDefault(),
  uaePassTestSwitches = false,
  proxySecret = randomBytes(32).toString('hex'),
  stdio = 'inherit',
} = {}) {
  const api = apiPort + portOffset;
  const mail = { smtp: mailCatcherPorts.smtp + portOffset, web: mailCatcherPorts.web + portOffset };
  const payments = paymentProviderPort + portOffset;
  const uaePass = uaePassStandinPort + portOffset;
  await assertPortsFree(sitePorts({ portOffset, catchMail, embeddedPayments, uaePassStandin }));

  const shell = apps.find((app) => app.name === 'shell');
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;
  let stopFollowing = () => {};
  const stop = async () => {
    stopping = true;
    stopFollowing();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  const launch = (name, args, cwd, env = {}) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the site`);
      void stop().then(() => process.exit(1));
    });
    children.push(child);
  };

  try {
    // Links the API writes (mail, sitemap) point at the shell this site serves, on whatever ports it runs.
    const publicOrigin = `http://localhost:${shell.port + portOffset}`;
    const configFile = shellConfigFile ?? `${root}/.data/shell-config.${shell.port + portOffset}.json`;
    mkdirSync(dirname(configFile), { recursive: true });
    stopFollowing = keepShellConfig(configFile, { portOffset, settings: shellSettings });
    if (catchMail) {
      mkdirSync(mailDirectory, { recursive: true });
      // On 127.0.0.1 only, and its pages to no other page: the mail holds reset links, which open accounts.
      const config = {
        ip: '127.0.0.1',
        webIp: '127.0.0.1',
        smtp: mail.smtp,
        web: mail.web,
        mailDirectory,
        silent: true,
      };
      launch('maildev', [`${root}/scripts/mail-catcher.mjs`, JSON.stringify(config)], root);
    }
    // Fresh secrets every start, never stored: the provider and the API are given the same ones (decision 023).
    const paymentEnv = embeddedPayments && {
      PAYMENT_API_KEY: randomBytes(32).toString('hex'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    };
    if (paymentEnv) {
      launch('payment provider', ['dist/server.mjs'], `${root}/payment-provider`, {
        PORT: String(payments),
        PAYMENT_PROVIDER_PUBLIC_URL: `http://localhost:${payments}`,
        PAYMENT_PROVIDER_TEST_SWITCHES: String(paymentTestSwitches),
        ...paymentEnv,
      });
    }
    // The stand-in and the API share a client secret made for this start, as payments do.
    const uaePassEnv = uaePassStandin && {
      UAEPASS_CLIENT_ID: 'uaeaf-local',
      UAEPASS_CLIENT_SECRET: randomBytes(32).toString('hex'),
    };
    if (uaePassEnv) {
      launch('UAE PASS stand-in', ['dist/uaepass-standin.mjs'], `${root}/api`, {
        PORT: String(uaePass),
        UAEPASS_REDIRECT_URIS: `${publicOrigin}/api/auth/uaepass/callback`,
        UAEPASS_STANDIN_TEST_SWITCHES: String(uaePassTestSwitches),
        ...uaePassEnv,
      });
    }
    // The front ends' servers proxy /api from this machine: their X-Forwarded-For names the browser. Any local process
    // has their address, so they prove themselves with the proxy secret (decision 082).
    launch('api', ['dist/server.mjs'], `${root}/api`, {
      PORT: String(api),
      PUBLIC_ORIGIN: publicOrigin,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      PROXY_SECRET: proxySecret,
      // MailDev speaks plain SMTP (no TLS), which nodemailer accepts from an smtp:// URL.
      ...(catchMail && { SMTP_URL: `smtp://127.0.0.1:${mail.smtp}` }),
      ...(paymentEnv && {
        PAYMENT_PROVIDER: 'embedded',
        PAYMENT_PROVIDER_URL: `http://127.0.0.1:${payments}`,
        ...paymentEnv,
      }),
      ...(uaePassEnv && {
        UAEPASS_ENV: 'standin',
        UAEPASS_STANDIN_URL: `http://127.0.0.1:${uaePass}`,
        UAEPASS_STANDIN_PUBLIC_URL: `http://localhost:${uaePass}`,
        ...uaePassEnv,
      }),
      ...apiEnv,
    });
    for (const app of apps) {
      launch(app.dir, serveArgs(app), `${root}/${app.dir}`, {
        PORT: String(app.port + portOffset),
        API_TARGET: `http://127.0.0.1:${api}`,
        PROXY_SECRET: proxySecret,
        ...(app.name === 'shell' && { SHELL_CONFIG: configFile, PUBLIC_ORIGIN: publicOrigin }),
      });
    }
    // Upper bounds only: on a busy two-core machine MailDev alone took over 15 s to listen while the API initialised.
    if (catchMail) await waitFor(`http://127.0.0.1:${mail.web}/healthz`, 60_000);
    if (embeddedPayments) await waitFor(`http://127.0.0.1:${payments}/health`, 60_000);
    if (uaePassStandin) await waitFor(`http://127.0.0.1:${uaePass}/health`, 60_000);
    // The API migrates and seeds on first start; PGlite's first initdb takes a few seconds on this machine.
    await waitFor(`http://127.0.0.1:${api}/api/health`, 120_000);
    for (const app of apps) {
      await waitFor(
        `http://127.0.0.1:${app.port + portOffset}/${app.name === 'shell' ? '' : 'mf-manifest.json'}`,
        60_000,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const urls = Object.fromEntries(apps.map((app) => [app.dir, `http://localhost:${app.port + portOffset}`]));
  urls.api = `http://localhost:${api}/api`;
  if (catchMail) urls.mail = `http://localhost:${mail.web}`;
  if (embeddedPayments) urls.payments = `http://localhost:${payments}`;
  if (uaePassStandin) urls.uaePass = `http://localhost:${uaePass}`;
  return { urls, stop };
}
