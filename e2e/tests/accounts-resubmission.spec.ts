import type { Page } from '@playwright/test';
import {
  demoPassword,
  expect,
  expectNoAxeViolations,
  registerGuest,
  seedStoredSession,
  test,
  uniqueEmail,
} from '../fixtures/test';

/**
 * A rejected member reads why, corrects their request and sends it again; it is Pending once more (issue 9). The
 * membership officer rejects through the office API.
 */

const password = 'Longbow#2031';

const text = {
  en: {
    area: '/en/my-account-person',
    rejected: 'Rejected',
    pending: 'Pending',
    resubmit: 'Correct and resubmit',
    title: 'Correct and resubmit your request',
    secondNameEn: 'Second name (English)',
    next: 'Next',
    steps: ['Personal details', 'Account and contact', 'Review and submit'],
    submit: 'Submit the request',
    submitted: 'The request has been submitted',
    toAccount: 'Go to your account area',
    resubmitted: 'You corrected it and sent it again',
    membership: 'Your membership',
  },
  ar: {
    area: '/my-account-person',
    rejected: 'مرفوضة',
    pending: 'قيد المراجعة',
    resubmit: 'تصحيح الطلب وإعادة تقديمه',
    title: 'تصحيح طلبك وإعادة تقديمه',
    secondNameEn: 'الاسم الثاني (بالإنجليزية)',
    next: 'التالي',
    steps: ['البيانات الشخصية', 'الحساب وبيانات التواصل', 'المراجعة والتقديم'],
    submit: 'تقديم الطلب',
    submitted: 'تم تقديم الطلب',
    toAccount: 'انتقل إلى قسم حسابك',
    resubmitted: 'صحّحته وقدّمته من جديد',
    membership: 'عضويتك',
  },
} as const;

/** The membership officer rejects the applicant's request with a reason, through the office API. */
async function rejectAsOfficer(page: Page, email: string, reason: string) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'membership@example.ae', password: demoPassword },
  });
  expect(login.status()).toBe(200);
  const list = await page.request.get(`/api/office/requests?q=${encodeURIComponent(email)}`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: number }[] };
  expect(items).toHaveLength(1);
  const decision = await page.request.post(`/api/office/requests/${items[0]!.id}/decision`, {
    data: { decision: 'reject', reason },
  });
  expect(decision.status()).toBe(200);
  await page.request.post('/api/auth/logout');
}

async function logInAsApplicant(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { userInfo: unknown; accountType: string };
  await seedStoredSession(page, session);
}

for (const lang of ['en', 'ar'] as const) {
  test(`a rejected member reads the reason, corrects and resubmits, and is Pending again (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = text[lang];
    const email = uniqueEmail(`e2e.resubmit.${lang}`);
    const reason = 'The second name in English must be written as in the passport: Mohamed';
    await registerGuest(email, password);
    await rejectAsOfficer(page, email, reason);
    await logInAsApplicant(page, email);

    await page.goto(t.area);
    const summary = page.getByRole('region', { name: t.membership, exact: true });
    await expect(summary.getByText(reason)).toBeVisible();
    await expect(summary.getByText(t.rejected, { exact: true }).first()).toBeVisible();
    await summary.getByRole('link', { name: t.resubmit }).click();

    await expect(page).toHaveURL(new RegExp(`:4000${lang === 'en' ? '/en' : ''}/auth/resubmit$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('note').getByText(reason)).toBeVisible();
    const secondName = page.getByLabel(new RegExp(`^${t.secondNameEn.replace(/[()]/g, '\\$&')}( \\*)?$`));
    await expect(secondName).toHaveValue('Mohammed');
    await expectNoAxeViolations(page);

    await secondName.fill('Mohamed');
    for (const step of t.steps) {
      await page.getByRole('button', { name: t.next, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: step, exact: true })).toBeFocused();
    }
    const answer = page.waitForResponse((response) => response.url().includes('/resubmission'));
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: t.submitted })).toBeVisible();

    await page.getByRole('link', { name: t.toAccount }).click();
    await expect(page).toHaveURL(new RegExp(`:4000${t.area}$`));
    await expect(summary.getByText(t.pending, { exact: true })).toBeVisible();
    await expect(summary.getByRole('link', { name: t.resubmit })).toHaveCount(0);

    // The account page lists the history: sent, rejected with its reason, corrected and sent again.
    await page.goto(`${t.area}/account`);
    await expect(page.getByText(t.resubmitted)).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
  });
}

test('the resubmission page has no axe violations once there is nothing to correct (ar)', async ({
  page,
}) => {
  const email = uniqueEmail('e2e.resubmit.none');
  await registerGuest(email, password);
  await logInAsApplicant(page, email);
  await page.goto('/auth/resubmit');
  await expect(page.getByText('ليس لديك طلب مرفوض لتصحيحه.')).toBeVisible();
  await expectNoAxeViolations(page);
});
