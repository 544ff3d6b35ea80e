import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * Each account area opens only for its own member kinds (issue 9, decision 020): anyone else signed in reads the
 * "not allowed" page at the address they opened, with the way to their own area.
 */

const areas = {
  club: { path: '/my-account', heading: 'My account' },
  coach: { path: '/my-account-coach', heading: 'Coach account' },
  person: { path: '/my-account-person', heading: 'Personal account' },
  player: { path: '/my-account-player', heading: 'Player account' },
  referee: { path: '/my-account-referee', heading: 'Referee account' },
  employee: { path: '/my-account-employee', heading: 'Employee account' },
  technical: { path: '/my-account-technical', heading: 'Technical staff account' },
  activity: { path: '/my-account-player-activity', heading: 'Community-activity player account' },
  office: { path: '/office', heading: 'Federation office' },
} as const;
type Area = keyof typeof areas;

const notAllowed = { en: 'This area is not open to your account', ar: 'هذا القسم غير متاح لحسابك' };
const toOwnArea = { en: 'Go to your account area', ar: 'انتقل إلى قسم حسابك' };

/** Every demo member kind with an area, and the area it belongs to. */
const members: [email: string, area: Area][] = [
  ['club@example.ae', 'club'],
  ['academy@example.ae', 'club'],
  ['coach@example.ae', 'coach'],
  ['person@example.ae', 'person'],
  ['guest@example.ae', 'person'],
  ['player@example.ae', 'player'],
  ['referee@example.ae', 'referee'],
  ['employee@example.ae', 'employee'],
  ['technical@example.ae', 'technical'],
  ['activity@example.ae', 'activity'],
];

test.describe('account areas are for their own members', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [email, own] of members) {
    test(`${email} lands in ${areas[own].path} and is refused from every other area`, async ({ page }) => {
      await signInAs(page, email);
      await page.goto(`/en${areas[own].path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(areas[own].heading);
      for (const area of Object.keys(areas) as Area[]) {
        if (area === own) continue;
        await page.goto(`/en${areas[area].path}`);
        await expect(page.getByRole('heading', { level: 1 }), areas[area].path).toHaveText(notAllowed.en);
        await expect(page.getByRole('link', { name: toOwnArea.en })).toHaveAttribute(
          'href',
          `/en${areas[own].path}`,
        );
      }
    });
  }

  for (const email of ['admin@example.ae', 'membership@example.ae']) {
    test(`${email} (staff) is refused from every member area, and sent back to the office`, async ({
      page,
    }) => {
      await signInAs(page, email);
      for (const area of Object.keys(areas) as Area[]) {
        if (area === 'office') continue;
        await page.goto(`/en${areas[area].path}`);
        await expect(page.getByRole('heading', { level: 1 }), areas[area].path).toHaveText(notAllowed.en);
      }
      // A sub-page is refused as its area is; the link works from the keyboard.
      await page.goto('/en/my-account-employee/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notAllowed.en);
      await page.getByRole('link', { name: toOwnArea.en }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/:4000\/en\/office$/);
      await expect(page.getByRole('heading', { level: 1, name: areas.office.heading })).toBeVisible();
    });
  }

  test('a coach can no longer open the club area, and reads why in Arabic', async ({ page }) => {
    await signInAs(page, 'coach@example.ae');
    await page.goto('/my-account/players');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notAllowed.ar);
    await expect(page).toHaveTitle(new RegExp(notAllowed.ar));
    await page.getByRole('link', { name: toOwnArea.ar }).click();
    await expect(page).toHaveURL(/:4000\/my-account-coach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'حساب المدرب' })).toBeVisible();
  });

  test('a visitor is sent to log in, and comes back to the area after logging in', async ({ page }) => {
    await page.goto('/en/my-account-referee/Penalties');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fmy-account-referee%2FPenalties$/);
  });
});

test.describe('accessibility of the not-allowed page', () => {
  for (const [lang, path] of [
    ['en', '/en/my-account'],
    ['ar', '/my-account'],
  ] as const) {
    test(`has no axe violations in ${lang}`, async ({ page }) => {
      await signInAs(page, 'player@example.ae');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notAllowed[lang]);
      await expectNoAxeViolations(page);
    });
  }
});
