import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { remotes } from './apps.mjs';
import { shellConfig } from './shell-config.mjs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe("the shell's runtime config made from the list of apps", () => {
  it('names every remote of the list at its port plus the offset, with the default settings', () => {
    const config = shellConfig({ portOffset: 1000, settings: { versionCheckIntervalMs: 1000 } });
    expect(Object.keys(config.remotes)).toEqual(remotes.map((app) => app.name));
    expect(config.remotes.mf_public).toBe('http://localhost:4001/mf-manifest.json');
    expect(config.apiBase).toBe('/api');
    expect(config.versionCheckIntervalMs).toBe(1000);
  });

  // These files are still served as they are (the built shell's default, the redeploy test's and the benches'
  // servers, which keep settings of their own): their remotes must be the list's.
  it.each([
    ['../../shell/public/config.json', 0],
    ['../../e2e/fixtures/shell-config.json', 1000],
    ['../../bench/site-config.json', 2000],
  ])('%s agrees with the list', (path, portOffset) => {
    expect(readJson(path).remotes).toEqual(shellConfig({ portOffset }).remotes);
  });
});
