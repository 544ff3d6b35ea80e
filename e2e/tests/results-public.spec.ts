import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, tournamentId } from '../fixtures/test';

// The demo's published results (api/src/seed/results-seed.ts): four past tournaments, the demo player (recurve, men,
// senior) among the best, and his WA 70 m score the national record that broke an older one.
const player = { en: 'Salem Rashed Al Kaabi', ar: 'سالم راشد الكعبي' };
const cup = /^Federation Archery Cup/;

/** The id of a demo member with a public profile, from a ranking list as a visitor sees it. */
async function playerId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/rankings?division=R&gender=male&ageClass=SENIOR');
  expect(response.ok(), 'the recurve senior men ranking').toBe(true);
  const { lists } = (await response.json()) as {
    lists: { rows: { archer: { id: number | null; name: { en: string } } }[] }[];
  };
  const row = lists.flatMap((list) => list.rows).find((item) => item.archer.name.en === player.en);
  expect(row?.archer.id, 'the demo player is ranked with a profile').toBeTruthy();
  return row!.archer.id!;
}

test.describe('results list', () => {
  test('lists the tournaments with results, newest first, in both languages', async ({ page }) => {
    await page.goto('/en/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page).toHaveTitle('Results | UAE Archery Federation');
    await expect(page.getByText(/^\d+ tournaments with results$/)).toBeVisible();
    // The demo's newest tournament with results comes first.
    await expect(page.locator('main li h2 a').first()).toHaveText(cup);
    await expect(page.getByRole('link', { name: cup })).toHaveAttribute(
      'href',
      /^\/en\/tournament-details\/\d+\/results$/,
    );

    await page.goto('/results');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'النتائج' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^كأس الاتحاد للقوس والسهم/ })).toBeVisible();
  });

  test('filters by kind and season, kept in the address through reload', async ({ page }) => {
    await page.goto('/en/results');
    await expect(page.getByRole('link', { name: cup })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Open tournaments' });
    await expect(page).toHaveURL(/[?&]kind=Open/);
    await expect(page.getByRole('link', { name: /^Dubai Open Indoor Archery Tournament/ })).toBeVisible();
    await expect(page.getByRole('link', { name: cup })).toHaveCount(0);
    const season = page.getByRole('combobox', { name: 'Season' });
    const seasonName = (await season.locator('option').nth(1).textContent())!;
    await season.selectOption(seasonName);
    await expect(page).toHaveURL(new RegExp(`season=${seasonName}`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('Open');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue(seasonName);
  });
});

test.describe("a tournament's results", () => {
  test('shows each category with an athlete link that opens the profile', async ({ page }) => {
    await page.goto('/en/results');
    await page.getByRole('link', { name: cup }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Results: Federation Archery Cup/ }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Results: Federation Archery Cup .* \| UAE Archery Federation$/);
    const table = page.getByRole('table', { name: 'Qualification: Recurve Men Senior' });
    await expect(table.getByRole('columnheader', { name: 'Distance 1 (70 m)' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Xs' })).toBeVisible();
    // Guests have no profile: only members' names are links.
    await expect(table.getByRole('link')).toHaveCount(
      await table.getByRole('link', { name: player.en }).count(),
    );
    await table.getByRole('link', { name: player.en }).click();
    await expect(page).toHaveURL(/\/en\/athletes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: player.en })).toBeVisible();
  });

  test('is in Arabic too, and linked from the tournament page', async ({ page }) => {
    const id = await tournamentId(page.request, 'Local', 'Federation Archery Cup');
    await page.goto(`/en/tournament-details/${id}`);
    await page.getByRole('link', { name: 'Results of this tournament' }).click();
    await expect(page).toHaveURL(`/en/tournament-details/${id}/results`);
    await expect(page.getByRole('table', { name: 'Qualification: Compound Men Senior' })).toBeVisible();
    await page.goto(`/tournament-details/${id}/results`);
    await expect(
      page.getByRole('heading', { level: 1, name: /^النتائج: كأس الاتحاد للقوس والسهم/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: player.ar }).first()).toBeVisible();
  });

  test("the tournament list links a past tournament's results", async ({ page }) => {
    await page.goto('/en/tournament/Local');
    await page.getByRole('link', { name: /^Results of Federation Archery Cup/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Results: Federation Archery Cup/ }),
    ).toBeVisible();
  });

  test('a tournament without results does not link to them', async ({ page }) => {
    const id = await tournamentId(page.request, 'Local', 'UAE Outdoor Archery Championship');
    await page.goto(`/en/tournament-details/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /^UAE Outdoor Archery Championship/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Results of this tournament' })).toHaveCount(0);
  });
});

test.describe('rankings', () => {
  test('show recurve senior men by default, with movement in words, and filter through the address', async ({
    page,
  }) => {
    await page.goto('/en/rankings');
    await expect(page.getByRole('heading', { level: 1, name: 'National rankings' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('R');
    const table = page.getByRole('table', { name: /^National rankings: Recurve Men Senior · WA 70m round/ });
    await expect(table.getByRole('link', { name: player.en })).toBeVisible();
    await expect(table.getByText(/^(Up \d+ places?|Down \d+ places?|No change|New)$/).first()).toBeAttached();
    await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Women' });
    await expect(page).toHaveURL(/[?&]gender=female/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    await expect(page.getByRole('link', { name: player.en })).toHaveCount(0);

    await page.goto('/rankings');
    await expect(page.getByRole('heading', { level: 1, name: 'التصنيف الوطني' })).toBeVisible();
    await expect(page.getByRole('link', { name: player.ar }).first()).toBeVisible();
  });
});

test.describe('records', () => {
  test("list the records with each one's history behind a disclosure", async ({ page }) => {
    await page.goto('/en/records');
    await expect(page.getByRole('heading', { level: 1, name: 'National records' })).toBeVisible();
    const row = page.getByRole('row', { name: /^Recurve Men Senior/ });
    await expect(row.getByRole('link', { name: player.en })).toBeVisible();
    await expect(row.getByText('Abdulla Saeed Al Mheiri')).toBeHidden();
    await row.getByText('History: 1 earlier record').click();
    await expect(row.getByText('Abdulla Saeed Al Mheiri')).toBeVisible();

    await page.getByRole('combobox', { name: 'Round' }).selectOption({ label: 'WA 18m indoor round (600)' });
    await expect(page).toHaveURL(/[?&]round=WA18/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue('WA18');
    await expect(page.getByRole('link', { name: player.en })).toHaveCount(0);

    await page.goto('/records');
    await expect(page.getByRole('heading', { level: 1, name: 'الأرقام القياسية الوطنية' })).toBeVisible();
    await expect(page.getByRole('link', { name: player.ar }).first()).toBeVisible();
  });
});

test.describe('athlete profile', () => {
  test('shows personal bests, results, records held and ranking in both languages', async ({ page }) => {
    const id = await playerId(page.request);
    await page.goto(`/en/athletes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: player.en })).toBeVisible();
    await expect(page).toHaveTitle(`${player.en} | UAE Archery Federation`);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal bests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'National records held' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^1st in Recurve Men Senior · WA 70m round/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Results history' }).getByRole('link', { name: cup }),
    ).toBeVisible();

    await page.goto(`/athletes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: player.ar })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'أفضل الأرقام الشخصية' })).toBeVisible();
  });
});

test.describe('unknown ids', () => {
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });
  for (const path of ['/en/athletes/999999', '/en/tournament-details/999999/results']) {
    test(`${path} is "Page Not Found", with its status`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /^Page Not Found/ })).toBeVisible();
    });
  }

  test('a tournament without results is "Page Not Found" at its results address', async ({ page }) => {
    const id = await tournamentId(page.request, 'Local', 'UAE Outdoor Archery Championship');
    const response = await page.goto(`/tournament-details/${id}/results`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('/tournament-details/');
  });
});

test.describe('results pages accessibility', () => {
  for (const locale of ['', '/en']) {
    for (const path of ['/results', '/rankings', '/records']) {
      test(`${locale}${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(`${locale}${path}`);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main [data-loading]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test(`${locale || '/ar'} a tournament's results have no WCAG 2.2 AA violations`, async ({ page }) => {
      const id = await tournamentId(page.request, 'Local', 'Federation Archery Cup');
      await page.goto(`${locale}/tournament-details/${id}/results`);
      await expect(page.locator('main table').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`${locale || '/ar'} an athlete profile has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(`${locale}/athletes/${await playerId(page.request)}`);
      await expect(page.locator('main table').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
