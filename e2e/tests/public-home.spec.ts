import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures/test';

/** Where an arrow's tip is, on screen, relative to the middle of its drawing: -1 pointing left, 1 pointing right. */
async function pointing(button: Locator) {
  return button.locator('svg path').evaluate((path: SVGPathElement) => {
    // Both arrows are two equal strokes: the tip is half-way along the path.
    const tip = path.getPointAtLength(path.getTotalLength() / 2);
    const onScreen = new DOMPoint(tip.x, tip.y).matrixTransform(path.getScreenCTM()!);
    const box = path.ownerSVGElement!.getBoundingClientRect();
    return Math.sign(onScreen.x - (box.left + box.width / 2));
  });
}

async function slider(page: Page, path: string, previousName: string, nextName: string) {
  await page.goto(path);
  const previous = page.getByRole('button', { name: previousName });
  const next = page.getByRole('button', { name: nextName });
  await expect(next).toBeVisible();
  return { previous, next };
}

test.describe('home page', () => {
  test('the slider arrows point the way they move, in English and in Arabic', async ({ page }) => {
    const english = await slider(page, '/en', 'Previous slide', 'Next slide');
    const [previousLtr, nextLtr] = [await english.previous.boundingBox(), await english.next.boundingBox()];
    expect(previousLtr!.x).toBeLessThan(nextLtr!.x);
    expect(await pointing(english.previous)).toBe(-1);
    expect(await pointing(english.next)).toBe(1);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await english.next.click();
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();

    // Right to left, "previous" sits on the right and points right, "next" on the left and points left.
    const arabic = await slider(page, '/', 'الشريحة السابقة', 'الشريحة التالية');
    const [previousRtl, nextRtl] = [await arabic.previous.boundingBox(), await arabic.next.boundingBox()];
    expect(previousRtl!.x).toBeGreaterThan(nextRtl!.x);
    expect(await pointing(arabic.previous)).toBe(1);
    expect(await pointing(arabic.next)).toBe(-1);
    await arabic.next.click();
    await expect(page.getByText(/^2 من \d+$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('"Registration open" lists the tournaments taking entries today, each linked to its page', async ({
    page,
  }) => {
    await page.goto('/en');
    const section = page.getByRole('region', { name: 'Registration open' });
    const cards = section.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText('Entries close on');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/tournament-details\/\d+$/);
    await expect(page.getByText(/Registration is open/i).first()).toBeVisible();

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'التسجيل مفتوح' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [1280, 1600]) {
    test(`"Latest news" puts its three cards in one full row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      const grid = page.getByRole('region', { name: 'Latest news' }).getByRole('list');
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(3);
      const row = await grid.boundingBox();
      const boxes = await Promise.all(
        [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!),
      );
      for (const box of boxes) expect(Math.round(box.y)).toBe(Math.round(boxes[0]!.y));
      const left = Math.min(...boxes.map((box) => box.x));
      const right = Math.max(...boxes.map((box) => box.x + box.width));
      expect(Math.abs(left - row!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(right - (row!.x + row!.width))).toBeLessThanOrEqual(1);
    });
  }
});
