import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { apiAs, draftNews } from '../fixtures/office';
import { pngFile } from '../fixtures/registration-form';

/**
 * The office's gallery (decisions 068, 072): an editor makes an album in both languages with two photos, orders them
 * with the keyboard, picks the cover, publishes it and sees it on the public gallery in both languages, then takes it
 * off; publishing an album with no photo is refused on its photos, in Arabic; a news item's further photo reaches its
 * public page.
 */

const loaded = expect.configure({ timeout: 20_000 });
const stamp = () => `${Date.now() % 1_000_000}`;
/** The pictures' alt texts in the page's order, once they are all there. */
const alts = (pictures: Locator) =>
  pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

// The browser logs the answers these tests provoke: the unpublished album's 404, the refused publication's 400.
test.describe('albums', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('an editor makes an album with two photos, orders them, publishes it and takes it off', async ({
    page,
  }) => {
    test.slow();
    const id = stamp();
    const titleEn = `Autumn field shoot ${id}`;
    const titleAr = `رماية الخريف الميدانية ${id}`;
    const first = { en: 'Archers at the first target', ar: 'رماة عند الهدف الأول' };
    const second = { en: 'The winners on the podium', ar: 'الفائزون على المنصة' };
    await signInAs(page, 'editor@example.ae');
    await page.goto('/en/office/gallery');
    await loaded(page.getByRole('heading', { level: 1, name: 'Gallery albums' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Write a new one' }).click();
    await loaded(page.getByRole('heading', { level: 1, name: 'New: Gallery albums' })).toBeVisible();
    await page.getByLabel('Title in Arabic').fill(titleAr);
    await page.getByLabel('Title in English').fill(titleEn);
    await page.getByLabel('Day the photos were taken').fill('2026-10-17');
    for (const [index, photo] of [first, second].entries()) {
      const number = index + 1;
      await page.getByRole('button', { name: 'Add a photo' }).click();
      // Sent ahead as soon as it is chosen (decision 052), then named by its file until the save.
      await page.getByLabel(`Photo ${number}: choose the file`).setInputFiles(pngFile(`photo-${number}.png`));
      await expect(page.getByText(`New photo, sent with the next save: photo-${number}.png`)).toBeVisible();
      await page.getByLabel(`Photo ${number}: caption in Arabic`).fill(photo.ar);
      await page.getByLabel(`Photo ${number}: caption in English`).fill(photo.en);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/office\/gallery\/\d+$/);
    const albumId = page.url().split('/').at(-1)!;
    const photos = page.getByRole('group', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: second.en })).toBeVisible();

    // The second photo moved first with the keyboard: the move is read out, the focus stays on the photo's buttons.
    const up = page.getByRole('button', { name: `Move ${second.en} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${second.en} is now number 1` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Move ${second.en} down` })).toBeFocused();
    await expect(page.getByLabel('Photo 1: caption in English')).toHaveValue(second.en);
    await page.getByRole('group', { name: 'Cover' }).getByRole('radio', { name: second.en }).check();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/api/office/gallery/${albumId}`),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    // The first save's notice may still be shown beside this one's.
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Saved', { exact: true }).last(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Preview as saved' }).click();
    const preview = page.getByRole('region', { name: 'Preview as saved' });
    await expect(preview.getByRole('heading', { name: titleAr })).toBeVisible();
    const previewed = preview.locator('article[lang="en"] figure img');
    // The preview follows the saved album once its answer is in.
    await expect.poll(() => alts(previewed)).toEqual([second.en, first.en]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(
      page.getByRole('region', { name: 'Publishing' }).getByText('Published', { exact: true }),
    ).toBeVisible();

    // The same page in Arabic passes axe too, its form and its preview.
    await page.goto(`/office/gallery/${albumId}`);
    await loaded(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
    await page.getByRole('button', { name: 'معاينة المحفوظ' }).click();
    await expect(
      page.getByRole('region', { name: 'معاينة المحفوظ' }).getByRole('heading', { name: titleEn }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/office/gallery');
    await loaded(page.getByRole('link', { name: titleAr })).toBeVisible();
    await expectNoAxeViolations(page);

    // On the site within seconds (its answers are revalidated after five), its photos in the order chosen.
    await expect(async () => {
      await page.goto(`/en/gallery?q=${id}`);
      await expect(page.getByRole('link', { name: titleEn })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
    await page.goto(`/en/gallery/${albumId}`);
    await loaded(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
    const pictures = page.getByRole('main').locator('figure img');
    await expect.poll(() => alts(pictures)).toEqual([second.en, first.en]);
    await page.goto(`/gallery/${albumId}`);
    await loaded(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
    await expect.poll(() => alts(pictures)).toEqual([second.ar, first.ar]);
    // The cover is the photo chosen.
    const album = (await (await page.request.get(`/api/gallery/${albumId}`)).json()) as {
      cover: { path: string };
    };
    const listed = (await (await page.request.get(`/api/gallery/${albumId}/photos`)).json()) as {
      items: { image: { path: string } }[];
    };
    expect(album.cover.path).toBe(listed.items[0]!.image.path);

    // Unpublished, it leaves the site.
    await page.goto(`/en/office/gallery/${albumId}`);
    await loaded(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(
      page.getByRole('region', { name: 'Publishing' }).getByText('Unpublished', { exact: true }),
    ).toBeVisible();
    await expect(async () => {
      await page.goto(`/en/gallery/${albumId}`);
      await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 40_000 });
  });

  test('publishing an album with no photo is refused on its photos, in Arabic', async ({ page }) => {
    const id = stamp();
    const titleAr = `ألبوم بلا صور ${id}`;
    const office = await apiAs('editor@example.ae');
    const created = await office.post('/api/office/gallery', {
      data: {
        titleAr,
        titleEn: `An album without photos ${id}`,
        takenOn: '2026-10-18',
        descriptionAr: '',
        descriptionEn: '',
        photos: [],
        cover: 0,
      },
    });
    expect(created.status()).toBe(201);
    const { id: albumId } = (await created.json()) as { id: number };

    await signInAs(page, 'editor@example.ae');
    await page.goto(`/office/gallery/${albumId}`);
    await loaded(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
    await page.getByRole('button', { name: 'النشر الآن' }).click();
    await expect(
      page.getByRole('group', { name: 'الصور' }).getByText('أضف صورة واحدة على الأقل: يُنشر الألبوم بصوره.'),
    ).toBeVisible();
    const publishing = page.getByRole('region', { name: 'النشر' });
    await expect(publishing.getByText('مسودة', { exact: true })).toBeVisible();
    // The panel names no language: nothing is missing in one, the photos are.
    await expect(publishing.getByRole('alert')).toHaveText(
      'لا يمكن نشر هذا المحتوى بعد: ما يمنع نشره مبيّن في النموذج.',
    );
    await expectNoAxeViolations(page);
  });
});

test("a news item's further photo is added in the news editor and seen on its public page", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  const titleEn = `Club night results ${id}`;
  const caption = { en: `The mixed team ${id}`, ar: `الفريق المختلط ${id}` };
  const office = await apiAs('editor@example.ae');
  const newsId = await draftNews(office, { ar: `نتائج أمسية الأندية ${id}`, en: titleEn });
  expect((await office.post(`/api/office/content/news/${newsId}/publish`, { data: {} })).status()).toBe(200);

  await signInAs(page, 'editor@example.ae');
  await page.goto(`/en/office/content/news/${newsId}`);
  const section = page.getByRole('region', { name: 'Further photos' });
  await loaded(section.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await section.getByRole('button', { name: 'Add a photo' }).click();
  await section.getByLabel('Photo 1: choose the file').setInputFiles(pngFile('team.png'));
  await expect(section.getByText('New photo, sent with the next save: team.png')).toBeVisible();
  await section.getByLabel('Photo 1: caption in Arabic').fill(caption.ar);
  await section.getByLabel('Photo 1: caption in English').fill(caption.en);
  await section.getByRole('button', { name: 'Save the photos' }).click();
  await expect(section.getByRole('img', { name: caption.en })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(async () => {
    await page.goto(`/en/news/${newsId}`);
    await expect(page.getByRole('main').getByRole('img', { name: caption.en })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 40_000 });
});
