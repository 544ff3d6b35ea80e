import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('clubs', () => {
  it('filters by emirate and kind through the URL, keeping the search', async () => {
    const { requests } = stubApi();
    await renderRemoteAt(PublicRoutes, '/en/clubs?q=archery&page=2', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Sharjah Archery Club' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Emirate' }), { target: { value: 'sharjah' } });
    await waitFor(() => expect(requests.at(-1)?.params.toString()).toBe('page=1&q=archery&emirate=sharjah'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'academy' } });
    await waitFor(() =>
      expect(requests.at(-1)?.params.toString()).toBe('page=1&q=archery&emirate=sharjah&kind=academy'),
    );
    expect((screen.getByRole('combobox', { name: 'Emirate' }) as HTMLSelectElement).value).toBe('sharjah');
    fireEvent.change(screen.getByRole('combobox', { name: 'Emirate' }), { target: { value: '' } });
    await waitFor(() => expect(requests.at(-1)?.params.toString()).toBe('page=1&q=archery&kind=academy'));
  });

  it('ignores a filter value it does not know', async () => {
    const { requests } = stubApi();
    await renderRemoteAt(PublicRoutes, '/en/clubs?emirate=atlantis', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Sharjah Archery Club' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/clubs')?.params.toString()).toBe('page=1');
  });

  it('shows a club with its officials and contact details', async () => {
    stubApi();
    await renderRemoteAt(PublicRoutes, '/en/clubs/12', publicMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharjah Archery Club' })).toBeTruthy();
    expect(screen.getByText('President')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+971 6 123 4567' }).getAttribute('href')).toBe(
      'tel:+97161234567',
    );
    expect(screen.getByRole('img', { name: 'Archers at the tournament' }).getAttribute('fetchpriority')).toBe(
      'high',
    );
  });
});
