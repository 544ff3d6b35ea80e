import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { Route } from 'react-router';
import { signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import { RequirePermission } from '../access/access';
import { renderKitAt, withTestMessages } from '../test-harness';
import { AreaLayout, currentness, isAreaPageFor, NavBadge, type AreaPage } from './AreaLayout';

const pages: AreaPage[] = [
  { path: '', nav: defineMessage({ id: 't.home', defaultMessage: 'Overview' }), permission: 'office.open' },
  {
    path: 'requests',
    nav: defineMessage({ id: 't.requests', defaultMessage: 'Requests' }),
    permission: 'requests.read',
  },
  {
    path: 'staff',
    nav: defineMessage({ id: 't.staff', defaultMessage: 'Staff' }),
    permission: 'staff.manage',
  },
];
const label = defineMessage({ id: 't.nav', defaultMessage: 'Office' });
const messages = withTestMessages({
  't.home': 'Overview',
  't.requests': 'Requests',
  't.staff': 'Staff',
  't.nav': 'Office',
});

afterEach(() => {
  cleanup();
  signOutForTest();
});

const links = () =>
  within(screen.getByRole('navigation', { name: 'Office' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('AreaLayout', () => {
  it('lists the pages the role may use, marking the page shown and the section of an item in it', async () => {
    signInForTest('admin', 'membership');
    await renderKitAt(
      '/en/office/requests/12',
      <AreaLayout base="/office" pages={pages} label={label} />,
      '*',
      undefined,
      messages,
    );
    expect(links()).toEqual([
      ['Overview', '/en/office', null],
      ['Requests', '/en/office/requests', 'location'],
    ]);
  });

  it('marks the home page only on the home page', () => {
    expect(currentness('/office', '/office', true)).toBe('page');
    expect(currentness('/office/staff', '/office', true)).toBeUndefined();
    expect(currentness('/office/staff', '/office/staff', false)).toBe('page');
    expect(currentness('/office/staff/3', '/office/staff', false)).toBe('location');
    expect(currentness('/office/staffing', '/office/staff', false)).toBeUndefined();
  });

  it('renders the page inside it, and a page the role may not use as not allowed', async () => {
    signInForTest('admin', 'membership');
    await renderKitAt(
      '/en/office/staff',
      <AreaLayout base="/office" pages={pages} label={label} />,
      'office',
      <Route
        path="staff"
        element={
          <RequirePermission permission="staff.manage">
            <h1>Staff accounts</h1>
          </RequirePermission>
        }
      />,
      messages,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This area is not open to your account',
    );
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      '/en/office',
    );
  });

  it('shows a page given kinds only to members of those kinds', () => {
    const academyOnly: AreaPage = {
      path: 'players-academy',
      nav: pages[0]!.nav,
      permission: 'own.read',
      kinds: ['academy'],
    };
    expect(isAreaPageFor({ accountType: 'academy' }, academyOnly)).toBe(true);
    expect(isAreaPageFor({ accountType: 'club' }, academyOnly)).toBe(false);
    expect(isAreaPageFor(null, academyOnly)).toBe(false);
  });

  it('opens and closes its menu by a button that names the area and the page shown, not "Menu"', async () => {
    signInForTest('admin', 'membership');
    await renderKitAt(
      '/en/office',
      <AreaLayout base="/office" pages={pages} label={label} />,
      '*',
      undefined,
      messages,
    );
    // The site's header has the "Menu" button; this one is the area's (decision 084).
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Office: Overview' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Office' }).getAttribute('data-open')).toBe('true');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes its menu once a page is chosen from it', async () => {
    signInForTest('admin', 'membership');
    await renderKitAt(
      '/en/office',
      <AreaLayout base="/office" pages={pages} label={label} />,
      '*',
      undefined,
      messages,
    );
    const menu = screen.getByRole('button', { name: 'Office: Overview' });
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('link', { name: 'Requests' }));
    expect(await screen.findByRole('link', { name: 'Requests', current: 'page' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.textContent).toBe('Office: Requests');
  });

  it("shows an item's badge in its link: the number seen, what it counts heard in the link's name", async () => {
    signInForTest('admin', 'membership');
    const counted = (count: number): AreaPage[] =>
      pages.map((page) =>
        page.path === 'requests'
          ? {
              ...page,
              badge: ({ label: text }: { label: string }) => (
                <NavBadge label={text} count={count} text={`${text}, ${count} waiting`} />
              ),
            }
          : page,
      );
    await renderKitAt(
      '/en/office/requests',
      <AreaLayout base="/office" pages={counted(3)} label={label} />,
      '*',
      undefined,
      messages,
    );
    const link = screen.getByRole('link', { name: 'Requests, 3 waiting' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(within(link).getByText('3').getAttribute('aria-hidden')).toBe('true');
    expect(within(link).getByText('Requests').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Overview' })).toBeTruthy();
    cleanup();

    // Nothing counted, nothing shown.
    await renderKitAt(
      '/en/office',
      <AreaLayout base="/office" pages={counted(0)} label={label} />,
      '*',
      undefined,
      messages,
    );
    expect(screen.getByRole('link', { name: 'Requests' }).textContent).toBe('Requests');
  });
});
