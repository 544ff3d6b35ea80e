import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountCircular } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { MemberCirculars } from './MemberCirculars';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const circular = (id: number, number: string, read: boolean): AccountCircular => ({
  id,
  number,
  title: { ar: `تعميم ${number}`, en: `Circular ${number}` },
  issuedOn: '2026-11-12',
  attachments: [
    {
      name: { ar: 'النص الكامل', en: 'Full text' },
      url: `/api/files/${id}`,
      size: 2048,
      mimeType: 'application/pdf',
    },
  ],
  read,
});

const page = (items: AccountCircular[]) => ({
  items,
  page: 1,
  pageSize: 48,
  total: items.length,
  totalPages: items.length > 0 ? 1 : 0,
});

describe('the member circulars list', () => {
  it('marks the unread ones, and opening a file marks its circular read once', async () => {
    let items = [circular(2, '14/2026', false), circular(1, '13/2026', true)];
    const { requests } = stubApi({
      'GET /account/circulars': () => ok(page(items)),
      'GET /account/circulars/unread': () => ok({ unread: items.filter((item) => !item.read).length }),
      'POST /account/circulars/2/read': () => {
        items = items.map((item) => ({ ...item, read: true }));
        return ok({ ...circular(2, '14/2026', true), body: null, read: true });
      },
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/circulars', <MemberCirculars />);

    const [first, second] = await screen.findAllByRole('listitem', { name: undefined });
    expect(within(first!).getByRole('heading', { name: 'Circular 14/2026' })).toBeTruthy();
    expect(within(first!).getByText('Unread')).toBeTruthy();
    expect(await screen.findByText(/Unread circulars: 1/)).toBeTruthy();

    fireEvent.click(within(first!).getByRole('link', { name: 'Full text' }));
    await waitFor(() => expect(within(first!).getByText('Read')).toBeTruthy());
    expect(await screen.findByText(/Unread circulars: 0/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/account/circulars/2/read',
    ]);

    // A circular already read is not marked again.
    fireEvent.click(within(second!).getByRole('link', { name: 'Full text' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says when there are none, in Arabic too', async () => {
    stubApi({ 'GET /account/circulars': ok(page([])), 'GET /account/circulars/unread': ok({ unread: 0 }) });
    signInForTest('academy');
    await renderKitAt('/ar/my-account/circulars', <MemberCirculars />);
    expect(await screen.findByText('لم يرسل إليك الاتحاد أي تعاميم بعد.')).toBeTruthy();
  });
});
