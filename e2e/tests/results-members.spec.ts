import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { apiAs } from '../fixtures/office';

/**
 * The member areas' results (issue 30): a player's own results, personal bests and ranking, and the switch that hides
 * their public athlete profile; a club's archers' results. The demo results (api/src/seed/results-seed.ts) give the
 * academy's adult archer Mariam four tournaments, and the club's players theirs. Mariam is this spec's alone: no other
 * spec reads her profile while it is hidden, and it is shown again at the end whatever happens.
 */
const archer = { email: 'mariam.archer@example.ae', name: 'Mariam Ahmed Al Mazrouei' };

test.describe('the player reads their results', () => {
  test('history, personal bests and ranking, in English and Arabic', async ({ page }) => {
    await signInAs(page, archer.email);
    await page.goto('/en/my-account-player/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My results');
    const nav = page.getByRole('navigation', { name: 'Your account' });
    await expect(nav.getByRole('link', { name: 'My results' })).toHaveAttribute('aria-current', 'page');

    const history = page.getByRole('table', { name: 'Results history' });
    await expect(history.getByRole('row')).toHaveCount(5);
    const newest = history.getByRole('row').nth(1);
    await expect(newest.getByRole('link')).toHaveAttribute(
      'href',
      /^\/en\/tournament-details\/\d+\/results$/,
    );
    await expect(newest).toContainText('Recurve');
    const bests = page.getByRole('table', { name: 'Personal bests' });
    await expect(bests.getByRole('rowheader', { name: 'WA 18m indoor round (600)' })).toBeVisible();
    await expect(bests.getByRole('rowheader', { name: 'WA 70m round (720)' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Ranking position' })
        .getByRole('rowheader', { name: 'WA 70m round (720)' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'National records held' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/my-account-player/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائجي');
    await expect(page.getByRole('table', { name: 'سجل النتائج' }).getByRole('row')).toHaveCount(5);
    await expect(
      page.getByRole('table', { name: 'أفضل الأرقام الشخصية' }).getByRole('rowheader', {
        name: 'جولة الصالات 18 متراً (600)',
      }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'إخفاء ملفي العام كرامٍ' })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('a member without results is told so', async ({ page }) => {
    await signInAs(page, 'referee@example.ae');
    await page.goto('/en/my-account-referee/results');
    await expect(page.getByText('You have no published results yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your public athlete profile' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the player hides their public profile', () => {
  // The hidden profile's page is the API's 404, which the browser logs.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test.afterAll(async () => {
    const member = await apiAs(archer.email);
    const shown = await member.put('/api/account/results-profile', { data: { hidden: false } });
    expect(shown.status()).toBe(200);
    await member.dispose();
  });

  test('then its public page is not found, and shows again once unhidden', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, archer.email);
    await page.goto('/en/my-account-player/results');
    const profileLink = page.getByRole('link', { name: 'See your public athlete profile' });
    const profilePath = await profileLink.getAttribute('href');
    expect(profilePath).toMatch(/^\/en\/athletes\/\d+$/);
    await page.goto(profilePath!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(archer.name);

    await page.goto('/en/my-account-player/results');
    const hide = page.getByRole('checkbox', { name: 'Hide my public athlete profile' });
    await expect(hide).toHaveAccessibleDescription(/still list your name/);
    await hide.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your choice is saved' })).toBeVisible();
    await expect(page.getByText('Your public athlete profile is hidden.')).toBeVisible();
    await expect(profileLink).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The page server hears of the change through the content stream within a second.
    await expect(async () => {
      await page.goto(profilePath!);
      await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000 });

    await page.goto('/my-account-player/results');
    await page.getByRole('checkbox', { name: 'إخفاء ملفي العام كرامٍ' }).uncheck();
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ اختيارك' })).toBeVisible();
    await expect(page.getByText('ملفك العام كرامٍ ظاهر للجميع.')).toBeVisible();
    await expect(async () => {
      await page.goto(profilePath!);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(archer.name, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });
});

test.describe("the club's archers' results", () => {
  test('the club reads its archers’ results, newest first, in English and Arabic', async ({ page }) => {
    await signInAs(page, 'club@example.ae');
    await page.goto('/en/my-account/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Our archers' results");
    await expect(
      page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: "Our archers' results" }),
    ).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: "Our archers' results" });
    const salem = table.getByRole('row', { name: /Salem Rashed Al Kaabi/ });
    // Four tournaments each: the club's adult player links to his public profile.
    await expect(salem).toHaveCount(4);
    await expect(salem.first().getByRole('link', { name: 'Salem Rashed Al Kaabi' })).toHaveAttribute(
      'href',
      /^\/en\/athletes\/\d+$/,
    );
    await expect(salem.first().getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/en\/tournament-details\/\d+\/results$/,
    );
    // The academy's archer is not the club's.
    await expect(table.getByRole('row', { name: new RegExp(archer.name) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/my-account/results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج رماتنا');
    await expect(
      page.getByRole('table', { name: 'نتائج رماتنا' }).getByRole('row', { name: /سالم راشد الكعبي/ }),
    ).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});
