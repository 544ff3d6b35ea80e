import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, proxySecretHeader, proxyTrust, trustProxies } from './client';

const secret = 'a'.repeat(64);
const servers: ServerType[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** An API that says whom it counts a request against, behind `127.0.0.1` as its trusted proxy. */
async function whoAmI(proxySecret?: string) {
  const app = new Hono();
  app.use(trustProxies(proxyTrust(['127.0.0.1', '::1'], proxySecret)));
  app.get('/who', (c) => c.text(clientAddress(c)));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return async (headers: Record<string, string>) =>
    (await fetch(`http://127.0.0.1:${port}/who`, { headers })).text();
}

describe('the client address behind a proxy on the same machine', () => {
  it("believes X-Forwarded-For only with the proxies' secret: another local caller cannot pick its address", async () => {
    const ask = await whoAmI(secret);
    expect(await ask({ 'x-forwarded-for': '192.0.2.7' })).toBe('127.0.0.1');
    expect(await ask({ 'x-forwarded-for': '192.0.2.7', [proxySecretHeader]: 'b'.repeat(64) })).toBe(
      '127.0.0.1',
    );
    expect(await ask({ 'x-forwarded-for': '192.0.2.7', [proxySecretHeader]: secret })).toBe('192.0.2.7');
  });

  it('believes a trusted peer without a secret when none is configured (a proxy on another machine)', async () => {
    const ask = await whoAmI();
    expect(await ask({ 'x-forwarded-for': '192.0.2.8' })).toBe('192.0.2.8');
  });
});
