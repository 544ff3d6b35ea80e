import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRetrying, retryEntryPlugin } from './retry';

afterEach(() => vi.unstubAllGlobals());

describe("a remote's manifest", () => {
  it('is fetched again after a dropped connection or a server error, and the first good answer is used', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ metaData: {} }));
    vi.stubGlobal('fetch', fetch);

    const response = await fetchRetrying('http://remotes.test/mf-manifest.json', {}, [0, 0]);

    await expect(response.json()).resolves.toEqual({ metaData: {} });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answers a 404 at once, and the last failure when every attempt failed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    expect((await fetchRetrying('http://remotes.test/a', {}, [0, 0])).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchRetrying('http://remotes.test/b', {}, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("a remote's entry script that failed to load", () => {
  function failedLoad(getRemoteEntry: () => Promise<unknown>) {
    const globalLoading: Record<string, unknown> = { 'mf_public:entry': Promise.resolve() };
    const hook = retryEntryPlugin([0, 0]).loadEntryError!;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_public' },
      globalLoading,
      uniqueKey: 'mf_public:entry',
    } as unknown as Parameters<typeof hook>[0];
    return { result: Promise.resolve(hook(args)), globalLoading };
  }

  it('is loaded again, without the failed load the runtime keeps, and the new entry is used', async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce(entry);
    const { result, globalLoading } = failedLoad(getRemoteEntry);

    await expect(result).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).not.toHaveProperty('mf_public:entry');
  });

  it('leaves the first error to the runtime when every attempt failed', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const { result } = failedLoad(getRemoteEntry);

    await expect(result).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
