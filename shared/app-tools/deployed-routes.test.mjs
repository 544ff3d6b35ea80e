import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildIdPlugin } from './build-id-plugin.mjs';
import { createAppConfig } from './config.mjs';
import { checkRoutePatterns, deployedRoutes } from './deployed-routes.mjs';

let work;
afterEach(() => work && rmSync(work, { recursive: true, force: true }));

/** Builds a one-line entry with the plugin and returns the builds/latest.json it wrote. */
async function buildWith(plugin) {
  work = mkdtempSync(join(tmpdir(), 'build-id-'));
  writeFileSync(join(work, 'index.js'), 'console.log(1);');
  const compiler = rspack({
    context: work,
    mode: 'production',
    entry: './index.js',
    output: { path: join(work, 'dist') },
    plugins: [plugin],
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? stats) : resolve(undefined))),
    ),
  );
  return JSON.parse(readFileSync(join(work, 'dist', 'builds', 'latest.json'), 'utf8'));
}

describe("a remote's build declares its paths", () => {
  it('writes them beside the build id', async () => {
    const build = await buildWith(new BuildIdPlugin({ paths: ['', 'news/*', 'new-page'] }));
    expect(build.id).toMatch(/^[0-9a-f]{8,}$/);
    expect(build.paths).toEqual(['', 'news/*', 'new-page']);
  });

  it("writes only the id for the shell, which owns no remote's paths", async () => {
    expect(Object.keys(await buildWith(new BuildIdPlugin()))).toEqual(['id']);
  });

  it.each([[undefined], [[]], [['news/*/more']], [['/news']], [['news?x']]])(
    'refuses to build a remote with the paths %j',
    (paths) => {
      const dir = fileURLToPath(new URL('../../mf-office', import.meta.url));
      expect(() => createAppConfig({ dir, exposes: { './routes': './src/routes.tsx' }, paths })).toThrow(
        /mf_office: /,
      );
    },
  );

  it('accepts the patterns of the route table', () => {
    expect(checkRoutePatterns('mf_public', ['', 'news/*', 'about-us'])).toEqual(['', 'news/*', 'about-us']);
  });
});

describe('the paths of the deployed remotes', () => {
  it('reads each built remote that declares them, by its federation name', () => {
    work = mkdtempSync(join(tmpdir(), 'deployed-'));
    mkdirSync(join(work, 'mf-auth', 'builds'), { recursive: true });
    writeFileSync(join(work, 'mf-auth', 'builds', 'latest.json'), '{"id":"a","paths":["auth/*","cart"]}');
    mkdirSync(join(work, 'mf-office', 'builds'), { recursive: true });
    writeFileSync(join(work, 'mf-office', 'builds', 'latest.json'), '{"id":"b"}');
    expect(deployedRoutes((app) => join(work, app.dir))).toEqual({ mf_auth: ['auth/*', 'cart'] });
  });
});
