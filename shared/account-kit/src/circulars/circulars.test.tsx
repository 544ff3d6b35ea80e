import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountCircular } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { defineMessage } from 'react-intl';
import { AreaLayout } from '../area/AreaLayout';
import { withTestMessages } from '../test-harness';
import { MemberCirculars } from './MemberCirculars';
import { UnreadCircularsBadge } from './UnreadCirculars';

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

  it('reaches every page of a long list, saying how many there are', async () => {
    const all = Array.from({ length: 50 }, (_, index) =>
      circular(50 - index, `${50 - index}/2026`, index >= 2),
    );
    const { requests } = stubApi({
      'GET /account/circulars': ({ params }) => {
        const number = Number(params.get('page') ?? '1');
        const size = Number(params.get('pageSize'));
        return ok({
          items: all.slice((number - 1) * size, number * size),
          page: number,
          pageSize: size,
          total: all.length,
          totalPages: Math.ceil(all.length / size),
        });
      },
      'GET /account/circulars/unread': ok({ unread: 2 }),
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/circulars', <MemberCirculars />);

    expect(await screen.findByText('50 circulars')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(48);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Circular 2/2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Circular 1/2026' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      requests
        .filter((request) => request.path === '/account/circulars')
        .map((request) => request.params.get('page')),
    ).toEqual([null, '2']);
  });

  it('says the count in Arabic', async () => {
    stubApi({
      'GET /account/circulars': ok(page([circular(2, '14/2026', false), circular(1, '13/2026', true)])),
      'GET /account/circulars/unread': ok({ unread: 1 }),
    });
    signInForTest('academy');
    await renderKitAt('/ar/my-account/circulars', <MemberCirculars />);
    expect(await screen.findByText('عدد التعاميم: تعميمان')).toBeTruthy();
  });

  it("counts the unread ones on the navigation's circulars item, in the link's name, in both languages", async () => {
    let unread = 2;
    const { requests } = stubApi({ 'GET /account/circulars/unread': () => ok({ unread }) });
    signInForTest('club');
    const nav = {
      label: defineMessage({ id: 't.nav', defaultMessage: 'Club account' }),
      pages: [
        {
          path: '',
          nav: defineMessage({ id: 't.home', defaultMessage: 'Overview' }),
          permission: 'own.read',
        },
        {
          path: 'circulars',
          nav: defineMessage({ id: 't.circulars', defaultMessage: 'Circulars' }),
          permission: 'own.read',
          badge: UnreadCircularsBadge,
        },
      ] as const,
    };
    const area = <AreaLayout base="/my-account" pages={nav.pages} label={nav.label} />;
    const english = withTestMessages({
      't.circulars': 'Circulars',
      't.home': 'Overview',
      't.nav': 'Club account',
    });
    await renderKitAt('/en/my-account', area, '*', undefined, english);
    expect(await screen.findByRole('link', { name: 'Circulars, 2 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Overview' })).toBeTruthy();
    // Only the count is asked for, never the list.
    expect(requests.map((request) => request.path)).toEqual(['/account/circulars/unread']);
    cleanup();

    await renderKitAt(
      '/ar/my-account',
      area,
      '*',
      undefined,
      withTestMessages({ 't.circulars': 'التعاميم', 't.home': 'نظرة عامة', 't.nav': 'حساب النادي' }),
    );
    expect(await screen.findByRole('link', { name: 'التعاميم، 2 غير مقروء' })).toBeTruthy();
    cleanup();

    unread = 0;
    queryClient.clear();
    await renderKitAt('/en/my-account', area, '*', undefined, english);
    await waitFor(() =>
      expect(requests.filter((request) => request.path.endsWith('unread'))).toHaveLength(3),
    );
    expect(screen.getByRole('link', { name: 'Circulars' }).textContent).toBe('Circulars');
  });
});
