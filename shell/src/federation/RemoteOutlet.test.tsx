import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import type { MessageLoaders } from '@uaeaf/i18n';
import { RemoteOutlet } from './RemoteOutlet';
import { loadRemoteRoutes } from './remotes';

vi.mock('./remotes', () => ({ loadRemoteRoutes: vi.fn() }));

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };
const Outlet = () => <RemoteOutlet name="mf_public" />;

describe('remote outlet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the unavailable panel when a remote fails to load, and loads it again on retry', async () => {
    const load = vi.mocked(loadRemoteRoutes);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest.'));
    load.mockResolvedValueOnce(() => <h1>Public pages</h1>);

    await renderRemoteAt(Outlet, '/en/news', noMessages);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Public pages' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('mf_public', { retry: true });
  });
});
