import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test, uniqueEmail } from '../fixtures/test';

/**
 * axe and the keyboard on every editor screen (issue 14, decision 062), in Arabic and English. The pages come from the
 * editor's office navigation, so a kind of content added to it is covered as soon as it is there: each list, and
 * from it the new-item form, an item's edit form and its preview, when the list offers them.
 */

// The first visit to each page loads its chunks; on a busy two-core machine that can take longer than the default.
const loaded = expect.configure({ timeout: 20_000 });

const officeNav = { en: 'Office', ar: 'المكتب' } as const;
const previewName = /^(Preview|معاينة)/;

/** Waits until the page shows its content (its heading, no loading state), then runs axe. */
async function checkPage(page: Page, path: string) {
  await loaded(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ التحميل/ })).toHaveCount(0);
  await test.step(`axe on ${path}`, () => expectNoAxeViolations(page));
}

/**
 * Every enabled button of the page's main part and its link to a new item is reached with Tab alone (a composite
 * widget's inner buttons, out of the Tab order by design, are reached with the arrows and are not counted).
 */
async function expectKeyboardReachable(page: Page, path: string) {
  const targets = await page.locator('main').evaluate((main) => {
    const wanted = Array.from(
      main.querySelectorAll<HTMLElement>('button:not([disabled]), a[href$="/new"]'),
    ).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
    wanted.forEach((element, index) => element.setAttribute('data-keyboard-target', String(index)));
    return wanted.map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || '');
  });
  // The page notes each target that takes the focus, so the Tab presses need no question to the page in between (one
  // round trip a press instead of two: on a busy machine the walk of every editor screen took 8 of its 10 minutes).
  await page.evaluate(() => {
    const reached = new Set<string>();
    Object.assign(window, { keyboardReached: reached });
    document.addEventListener('focusin', (event) => {
      const index = (event.target as HTMLElement).getAttribute?.('data-keyboard-target');
      if (index !== null && index !== undefined) reached.add(index);
    });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  // As a keyboard user starts: the skip link first, then on from the main part (the site header's thirty links are
  // not walked through again on every page).
  await page.keyboard.press('Tab');
  await expect(page.locator('a[href="#main"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const reachedSoFar = async () =>
    new Set(
      await page.evaluate(() => [...(window as unknown as { keyboardReached: Set<string> }).keyboardReached]),
    );
  let reached = new Set<string>();
  for (let press = 0; press < 400 && reached.size < targets.length; press++) {
    await page.keyboard.press('Tab');
    if (press % 10 === 9) reached = await reachedSoFar();
  }
  reached = await reachedSoFar();
  const missed = targets.filter((_, index) => !reached.has(String(index)));
  expect(missed, `not reached with Tab on ${path}`).toEqual([]);
}

/** The hrefs of the main part's links whose path is `base` followed by `tail`. */
async function linksUnder(page: Page, base: string, tail: RegExp) {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.filter((href) => href.startsWith(`${base}/`) && tail.test(href.slice(base.length + 1)));
}

test.beforeAll(async ({ request }) => {
  // A sent-in article and a contact message, so their queues have an item to open.
  const sent = await request.post('/api/articles/submissions', {
    data: {
      authorName: 'Hessa Al Suwaidi',
      email: uniqueEmail('axe.writer'),
      phone: '+971 50 123 4567',
      title: 'Axe on the sent-in article',
      body: 'A first paragraph.\n\nA second one.',
    },
  });
  expect(sent.status()).toBe(201);
  const contact = await request.post('/api/contact-messages', {
    data: {
      name: 'Khalid',
      email: uniqueEmail('axe.contact'),
      phone: '+971 50 765 4321',
      subject: 'Axe on the contact inbox',
      message: 'When does the range open?',
    },
  });
  expect(contact.status()).toBe(201);
});

for (const lang of ['en', 'ar'] as const) {
  test(`every editor screen passes axe and is usable with the keyboard (${lang})`, async ({ page }) => {
    // Some twenty pages, each loaded, run through axe and tabbed through: minutes on a busy two-core machine.
    test.setTimeout(600_000);
    await signInAs(page, 'editor@example.ae');
    const home = lang === 'en' ? '/en/office' : '/office';
    await page.goto(home);
    const nav = page.getByRole('navigation', { name: officeNav[lang] });
    await loaded(nav).toBeVisible();
    const lists = (
      await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    ).filter((path) => path !== home);
    // The editor's desk at least: the three kinds of decision 057, sent-in articles and the contact inbox.
    expect(lists.length).toBeGreaterThanOrEqual(5);

    await page.goto(home);
    await checkPage(page, home);
    for (const list of lists) {
      await page.goto(list);
      await checkPage(page, list);
      await expectKeyboardReachable(page, list);
      const [create] = await linksUnder(page, list, /^new$/);
      // An item is named by its id or, as an information page, by its slug (`/office/pages/about-us`).
      const [item] = await linksUnder(page, list, /^(?!new$)[^/]+$/);
      if (create) {
        await page.goto(create);
        await checkPage(page, create);
        await expectKeyboardReachable(page, create);
      }
      if (item) {
        await page.goto(item);
        await checkPage(page, item);
        await expectKeyboardReachable(page, item);
        const preview = page.getByRole('main').getByRole('button', { name: previewName });
        if ((await preview.count()) > 0) {
          await preview.first().click();
          await checkPage(page, `${item} (preview)`);
        }
      }
    }
  });
}

test('the administrator keeps the public holidays, with axe and the keyboard in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@example.ae');
  for (const path of ['/office/seasons', '/office/holidays', '/en/office/seasons', '/en/office/holidays']) {
    await page.goto(path);
    await checkPage(page, path);
    await expectKeyboardReachable(page, path);
  }

  // On /en/office/holidays: a day added is listed, then removed again.
  await page.getByLabel('Day', { exact: true }).fill('2027-11-11');
  await page.getByLabel('Name in Arabic').fill('عطلة للاختبار');
  await page.getByLabel('Name in English').fill('A test holiday');
  await page.getByRole('button', { name: 'Add the holiday' }).click();
  const remove = page.getByRole('button', { name: /^Remove A test holiday on / });
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);
  await remove.click();
  await expect(remove).toHaveCount(0);
});
