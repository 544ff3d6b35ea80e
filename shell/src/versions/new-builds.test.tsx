import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useUnsavedInput } from '@uaeaf/ui/unsaved-forms';
import { needsFullLoad, useFullLoadOnNewBuild, watchRemoteBuild, watchTabBuilds } from './new-builds';

/** Serves each build's id from a table the test edits, as a deploy would. */
function deployed(ids: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify({ id: ids[url] }))),
  );
}

const remoteBuild = 'http://localhost:3001/builds/latest.json';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function tabWithPublicLoaded(ids: Record<string, string>, reload = vi.fn()) {
  vi.useFakeTimers();
  deployed(ids);
  watchTabBuilds(1000, reload);
  watchRemoteBuild('mf_public', 'http://localhost:3001/mf-manifest.json');
  await vi.advanceTimersByTimeAsync(0);
  return reload;
}

describe('a build replaced while the tab is open', () => {
  it("a remote's new build is taken at the next navigation into it, not before, and never elsewhere", async () => {
    const ids = { '/builds/latest.json': 's1', [remoteBuild]: 'p1' };
    const reload = await tabWithPublicLoaded(ids);
    expect(needsFullLoad('mf_public')).toBe(false);
    ids[remoteBuild] = 'p2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(needsFullLoad('mf_public')).toBe(true);
    expect(needsFullLoad('mf_tournaments')).toBe(false);
    expect(needsFullLoad(undefined)).toBe(false);

    const navigation = vi.fn();
    const first = { pathname: '/en/news' };
    const page = renderHook(
      ({ location, remote }: { location: object; remote: 'mf_public' | 'mf_tournaments' }) =>
        useFullLoadOnNewBuild(location, remote, navigation),
      { initialProps: { location: first, remote: 'mf_public' } },
    );
    page.rerender({ location: first, remote: 'mf_public' });
    expect(navigation).not.toHaveBeenCalled();
    page.rerender({ location: { pathname: '/en/tournament/Local' }, remote: 'mf_tournaments' });
    expect(page.result.current).toBe(false);
    expect(navigation).not.toHaveBeenCalled();
    page.rerender({ location: { pathname: '/en/news' }, remote: 'mf_public' });
    expect(page.result.current).toBe(true);
    expect(navigation).toHaveBeenCalledOnce();
  });

  it('never replaces a page while a form on it holds input; the first navigation after it does', async () => {
    const ids = { '/builds/latest.json': 's1', [remoteBuild]: 'p1' };
    const reload = await tabWithPublicLoaded(ids);
    const form = renderHook(({ unsaved }) => useUnsavedInput(unsaved), { initialProps: { unsaved: true } });
    ids['/builds/latest.json'] = 's2';
    ids[remoteBuild] = 'p2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();

    const navigation = vi.fn();
    const page = renderHook(({ location }) => useFullLoadOnNewBuild(location, 'mf_public', navigation), {
      initialProps: { location: {} },
    });
    page.rerender({ location: {} });
    expect(navigation).not.toHaveBeenCalled();
    form.rerender({ unsaved: false });
    page.rerender({ location: {} });
    expect(navigation).toHaveBeenCalledOnce();
  });

  it("the shell's new build reloads the page at once when no form holds input", async () => {
    const ids = { '/builds/latest.json': 's1', [remoteBuild]: 'p1' };
    const reload = await tabWithPublicLoaded(ids);
    ids['/builds/latest.json'] = 's2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledOnce();
  });
});
