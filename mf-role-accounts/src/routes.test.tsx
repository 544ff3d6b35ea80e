import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AccountAreas, areaOf } from '@uaeaf/contracts';
import { testBill } from '@uaeaf/session/cart-testing';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import RoleAccountRoutes from './routes';
import { roleAccountMessageLoaders } from './messages';
import { areaPath, areas } from './areas';

async function expectHeadingAt(url: string, heading: string | RegExp) {
  await renderRemoteAt(RoleAccountRoutes, url, roleAccountMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

/** Opens a URL as a member of the area it is in (the area guard lets only them in). */
async function expectHeading(url: string, heading: string | RegExp) {
  const area = areas.find((name) => url.split('/').includes(areaPath(name)));
  if (area) signInForTest(AccountAreas[area].kinds[0]);
  await expectHeadingAt(url, heading);
}

describe('role account routes', () => {
  beforeAll(() => {
    // The account pages load the member's profile; these tests only look at headings.
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
  });
  afterAll(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/en/my-account-coach', 'Coach account'],
    ['/en/my-account-coach/account', 'Account details'],
    ['/en/my-account-coach/circulars', 'Circulars'],
    ['/en/my-account-coach/Penalties', 'Penalties'],
    ['/en/my-account-coach/Electronicservices', 'Electronic services'],
    ['/en/my-account-coach/courses', 'Training courses'],
    ['/en/my-account-coach/results', 'My results'],
    ['/en/my-account-person', 'Personal account'],
    ['/en/my-account-person/account', 'Account details'],
    ['/en/my-account-person/circulars', 'Circulars'],
    ['/en/my-account-person/Penalties', 'Penalties'],
    ['/en/my-account-person/Electronicservices', 'Electronic services'],
    ['/en/my-account-person/courses', 'Training courses'],
    ['/en/my-account-player', 'Player account'],
    ['/en/my-account-player/account', 'Account details'],
    ['/en/my-account-player/circulars', 'Circulars'],
    ['/en/my-account-player/Penalties', 'Penalties'],
    ['/en/my-account-player/Electronicservices', 'Electronic services'],
    ['/en/my-account-player/courses', 'Training courses'],
    ['/en/my-account-player/fees', 'Fees'],
    ['/en/my-account-player/tournaments', 'Tournaments'],
    ['/en/my-account-player/results', 'My results'],
    ['/en/my-account-referee', 'Referee account'],
    ['/en/my-account-referee/account', 'Account details'],
    ['/en/my-account-referee/circulars', 'Circulars'],
    ['/en/my-account-referee/Penalties', 'Penalties'],
    ['/en/my-account-referee/Electronicservices', 'Electronic services'],
    ['/en/my-account-referee/courses', 'Training courses'],
    ['/en/my-account-employee', 'Employee account'],
    ['/en/my-account-employee/account', 'Account details'],
    ['/en/my-account-employee/circulars', 'Circulars'],
    ['/en/my-account-employee/Penalties', 'Penalties'],
    ['/en/my-account-employee/Electronicservices', 'Electronic services'],
    ['/en/my-account-employee/courses', 'Training courses'],
    ['/en/my-account-technical', 'Technical staff account'],
    ['/en/my-account-technical/account', 'Account details'],
    ['/en/my-account-technical/circulars', 'Circulars'],
    ['/en/my-account-technical/Penalties', 'Penalties'],
    ['/en/my-account-technical/Electronicservices', 'Electronic services'],
    ['/en/my-account-technical/courses', 'Training courses'],
    ['/en/my-account-player-activity', 'Community-activity player account'],
    ['/en/my-account-player-activity/account', 'Account details'],
    ['/en/my-account-player-activity/circulars', 'Circulars'],
    ['/en/my-account-player-activity/Penalties', 'Penalties'],
    ['/en/my-account-player-activity/Electronicservices', 'Electronic services'],
    ['/en/my-account-player-activity/courses', 'Training courses'],
    ['/en/my-account-player-activity/fees', 'Fees'],
    ['/en/my-account-player-activity/tournaments', 'Tournaments'],
  ])('%s shows its heading', expectHeading);

  it.each([
    ['/my-account-referee', 'حساب الحكم'],
    ['/my-account-player/tournaments', 'البطولات'],
    ['/my-account-technical/Penalties', 'العقوبات'],
    ['/my-account-employee/courses', 'الدورات التدريبية'],
    ['/my-account-player-activity/results', 'نتائجي'],
  ])('%s shows its Arabic heading', expectHeading);

  it.each([
    '/en/my-account-coach/fees',
    '/en/my-account-person/tournaments',
    '/en/my-account-referee/unknown',
    '/en/my-account-player/fees/12',
  ])('%s is not found', (url) => expectHeading(url, /Page Not Found/));
});

describe('for a member of another area', () => {
  afterAll(signOutForTest);

  it.each([
    ['player', '/en/my-account-coach'],
    ['coach', '/en/my-account-player/fees'],
    ['activity', '/en/my-account-player'],
    ['club', '/en/my-account-employee/account'],
  ] as const)('a %s is told %s is not theirs, with a link to their own area', async (kind, url) => {
    signInForTest(kind);
    await expectHeadingAt(url, 'This area is not open to your account');
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      `/en${AccountAreas[areaOf(kind)].path}`,
    );
  });

  it('refuses staff, in Arabic too, and sends them to the office', async () => {
    signInForTest('admin', 'administrator');
    await expectHeadingAt('/my-account-employee', 'هذا القسم غير متاح لحسابك');
    expect(screen.getByRole('link', { name: 'انتقل إلى قسم حسابك' }).getAttribute('href')).toBe('/office');
  });
});

