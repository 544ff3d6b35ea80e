import { expect, expectNoAxeViolations, test, tournamentId } from '../fixtures/test';

const kinds = [
  ['Local', 'Local tournaments', 'البطولات المحلية'],
  ['Open', 'Open tournaments', 'البطولات المفتوحة'],
  ['International', 'International tournaments', 'البطولات الدولية'],
  ['Activities', 'Activities', 'الفعاليات'],
  ['Communityactivities', 'Community activities', 'الأنشطة المجتمعية'],
] as const;

test.describe('tournament lists', () => {
  for (const [kind, english, arabic] of kinds) {
    test(`/tournament/${kind} lists its tournaments in both languages, upcoming first`, async ({ page }) => {
      await page.goto(`/en/tournament/${kind}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Upcoming tournaments' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Past tournaments' })).toBeVisible();
      const upcoming = page.getByRole('heading', { level: 2, name: 'Upcoming tournaments' });
      const past = page.getByRole('heading', { level: 2, name: 'Past tournaments' });
      expect((await upcoming.boundingBox())!.y).toBeLessThan((await past.boundingBox())!.y);
      await expect(page.getByText(/^Registration (is open: closes|opens|closed) on /).first()).toBeVisible();
      await expect(page).toHaveTitle(`${english} | UAE Archery Federation`);

      await page.goto(`/tournament/${kind}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'البطولات القادمة' })).toBeVisible();
    });
  }

  test('filters by season and division, kept in the address through reload and back', async ({ page }) => {
    await page.goto('/en/tournament/Local');
    await expect(page.getByRole('link', { name: 'UAE Outdoor Archery Championship' })).toBeVisible();
    const season = page.getByRole('combobox', { name: 'Season' });
    const seasonName = await season.locator('option').nth(1).textContent();
    await season.selectOption(seasonName!);
    await expect(page).toHaveURL(new RegExp(`season=${seasonName}`));
    await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Barebow' });
    await expect(page).toHaveURL(/division=B/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue(seasonName!);
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('B');
    const seasons = page.locator('dd bdi');
    for (const text of await seasons.allTextContents()) expect(text).toBe(seasonName);
    await page.goBack();
    await expect(page).not.toHaveURL(/division=/);
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('');
  });

  test.describe(() => {
    // The page itself answers 404 (decision 090), which the browser reports.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });
    test('an unknown kind is "Page Not Found", with its status', async ({ page }) => {
      const response = await page.goto('/en/tournament/Regional');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: /Page Not Found: .\/en\/tournament\/Regional/ }),
      ).toBeVisible();
    });
  });

  test('the index links to every kind', async ({ page }) => {
    await page.goto('/en/tournament-details');
    await expect(page.getByRole('heading', { level: 1, name: 'All tournaments' })).toBeVisible();
    const openNow = page.getByRole('region', { name: 'Registration open now' });
    await expect(openNow.getByRole('link', { name: /^UAE Outdoor Archery Championship/ })).toBeVisible();
    await expect(openNow.getByRole('link', { name: /^Junior Archery Championship/ })).toHaveCount(0);
    for (const [kind, english] of kinds) {
      await expect(page.getByRole('link', { name: english, exact: true })).toHaveAttribute(
        'href',
        `/en/tournament/${kind}`,
      );
    }
  });
});

test.describe('tournament details', () => {
  test('an open registration offers the way in', async ({ page }) => {
    const id = await tournamentId(page.request, 'Local', 'UAE Outdoor Archery Championship');
    await page.goto(`/en/tournament-details/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'UAE Outdoor Archery Championship' }),
    ).toBeVisible();
    await expect(page.getByText(/^Registration is open: closes on /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register for this tournament' })).toHaveAttribute(
      'href',
      `/en/tournament-details/register?tournament=${id}`,
    );
    await expect(page.getByText('Al Ain Equestrian, Shooting and Golf Club, Al Ain')).toBeVisible();
    await expect(page.getByText('AED 100.00 per entry')).toBeVisible();
    await expect(page.getByText('Recurve, Compound, and Barebow')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Circular and documents' })).toBeVisible();
    await expect(page.getByText('Registration period has ended')).toHaveCount(0);
    await expect(page.getByText('Registration is currently unavailable')).toHaveCount(0);
  });

  test('before the first window: "Registration is currently unavailable" and when it opens', async ({
    page,
  }) => {
    const id = await tournamentId(page.request, 'Local', 'Junior Archery Championship');
    await page.goto(`/en/tournament-details/${id}`);
    await expect(page.getByText('Registration is currently unavailable', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Registration opens on /).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register for this tournament' })).toHaveCount(0);
  });

  test('between the windows: "Registration is currently unavailable" until the second opens', async ({
    page,
  }) => {
    const id = await tournamentId(page.request, 'Local', "Women's Archery Championship");
    await page.goto(`/en/tournament-details/${id}`);
    await expect(page.getByText('Registration is currently unavailable', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Second registration window opens on /).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register for this tournament' })).toHaveCount(0);
  });

  test('after the last window: "Registration period has ended", in both languages', async ({ page }) => {
    const id = await tournamentId(page.request, 'Open', 'Sharjah Open Archery Championship');
    await page.goto(`/en/tournament-details/${id}`);
    await expect(page.getByText('Registration period has ended', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register for this tournament' })).toHaveCount(0);
    await page.goto(`/tournament-details/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('انتهت فترة التسجيل', { exact: true })).toBeVisible();
  });

  test.describe('an unknown id', () => {
    // The API's 404 is what tells the page; the browser logs it.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });
    test('is "Page Not Found"', async ({ page }) => {
      await page.goto('/en/tournament-details/999999');
      await expect(
        page.getByRole('heading', { level: 1, name: /Page Not Found: .\/en\/tournament-details\/999999/ }),
      ).toBeVisible();
    });
  });
});

test.describe('tournament pages accessibility', () => {
  for (const path of ['/tournament/Local', '/en/tournament/Local']) {
    test(`the list ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main li h3 a').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const locale of ['', '/en']) {
    test(`a details page${locale ? ' in English' : ''} has no WCAG 2.2 AA violations`, async ({ page }) => {
      const id = await tournamentId(page.request, 'International', 'GCC Archery Championship');
      await page.goto(`${locale}/tournament-details/${id}`);
      await expect(page.locator('main dl')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
