import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * The club and academy area's frame (issue 11, decision 032): its home, its own navigation for each kind, moving
 * between pages by keyboard, and the navigation's menu on a phone.
 */

const kinds = {
  'club@example.ae': { own: ['Players', 'Requests'], other: ['Academy players', 'Academy requests'] },
  'academy@example.ae': { own: ['Academy players', 'Academy requests'], other: ['Players', 'Requests'] },
} as const;

for (const [email, { own, other }] of Object.entries(kinds)) {
  test(`${email} lands on the home with its figures and its own navigation`, async ({ page }) => {
    // A laptop's screen (issue 28): the navigation's last items were below its bottom edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, email);
    await page.goto('/en/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Your account' });
    for (const name of ['Electronic service requests', 'Reset password']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // Every item's words can be read: none runs past its box (at 1280 px "Electronic service requests" was cut).
    const clipped = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
      );
    expect(clipped).toEqual([]);
    await expect(nav.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    for (const name of own) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of other) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    const figures = page.getByRole('region', { name: 'At a glance' });
    await expect(figures.getByRole('link', { name: /Unpaid bills/ })).toHaveAttribute(
      'href',
      '/en/my-account/fees',
    );
    await expectNoAxeViolations(page);

    // From the keyboard: the first of its own pages, marked as the page shown.
    await nav.getByRole('link', { name: own[0], exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: own[0] })).toBeVisible();
    await expect(nav.getByRole('link', { name: own[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current', 'page');
  });
}

test('the home passes axe in Arabic, with Arabic navigation', async ({ page }) => {
  await signInAs(page, 'academy@example.ae');
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'نظرة سريعة' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a club opening the academy's players list is sent to its own", async ({ page }) => {
  await signInAs(page, 'club@example.ae');
  await page.goto('/en/my-account/players-academy');
  await expect(page).toHaveURL(/\/en\/my-account\/players$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the navigation is a menu that opens, leads to a page and closes', async ({ page }) => {
    await signInAs(page, 'club@example.ae');
    await page.goto('/en/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Your account' });
    // One "Menu", the site's; the area's button names the area and the page shown (decision 084).
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    const menu = nav.getByRole('button');
    await expect(menu).toHaveAccessibleName('Your account: My account');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Fees' })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Fees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(menu).toHaveAccessibleName('Your account: Fees');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Fees' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
