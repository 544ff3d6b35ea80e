import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimChunkReload, isChunkLoadError, reloadGuardMs } from './chunk-reload-guard';
import { watchForNewVersion } from './version-check';

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

describe('version check', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads when builds/latest.json names a new id, not before', async () => {
    vi.useFakeTimers();
    const ids = ['a1', 'a1', 'b2'];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: ids.shift() ?? 'b2' })));
    vi.stubGlobal('fetch', fetchMock);
    const onNewVersion = vi.fn();
    const stop = watchForNewVersion({ intervalMs: 1000, onNewVersion });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    stop();
  });

  it('keeps the baseline when a poll fails', async () => {
    vi.useFakeTimers();
    const answers = [JSON.stringify({ id: 'a1' }), 'not json', JSON.stringify({ id: 'a1' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(answers.shift() ?? JSON.stringify({ id: 'a1' }))),
    );
    const onNewVersion = vi.fn();
    const stop = watchForNewVersion({ intervalMs: 1000, onNewVersion });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});
