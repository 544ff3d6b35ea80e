import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { AccountAreaName } from '@uaeaf/contracts';
import type { MessageLoaders } from '@uaeaf/i18n';
import { AreaGuard } from './guards';
import { renderRemoteAt, signInForTest, signOutForTest } from './testing';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

/** Any other page: names the address it was opened at. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

/** An area at `/area/*` guarded for `area`, with a page only its members should read. */
function guardedArea(area: AccountAreaName) {
  return function TestRoutes() {
    return (
      <Routes>
        <Route path="area" element={<AreaGuard area={area} />}>
          <Route index element={<h1>Inside the area</h1>} />
        </Route>
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    );
  };
}

async function openAs(area: AccountAreaName, url = '/en/area') {
  await renderRemoteAt(guardedArea(area), url, noMessages);
  return screen.findByRole('heading', { level: 1 });
}

describe('area guard', () => {
  afterEach(() => {
    // Unmounted first, so signing out does not re-render the guard outside the test.
    cleanup();
    signOutForTest();
  });

  it.each([
    ['club', 'club'],
    ['academy', 'club'],
    ['coach', 'coach'],
    ['guest', 'person'],
    ['individual', 'player'],
    ['activity', 'activity'],
  ] as const)('opens its area for a %s', async (kind, area) => {
    signInForTest(kind);
    expect((await openAs(area)).textContent).toBe('Inside the area');
  });

  it('opens the office for staff only', async () => {
    signInForTest('admin', 'membership');
    expect((await openAs('office')).textContent).toBe('Inside the area');
  });

  it('tells a member of another kind the area is not theirs and links to their own', async () => {
    signInForTest('coach');
    expect((await openAs('club')).textContent).toBe('This area is not open to your account');
    expect(screen.queryByText('Inside the area')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      '/en/my-account-coach',
    );
    expect(document.title).toContain('This area is not open to your account');
  });

  it('refuses staff in a member area and sends them back to the office, in Arabic too', async () => {
    signInForTest('admin', 'administrator');
    expect((await openAs('employee', '/area')).textContent).toBe('هذا القسم غير متاح لحسابك');
    expect(screen.getByRole('link', { name: 'انتقل إلى قسم حسابك' }).getAttribute('href')).toBe('/office');
  });

  it('refuses members the office', async () => {
    signInForTest('employee');
    expect((await openAs('office')).textContent).toBe('This area is not open to your account');
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      '/en/my-account-employee',
    );
  });

  it('sends a visitor to log in, to come back after logging in', async () => {
    expect((await openAs('club', '/en/area?tab=2')).textContent).toBe(
      `/en/auth/login?redirect=${encodeURIComponent('/area?tab=2')}`,
    );
  });
});
