import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';

const remotes = {
  mf_public: 'https://public.example.ae/mf-manifest.json',
  mf_auth: 'https://auth.example.ae/mf-manifest.json',
  mf_club_account: 'https://clubs.example.ae/mf-manifest.json',
  mf_role_accounts: 'https://members.example.ae/mf-manifest.json',
  mf_tournaments: 'https://tournaments.example.ae/mf-manifest.json',
  mf_office: 'https://office.example.ae/mf-manifest.json',
};

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('runtime config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the API base and every remote, filling the start-up paths and the poll interval', async () => {
    serve({ apiBase: 'https://api.example.ae', remotes });
    const config = await loadRuntimeConfig();
    expect(config.remotes.mf_tournaments).toBe(remotes.mf_tournaments);
    expect(config.startup.blocks).toBe('/blocks?categoryId=35');
    expect(config.versionCheckIntervalMs).toBe(60_000);
  });

  it('refuses a config that lacks a remote or names one by a non-URL', async () => {
    const { mf_auth: _missing, ...otherRemotes } = remotes;
    serve({ apiBase: '/api', remotes: otherRemotes });
    await expect(loadRuntimeConfig()).rejects.toThrow();
    serve({ apiBase: '/api', remotes: { ...remotes, mf_auth: 'auth' } });
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });

  it('reads the paths a remote declares, and refuses routes of a remote without a URL or a bad pattern', async () => {
    serve({ apiBase: '/api', remotes, routes: { mf_public: ['', 'news/*', 'verify/*'] } });
    expect((await loadRuntimeConfig()).routes).toEqual({ mf_public: ['', 'news/*', 'verify/*'] });
    serve({ apiBase: '/api', remotes, routes: { mf_elsewhere: ['shop/*'] } });
    await expect(loadRuntimeConfig()).rejects.toThrow('routes name only remotes with a manifest URL');
    serve({ apiBase: '/api', remotes, routes: { mf_public: ['news/:id'] } });
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });

  it('fails when the file cannot be fetched', async () => {
    serve({}, 404);
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json answered 404');
  });
});
