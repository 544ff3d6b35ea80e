import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { testBill } from '@uaeaf/session/cart-testing';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from './routes';
import { clubAccountMessageLoaders } from './messages';

async function expectHeading(url: string, heading: string | RegExp) {
  await renderRemoteAt(ClubAccountRoutes, url, clubAccountMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

beforeAll(() =>
  stubApi({
    '/account/requests': ok({
      membership: { status: 'Approved', number: 'UAEAF-000001', validUntil: '2026-08-31' },
      requests: [],
    }),
    '/account/bills': ok({ items: [testBill(1, 10_000)] }),
    '/account/circulars/unread': ok({ unread: 3 }),
    '/account/club/summary': ok({
      membership: { status: 'Approved', number: 'UAEAF-000001', validUntil: '2026-08-31' },
      seasonSubscription: { season: '2026/2027', subscribed: true, billStatus: 'unpaid' },
      players: { byStatus: { Pending: 2, Approved: 7, Accepted: 1, Cancled: 0 }, awaitingDecision: 4 },
      openRequests: 3,
      unpaidFils: 150_050,
      activePenalties: 0,
    }),
  }),
);
afterAll(() => vi.unstubAllGlobals());

describe('club account routes', () => {
  beforeEach(() => signInForTest('club'));
  afterAll(signOutForTest);

  it("shows the club's membership, its number, and its requests on the home page", async () => {
    await expectHeading('/en/my-account', 'My account');
    const summary = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(summary).findByText('UAEAF-000001')).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Your membership requests' });
    expect(await within(requests).findByText('You have sent no membership request.')).toBeTruthy();
  });

  it("shows the club's figures on its home, each a link into its page", async () => {
    await expectHeading('/en/my-account', 'My account');
    const figures = screen.getByRole('region', { name: 'At a glance' });
    const link = async (name: RegExp) =>
      (await within(figures).findByRole('link', { name })).getAttribute('href');
    expect(await link(/Subscribed, bill unpaid Season 2026\/2027 subscription/)).toBe(
      '/en/my-account/season-subscription',
    );
    expect(await link(/^7 Approved players \(3 pending\)$/)).toBe('/en/my-account/players');
    expect(await link(/^4 Registrations waiting for your answer$/)).toBe('/en/my-account/requests');
    expect(await link(/^3 Your requests in progress$/)).toBe('/en/my-account/requests');
    expect(await link(/AED\s1,500.50 Unpaid bills/)).toBe('/en/my-account/fees');
    expect(await link(/^0 Active penalties$/)).toBe('/en/my-account/Penalties');
  });

  it("links an academy's figures to its own pages, in Arabic digits on Arabic pages", async () => {
    signInForTest('academy');
    await expectHeading('/my-account', 'حسابي');
    const figures = screen.getByRole('region', { name: 'نظرة سريعة' });
    const players = await within(figures).findByRole('link', { name: /لاعبو الأكاديمية المعتمدون/ });
    expect(players.getAttribute('href')).toBe('/my-account/players-academy');
    expect(players.textContent).toContain('7');
  });

  it.each([
    ['/en/my-account', 'My account'],
    ['/en/my-account/fees', 'Fees'],
    ['/en/my-account/teams', 'Teams'],
    ['/en/my-account/players', 'Players'],
    ['/en/my-account/renewal', 'Renewal'],
    ['/en/my-account/requests', 'Requests'],
    ['/en/my-account/circulars', 'Circulars'],
    ['/en/my-account/Penalties', 'Penalties'],
    ['/en/my-account/tournaments', 'Tournaments'],
    ['/en/my-account/register-new', 'New registration'],
    ['/en/my-account/reset_password', 'Reset password'],
    ['/en/my-account/Electronicservices', 'Electronic services'],
    ['/en/my-account/ElectronicservicesRequests', 'Electronic service requests'],
    ['/en/my-account/season-subscription', 'Season subscription'],
    ['/en/my-account/results', "Our archers' results"],
  ])('%s shows its heading', expectHeading);

  it("lists the club's bills on its fees page, under the page's heading", async () => {
    await expectHeading('/en/my-account/fees', 'Fees');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unpaid (1)' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'TS-2026-000001' })).toBeTruthy();
  });

  it('opens for an academy too', () => {
    signInForTest('academy');
    return expectHeading('/en/my-account/requestsAcademy', 'Academy requests');
  });

  const navLinks = () =>
    within(screen.getByRole('navigation', { name: 'Your account' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it("lists the club's own pages in its navigation, marking the page shown", async () => {
    await expectHeading('/en/my-account/teams', 'Teams');
    expect(navLinks()).toEqual(
      expect.arrayContaining(['My account', 'Players', 'Requests', 'Fees', 'Teams', "Our archers' results"]),
    );
    expect(navLinks()).not.toContain('Academy players');
    expect(navLinks()).not.toContain('Academy requests');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Teams' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBeNull();
  });

  it("counts the unread circulars on the navigation's circulars item, heard in its name", async () => {
    await expectHeading('/en/my-account/teams', 'Teams');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(await within(nav).findByRole('link', { name: 'Circulars, 3 unread' })).toBeTruthy();
  });

  it("lists the academy's own pages instead", async () => {
    signInForTest('academy');
    await expectHeading('/en/my-account', 'My account');
    expect(navLinks()).toEqual(expect.arrayContaining(['Academy players', 'Academy requests']));
    expect(navLinks()).not.toContain('Players');
    expect(navLinks()).not.toContain('Requests');
  });

  it.each([
    ['club', '/en/my-account/players-academy', 'Players'],
    ['club', '/en/my-account/requestsAcademy', 'Requests'],
    ['academy', '/en/my-account/players', 'Academy players'],
    ['academy', '/en/my-account/requests', 'Academy requests'],
  ] as const)("sends a %s opening the other kind's %s to its own page", async (kind, url, heading) => {
    signInForTest(kind);
    await expectHeading(url, heading);
  });

  it.each([
    ['/my-account', 'حسابي'],
    ['/my-account/Penalties', 'العقوبات'],
    ['/my-account/season-subscription', 'اشتراك الموسم'],
    ['/my-account/results', 'نتائج رماتنا'],
  ])('%s shows its Arabic heading', expectHeading);

  it.each(['/en/my-account/invoices', '/en/my-account/fees/12', '/en/my-account/Electronicservices/new'])(
    '%s is not found',
    (url) => expectHeading(url, /Page Not Found/),
  );

  it('offers the change-password form on reset_password, in Arabic too', async () => {
    await expectHeading('/en/my-account/reset_password', 'Reset password');
    expect(screen.getByRole('region', { name: 'Change your password' })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    await expectHeading('/my-account/reset_password', 'إعادة تعيين كلمة المرور');
    expect(screen.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeTruthy();
  });
});

describe('for a member of another area', () => {
  afterAll(signOutForTest);

  it('tells a coach the club area is not theirs, with a link to their own', async () => {
    signInForTest('coach');
    await expectHeading('/en/my-account/players', 'This area is not open to your account');
    expect(screen.queryByText('Players')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      '/en/my-account-coach',
    );
  });

  it('refuses staff, in Arabic too, and sends them to the office', async () => {
    signInForTest('admin', 'membership');
    await expectHeading('/my-account', 'هذا القسم غير متاح لحسابك');
    expect(screen.getByRole('link', { name: 'انتقل إلى قسم حسابك' }).getAttribute('href')).toBe('/office');
  });
});

describe('for a visitor', () => {
  it('sends the visitor to the login page, to come back after logging in', async () => {
    signOutForTest();
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/fees', clubAccountMessageLoaders);
    // The remote alone has no login route: its "not found" page names where the guard sent the visitor.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/auth/login');
  });
});
