import type { APIRequestContext } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures/test';

async function albumWithPhotos(request: APIRequestContext) {
  const response = await request.get('/api/gallery?page=1');
  const { items } = (await response.json()) as { items: { id: number; photoCount: number }[] };
  const album = items.find((item) => item.photoCount >= 3);
  expect(album, 'a seeded album with three photos or more').toBeTruthy();
  return album!;
}

test.describe('gallery', () => {
  test('an album has its own address, listed in the sitemap', async ({ page, request }) => {
    const album = await albumWithPhotos(request);
    await page.goto(`/en/gallery/${album.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    const sitemap = await (await request.get('/api/seo/sitemap.xml')).text();
    expect(sitemap).toContain(`/en/gallery/${album.id}</loc>`);
  });

  test('a photo opens in a lightbox on the page: counted, keyboard-driven, closed with Escape', async ({
    page,
    request,
  }) => {
    const album = await albumWithPhotos(request);
    await page.goto(`/en/gallery/${album.id}`);
    const thumbnails = page.getByRole('main').locator('figure button');
    await expect(thumbnails.nth(1)).toBeVisible();
    await thumbnails.nth(1).focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: `Photo 2 of ${album.photoCount}` });
    await expect(lightbox).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/gallery/${album.id}$`));
    const image = lightbox.getByRole('img');
    await expect(image).toHaveAttribute('alt', /.+/);
    // Focus stays in the dialog however far one tabs.
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Photo 3 of ${album.photoCount}` })).toBeVisible();
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page.getByRole('dialog', { name: `Photo 2 of ${album.photoCount}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test('in Arabic the left arrow key moves on, as the page reads', async ({ page, request }) => {
    const album = await albumWithPhotos(request);
    await page.goto(`/gallery/${album.id}`);
    await page.getByRole('main').locator('figure button').first().click();
    await expect(page.getByRole('dialog', { name: `الصورة 1 من ${album.photoCount}` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `الصورة 2 من ${album.photoCount}` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `الصورة 1 من ${album.photoCount}` })).toBeVisible();
  });
});
