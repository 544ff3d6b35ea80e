import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimChunkReload, isChunkLoadError, reloadGuardMs } from './chunk-reload-guard';
import { watchBuilds } from './version-check';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('chunk reload guard', () => {
  it('recognises a chunk that failed to load, not any error', () => {
    const chunk = Object.assign(new Error('Loading chunk 712 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk news failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest.'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('allows one reload per path every 10 seconds', () => {
    const storage = new MemoryStorage();
    const t0 = 1_000_000;
    expect(claimChunkReload('/news', storage, t0)).toBe(true);
    expect(claimChunkReload('/news', storage, t0 + reloadGuardMs - 1)).toBe(false);
    expect(claimChunkReload('/clubs', storage, t0 + 1)).toBe(true);
    expect(claimChunkReload('/news', storage, t0 + reloadGuardMs)).toBe(true);
  });
});

const answers = (ids: Record<string, string[]>) =>
  vi.fn(async (url: string) => {
    const queue = ids[url] ?? [];
    const id = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify({ id }));
  });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('version check', () => {
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells of a new build id in builds/latest.json once, not before, revalidating with the ETag held', async () => {
    vi.useFakeTimers();
    const fetchMock = answers({ '/builds/latest.json': ['a1', 'a1', 'b2'] });
    vi.stubGlobal('fetch', fetchMock);
    const onNewBuild = vi.fn();
    const watch = watchBuilds({ intervalMs: 1000, onNewBuild });
    watch.add('shell', '/builds/latest.json');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onNewBuild.mock.calls).toEqual([['shell']]);
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-cache' });
    watch.stop();
  });

  it("watches a remote from when the tab loads it, against the build it loaded, apart from the shell's", async () => {
    vi.useFakeTimers();
    const remote = 'http://localhost:3001/builds/latest.json';
    vi.stubGlobal('fetch', answers({ '/builds/latest.json': ['s1'], [remote]: ['r1', 'r2'] }));
    const onNewBuild = vi.fn();
    const watch = watchBuilds({ intervalMs: 1000, onNewBuild });
    watch.add('shell', '/builds/latest.json');
    await vi.advanceTimersByTimeAsync(2500);
    watch.add('mf_public', remote);
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild.mock.calls).toEqual([['mf_public']]);
    watch.stop();
  });

  it('does not poll a hidden tab, and checks as soon as it is shown again', async () => {
    vi.useFakeTimers();
    const fetchMock = answers({ '/builds/latest.json': ['a1', 'b2'] });
    vi.stubGlobal('fetch', fetchMock);
    const onNewBuild = vi.fn();
    const watch = watchBuilds({ intervalMs: 1000, onNewBuild });
    watch.add('shell', '/builds/latest.json');
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledOnce();
    watch.stop();
  });

  it('keeps the baseline when a poll fails', async () => {
    vi.useFakeTimers();
    const replies = [JSON.stringify({ id: 'a1' }), 'not json', JSON.stringify({ id: 'a1' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(replies.shift() ?? JSON.stringify({ id: 'a1' }))),
    );
    const onNewBuild = vi.fn();
    const watch = watchBuilds({ intervalMs: 1000, onNewBuild });
    watch.add('shell', '/builds/latest.json');
    await vi.advanceTimersByTimeAsync(3000);
    expect(onNewBuild).not.toHaveBeenCalled();
    watch.stop();
  });
});
