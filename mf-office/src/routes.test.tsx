import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { OfficeRole } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from './routes';
import { officeMessageLoaders } from './messages';

async function openAs(url: string, role?: OfficeRole) {
  if (role) signInForTest('admin', role);
  await renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);
}

const heading = () => screen.findByRole('heading', { level: 1 });
const navItems = () =>
  within(screen.getByRole('navigation', { name: 'Office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// Only the frame and the guards are under test here: every API call answers 404.
beforeEach(() => stubApi());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('office routes', () => {
  it('sends a visitor to the login page, to come back after logging in', async () => {
    await openAs('/en/office/requests');
    expect((await heading()).textContent).toContain('/en/auth/login');
  });

  it('refuses a member with the not-allowed page', async () => {
    signInForTest('player');
    await renderRemoteAt(OfficeRoutes, '/en/office', officeMessageLoaders);
    expect((await heading()).textContent).toBe('This area is not open to your account');
  });

  it('lists every page for the administrator, the current one marked', async () => {
    await openAs('/en/office/audit', 'administrator');
    expect(navItems()).toEqual([
      'Overview',
      'Requests',
      'Members',
      'Penalties',
      'Fees',
      'Bills',
      'Payments',
      'Reconciliation',
      'Audit log',
      'Training courses',
      'Sent-in articles',
      'Contact messages',
      'Tournament entries',
      'Results',
      'Record proposals',
      'Seasons',
      'Public holidays',
      'Staff',
      'News',
      'Articles',
      'Circulars',
      'Tournaments',
      'Course calendar',
      'Club pages',
      'Partners',
      'Board members',
      'Slides',
      'Links',
      'Gallery',
      'Information pages',
      'Training centres',
    ]);
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    [
      'membership',
      ['Overview', 'Requests', 'Members', 'Penalties', 'Audit log', 'Training courses', 'Tournament entries'],
    ],
    [
      'finance',
      [
        'Overview',
        'Members',
        'Penalties',
        'Fees',
        'Bills',
        'Payments',
        'Reconciliation',
        'Audit log',
        'Training courses',
      ],
    ],
    [
      'editor',
      [
        'Overview',
        'Sent-in articles',
        'Contact messages',
        'News',
        'Articles',
        'Circulars',
        'Tournaments',
        'Course calendar',
        'Club pages',
        'Partners',
        'Board members',
        'Slides',
        'Links',
        'Gallery',
        'Information pages',
        'Training centres',
      ],
    ],
    ['results', ['Overview', 'Results', 'Record proposals']],
  ] as const)('lists only the pages the %s role may use', async (role, pages) => {
    await openAs('/en/office', role);
    await heading();
    expect(navItems()).toEqual(pages);
  });

  it.each([
    ['/en/office/staff', 'membership'],
    ['/en/office/requests', 'finance'],
    ['/en/office/members', 'editor'],
    ['/en/office/bills', 'membership'],
    ['/en/office/payments/offline', 'membership'],
    ['/en/office/members', 'results'],
    ['/en/office/audit', 'results'],
  ] as const)('shows %s to the %s role as not allowed', async (url, role) => {
    await openAs(url, role);
    expect((await heading()).textContent).toBe('This area is not open to your account');
  });

  it('speaks Arabic at the unprefixed address', async () => {
    await openAs('/office', 'administrator');
    expect((await heading()).textContent).toBe('مكتب الاتحاد');
    expect(screen.getByRole('navigation', { name: 'المكتب' })).toBeTruthy();
  });

  it('answers Page Not Found for a path it does not know', async () => {
    await openAs('/en/office/invoices', 'administrator');
    expect((await heading()).textContent).toContain('Page Not Found');
  });
});
