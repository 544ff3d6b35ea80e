import { expect, test } from '../fixtures/test';

/** Each remote also runs alone on its own origin, with the same providers as in the shell but without its layout. */
test.describe('remotes served alone', () => {
  test('mf-tournaments renders its pages on its own origin, in both languages', async ({ page }) => {
    await page.goto('http://localhost:4005/en/tournament/Local');
    await expect(page.getByRole('heading', { level: 1, name: 'Local tournaments' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('http://localhost:4005/tournament/Local');
    await expect(page.getByRole('heading', { level: 1, name: 'البطولات المحلية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('every remote publishes its manifest with CORS for the shell', async ({ request }) => {
    for (const port of [4001, 4002, 4003, 4004, 4005, 4006]) {
      const response = await request.get(`http://localhost:${port}/mf-manifest.json`);
      expect(response.ok()).toBe(true);
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      const manifest = await response.json();
      expect(manifest.exposes.map((expose: { path: string }) => expose.path)).toEqual(['./routes']);
      expect(manifest.shared.map((shared: { name: string }) => shared.name)).toEqual(
        expect.arrayContaining([
          'react',
          'react-dom',
          'react-router',
          'react-intl',
          'jotai',
          '@uaeaf/session',
        ]),
      );
      const build = await request.get(`http://localhost:${port}/builds/latest.json`);
      expect((await build.json()).id).toEqual(expect.any(String));
    }
  });
});
