import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mailCatcher = fileURLToPath(new URL('../../scripts/mail-catcher.mjs', import.meta.url));
const started = [];

afterEach(() => {
  for (const { child, folder } of started.splice(0)) {
    child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
});

/** A port nothing listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** MailDev as `npm start` runs it (scripts/mail-catcher.mjs), on free ports; its web origin once it answers. */
async function startMailCatcher() {
  const [smtp, web] = [await freePort(), await freePort()];
  const folder = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
  const config = { ip: '127.0.0.1', webIp: '127.0.0.1', smtp, web, mailDirectory: folder, silent: true };
  const child = spawn(process.execPath, [mailCatcher, JSON.stringify(config)], { stdio: 'ignore' });
  started.push({ child, folder });
  const origin = `http://localhost:${web}`;
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, web };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('MailDev did not answer');
}

/** The status line of the answer to a request written as it is (a Host that fetch would not send). */
const statusOf = (web, head) =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: web }, () => socket.write(head));
    socket.once('data', (chunk) => {
      resolve(chunk.toString().split('\r\n')[0]);
      socket.destroy();
    });
    socket.once('error', reject);
  });

/** A WebSocket handshake to MailDev's socket.io, as a page at `origin` would start it. */
const upgradeStatus = (web, origin) =>
  statusOf(
    web,
    `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: localhost:${web}\r\nOrigin: ${origin}\r\n` +
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );

describe("the mail catcher's web server", () => {
  it('lets no other page read the caught mail, and still serves its own pages and a client that is no browser', async () => {
    const { origin, web } = await startMailCatcher();
    const fromNode = await fetch(`${origin}/email`);
    expect(fromNode.status).toBe(200);
    expect(await fromNode.json()).toEqual([]);
    expect(fromNode.headers.get('access-control-allow-origin')).toBeNull();

    const fromOwnPage = await fetch(`${origin}/email`, { headers: { origin } });
    expect(fromOwnPage.status).toBe(200);
    expect(fromOwnPage.headers.get('access-control-allow-origin')).toBeNull();

    const fromAnotherPage = await fetch(`${origin}/email`, { headers: { origin: 'http://evil.example' } });
    expect(fromAnotherPage.status).toBe(403);
    expect(fromAnotherPage.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/email/all`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(403);
    // A page on another name that resolves to this machine (DNS rebinding) is its own origin, but not this host.
    expect(await statusOf(web, `GET /email HTTP/1.1\r\nHost: evil.example:${web}\r\n\r\n`)).toBe(
      'HTTP/1.1 403 Forbidden',
    );

    expect(await upgradeStatus(web, 'http://evil.example')).toBe('HTTP/1.1 403 Forbidden');
    expect(await upgradeStatus(web, origin)).toBe('HTTP/1.1 101 Switching Protocols');
  });
});
