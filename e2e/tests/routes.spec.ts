import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures/test';
import { areaMembers, roleAreas, specRoutes } from '../fixtures/routes';

const notFound = /Page Not Found|الصفحة غير موجودة/;

/**
 * Every route of the spec in both languages, each group of routes with the member who may open them (an area's own
 * member, not a stranger who would read "not allowed"). The first route of a group is loaded whole, from the shell's
 * server; the others are reached inside the app, as a link would, so the shell and the remote start once per group.
 */
const groups = [
  ...Object.entries(specRoutes)
    .filter(([remote]) => remote !== 'mf_role_accounts')
    .map(([remote, { port, paths }]) => ({
      name: remote,
      port,
      paths,
      member: remote === 'mf_club_account' ? 'club@example.ae' : undefined,
    })),
  ...Object.entries(roleAreas).map(([area, pages]) => ({
    name: `mf_role_accounts /${area}`,
    port: specRoutes.mf_role_accounts!.port,
    paths: [`/${area}`, ...pages.map((page) => `/${area}/${page}`)],
    member: areaMembers[area as keyof typeof roleAreas],
  })),
];

/** Moves to `url` inside the app (history and popstate, as the router's links do) and waits for its heading. */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate(() => {
    Object.assign(window, { headingBefore: document.querySelector('h1') });
  });
  const textBefore = await page.locator('h1').first().textContent();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // Two routes may show one page (the slider is the home page's): then nothing changes, and the checks read it as is.
  await page
    .waitForFunction(
      (text) => {
        const heading = document.querySelector('h1');
        const before = (window as unknown as { headingBefore: Element | null }).headingBefore;
        return heading !== null && (heading !== before || heading.textContent !== text);
      },
      textBefore,
      { timeout: 5000 },
    )
    .catch(() => {});
}

for (const { name, port, paths, member } of groups) {
  for (const locale of ['ar', 'en'] as const) {
    test(`${name} serves its ${paths.length} routes in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      if (member) await signInAs(page, member);
      for (const [index, path] of paths.entries()) {
        const url = locale === 'en' ? `/en${path === '/' ? '' : path}` : path;
        if (index === 0) {
          const manifest = page.waitForResponse(`http://localhost:${port}/mf-manifest.json`);
          expect((await page.goto(url))!.status(), url).toBe(200);
          await manifest;
        } else {
          await navigateInApp(page, url);
        }
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, url).toBeVisible();
        await expect(heading, url).not.toHaveText(notFound);
        await expect(page.locator('html'), url).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page, url).toHaveTitle(
          locale === 'ar' ? /اتحاد الإمارات للقوس والسهم/ : /UAE Archery Federation/,
        );
      }
    });
  }
}

test.describe('unknown routes', () => {
  // The page itself answers 404 now (decision 084), which the browser logs as a resource that failed to load.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });
  for (const path of [
    '/no-such-page',
    '/en/no-such-page',
    '/news/abc',
    '/en/my-account/unknown',
    '/en/tournament/Regional',
  ]) {
    test(`${path} shows "Page Not Found: ${path}"`, async ({ page }) => {
      const response = await page.goto(path);
      // A path no remote owns is answered 404 by the server (decision 084); a remote's own unknown item is still 200.
      if (/^(\/en)?\/no-such-page$/.test(path)) expect(response!.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(
        path.startsWith('/en') ? 'Page Not Found: ' : 'الصفحة غير موجودة: ',
      );
      await expect(heading).toContainText(path);
      await expect(page).toHaveTitle(path.startsWith('/en') ? /Page Not Found/ : /الصفحة غير موجودة/);
    });
  }

  test('a long unknown path is answered 404 and cut short in the heading', async ({ page }) => {
    const path = `/en/${'very-long-segment/'.repeat(20)}end`;
    expect((await page.goto(path))!.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Page Not Found: ');
    await expect(heading).toContainText('/en/very-long-segment/very-long-segment…');
    expect((await heading.textContent())!.length).toBeLessThan(60);
  });
});