describe('for a visitor', () => {
  it('sends the visitor to the login page, to come back after logging in', async () => {
    signOutForTest();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/Penalties', roleAccountMessageLoaders);
    // The remote alone has no login route: its "not found" page names where the guard sent the visitor.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/auth/login');
  });
});

describe('area home', () => {
  it('shows the member profile summary and membership status', async () => {
    signInForTest('coach');
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach', roleAccountMessageLoaders);
    const summary = await screen.findByRole('region', { name: 'Your membership' });
    expect(summary.textContent).toContain('Test member');
    expect(summary.textContent).toContain('coach@example.ae');
    expect(summary.textContent).toContain('Coach');
    signOutForTest();
  });
});

describe('the fees pages of the two player areas', () => {
  beforeAll(() => stubApi({ '/account/bills': ok({ items: [testBill(7, 10_000, { status: 'paid' })] }) }));
  afterAll(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/en/my-account-player/fees', 'Fees'],
    ['/my-account-player-activity/fees', 'الرسوم'],
  ])("%s lists the member's bills under its heading", async (url, heading) => {
    await expectHeading(url, heading);
    const bill = await screen.findByRole('article', { name: 'TS-2026-000007' });
    expect(within(bill).queryByRole('button')).toBeNull();
  });
});

describe("a role area's navigation", () => {
  beforeAll(() => stubApi({ '/account/circulars/unread': ok({ unread: 2 }) }));
  afterAll(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  const nav = (name = 'Your account') => screen.getByRole('navigation', { name });

  it("lists the area's own pages, marks the page shown, and counts the unread circulars in the item's name", async () => {
    await expectHeading('/en/my-account-player/Penalties', 'Penalties');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/my-account-player',
      '/en/my-account-player/account',
      '/en/my-account-player/card',
      '/en/my-account-player/circulars',
      '/en/my-account-player/Penalties',
      '/en/my-account-player/Electronicservices',
      '/en/my-account-player/courses',
      '/en/my-account-player/fees',
      '/en/my-account-player/tournaments',
      '/en/my-account-player/results',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Penalties' }).getAttribute('aria-current')).toBe('page');
    expect(await within(nav()).findByRole('link', { name: 'Circulars, 2 unread' })).toBeTruthy();
  });

  it('has no fees or tournaments for a coach, and speaks Arabic', async () => {
    await expectHeading('/my-account-coach', 'حساب المدرب');
    const names = within(nav('حسابك'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(names).not.toContain('/my-account-coach/fees');
    expect(names).not.toContain('/my-account-coach/tournaments');
    expect(await within(nav('حسابك')).findByRole('link', { name: 'التعاميم، 2 غير مقروء' })).toBeTruthy();
  });
});
