import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync as statOf, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remotes } from './apps.mjs';
import { keepShellConfig, shellConfig, writeShellConfig } from './shell-config.mjs';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

let work;
afterEach(() => work && rmSync(work, { recursive: true, force: true }));

describe("the shell's runtime config made from the list of apps", () => {
  it('names every remote of the list at its port plus the offset, with the default settings', () => {
    const config = shellConfig({ portOffset: 1000, settings: { versionCheckIntervalMs: 1000 } });
    expect(Object.keys(config.remotes)).toEqual(remotes.map((app) => app.name));
    expect(config.remotes.mf_public).toBe('http://localhost:4001/mf-manifest.json');
    expect(config.apiBase).toBe('/api');
    expect(config.versionCheckIntervalMs).toBe(1000);
    expect(config).not.toHaveProperty('routes');
  });

  it("the built shell's default (shell/public/config.json) agrees with the list", () => {
    expect(readJson(new URL('../../shell/public/config.json', import.meta.url)).remotes).toEqual(
      shellConfig().remotes,
    );
  });

  it('carries the paths the remotes declare as routes', () => {
    const routes = { mf_public: ['', 'news/*'] };
    expect(shellConfig({ routes }).routes).toEqual(routes);
  });
});

describe('the config kept by the start and cluster scripts', () => {
  /** A build folder per remote under `work`, each declaring `paths[name]` (or nothing) in builds/latest.json. */
  const deploy = (paths) => {
    for (const app of remotes) {
      mkdirSync(join(work, app.dir, 'builds'), { recursive: true });
      const build = paths[app.name]
        ? { id: `${app.name}-${Date.now()}`, paths: paths[app.name] }
        : { id: 'old' };
      writeFileSync(join(work, app.dir, 'builds', 'latest.json'), JSON.stringify(build));
    }
  };

  it("writes each remote's declared paths, and rewrites them when a remote is redeployed with a new page", async () => {
    work = mkdtempSync(join(tmpdir(), 'shell-config-'));
    deploy({ mf_public: ['', 'news/*'], mf_office: ['office/*'] });
    const file = join(work, 'config.json');
    const stop = keepShellConfig(file, { portOffset: 1000 }, (app) => join(work, app.dir));
    try {
      // A remote whose build declares nothing (built before builds did) keeps the shell's built-in paths.
      expect(readJson(file).routes).toEqual({ mf_public: ['', 'news/*'], mf_office: ['office/*'] });
      expect(readJson(file).remotes.mf_public).toBe('http://localhost:4001/mf-manifest.json');
      // Deployed again at each try: fs.watchFile takes its first look at a file in the background, and a deploy made
      // before that look (a busy machine, every core on other tests) is its starting point, not a change.
      await vi.waitFor(
        () => {
          deploy({ mf_public: ['', 'news/*', 'new-page/*'], mf_office: ['office/*'] });
          expect(readJson(file).routes.mf_public).toContain('new-page/*');
        },
        { timeout: 10_000, interval: 500 },
      );
    } finally {
      stop();
    }
  }, 15_000);

  it('leaves an unchanged file untouched, so a server keeps its validator', () => {
    work = mkdtempSync(join(tmpdir(), 'shell-config-'));
    const file = writeShellConfig(join(work, 'config.json'));
    const before = readFileSync(file, 'utf8');
    const { mtimeMs } = statOf(file);
    writeShellConfig(file);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statOf(file).mtimeMs).toBe(mtimeMs);
  });
});
