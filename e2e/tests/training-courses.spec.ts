import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshPlayerOf } from '../fixtures/eservices';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * Training course registration (decision 054) on the demo courses. Every test that registers someone uses a player of
 * its own, made through the API, so the tests run in any order, in parallel and again; the demo courses' seats move
 * only by those players.
 */

/** A demo course's id, by its English name. */
async function courseId(request: APIRequestContext, nameEn: string): Promise<number> {
  const response = await request.get(`/api/training-courses?pageSize=48`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; name: { en: string } }[] };
  const course = items.find((item) => item.name.en === nameEn);
  expect(course, nameEn).toBeDefined();
  return course!.id;
}

async function openCourse(page: Page, nameEn: string, locale: 'en' | 'ar' = 'en') {
  const id = await courseId(page.request, nameEn);
  await page.goto(`${locale === 'en' ? '/en' : ''}/training-courses/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return id;
}

test.describe('training course registration', () => {
  test('an eligible member registers, reads the fee and the bill, and cancels', async ({ page }) => {
    // Two axe runs and the dialog's round trips: longer than the default on a loaded machine.
    test.setTimeout(120_000);
    const player = await freshPlayerOf('club@example.ae');
    await signInAs(page, player.email);
    await openCourse(page, 'Coaching course, Level 1');
    await expect(page.getByText('The course fee, AED 500.00, is billed when you take a seat.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to register' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('You are registered')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Bill ES-\d{4}-\d{6} \(AED.500\.00\)$/ })).toBeVisible();

    const cancel = page.getByRole('button', { name: 'Cancel registration' });
    await cancel.click();
    const dialog = page.getByRole('dialog', {
      name: 'Cancel your registration for Coaching course, Level 1?',
    });
    await expect(dialog.getByRole('button', { name: 'Cancel registration' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Keep my registration' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(page.getByText('You are registered')).toBeVisible();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.getByText('You are registered')).toHaveCount(0);
  });

  test('a visitor logs in from the course and comes back able to register (no loop)', async ({ page }) => {
    const player = await freshPlayerOf('academy@example.ae');
    const id = await openCourse(page, 'Coaching course, Level 1');
    await page.getByRole('link', { name: 'Log in to register' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=/);
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/training-courses/${id}$`));
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to register' })).toHaveCount(0);
  });

  test('a member the course does not admit reads the spec’s message, in Arabic', async ({ page }) => {
    // The juniors' course admits under-15s; a fresh player is a senior.
    const player = await freshPlayerOf('club@example.ae');
    await signInAs(page, player.email);
    await openCourse(page, 'Beginners’ course for juniors (ages 8-14)', 'ar');
    await expect(page.getByText('هذا الحساب غير مؤهل للمشاركة في الدورة التدريبية.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'التسجيل', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a full course offers the waiting list and gives the member their place', async ({ page }) => {
    const player = await freshPlayerOf('academy@example.ae');
    await signInAs(page, player.email);
    await openCourse(page, 'Archery course for women');
    await expect(page.getByText(/^2 of 2 taken/)).toBeVisible();
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByText(/^You are on the waiting list \(position \d+\)$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  });

  test('a closed course says registration has ended, in both languages', async ({ page }) => {
    await openCourse(page, 'Judges’ course, Level 1', 'ar');
    await expect(page.getByText('انتهت فترة التسجيل')).toBeVisible();
    await expect(page.getByText('التسجيل غير متاح حاليًا')).toBeVisible();
    await expectNoAxeViolations(page);
    await openCourse(page, 'Judges’ course, Level 1');
    await expect(page.getByText('Registration period has ended')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to register' })).toHaveCount(0);
  });
});

test.describe('the member’s courses in their area', () => {
  test('a member finds the course in their area, in both languages, and cancels it there', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const player = await freshPlayerOf('club@example.ae');
    await signInAs(page, player.email);
    await openCourse(page, 'Coaching course, Level 1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('You are registered')).toBeVisible();

    await page.goto('/en/my-account-player');
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Training courses' })
      .click();
    await expect(page).toHaveURL(/\/en\/my-account-player\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training courses');
    const course = page.getByRole('listitem', { name: 'Coaching course, Level 1' });
    await expect(course).toContainText('Registered');
    await expect(
      course.getByRole('link', { name: /^Bill ES-\d{4}-\d{6} \(AED.500\.00\), Unpaid$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/my-account-player/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدورات التدريبية');
    const arabic = page.getByRole('listitem', { name: 'دورة المدربين - المستوى الأول' });
    await arabic.getByRole('button', { name: /^إلغاء التسجيل: / }).click();
    const dialog = page.getByRole('dialog', { name: /^هل تلغي تسجيلك في / });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'إلغاء التسجيل' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(arabic).toContainText('ملغى');
    await expect(arabic.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the office’s training courses', () => {
  test('the membership officer reads the seats and exports the registrations as CSV', async ({ page }) => {
    await signInAs(page, 'membership@example.ae');
    await page.goto('/en/office/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Training courses' })).toBeVisible();
    const women = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Archery course for women' }) });
    await expect(women.getByText('2 of 2')).toBeVisible();
    await expectNoAxeViolations(page);
    await women.getByRole('link', { name: 'Archery course for women' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archery course for women' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Registrations' });
    await expect(table.getByRole('cell', { name: 'Registered', exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Name,Membership number,Member kind,Age class,Status,Registered on,Bill');
    expect(lines.filter((line) => line.includes(',Registered,'))).toHaveLength(2);
  });

  test('the office reads the courses in Arabic; an editor may not', async ({ page }) => {
    await signInAs(page, 'admin@example.ae');
    await page.goto('/office/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'الدورات التدريبية' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'دورة القوس والسهم للسيدات' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInAs(page, 'editor@example.ae');
    await page.goto('/en/office/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This area is not open to your account');
    await expect(page.getByRole('link', { name: 'Training courses' })).toHaveCount(0);
  });
});
