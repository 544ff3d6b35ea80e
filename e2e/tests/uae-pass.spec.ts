import {
  fillArcheryProfile,
  fillEducationAndHealth,
  fillPassport,
  formIn,
  pdfFile,
  pngFile,
} from '../fixtures/registration-form';
import { expect, expectNoAxeViolations, test } from '../fixtures/test';

/**
 * Sign-in with UAE PASS (issue 31, decision 096), through the stand-in the site runs in its place: the login page
 * sends the browser to UAE PASS's page, the person picks who they are there, and the API's callback signs in the
 * member whose verified Emirates ID it was given, or says why not, in the page's language.
 */
test.describe('sign-in with UAE PASS', () => {
  test('a member signs in through UAE PASS and lands where they were going, in English', async ({ page }) => {
    await page.goto('/en/my-account-player/fees');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with UAE PASS' })).toBeVisible();
    await expect(page).toHaveURL(/\/idshub\/authorize\?/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Salem Rashed Al Kaabi/ }).click();
    await expect(page).toHaveURL(/\/en\/my-account-player\/fees$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account of / })).toBeVisible();
  });

  test('a member signs in from the Arabic page and lands in their own area', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول بالهوية الرقمية' })).toBeVisible();
    await page.getByRole('button', { name: /مريم عبدالله الشامسي/ }).click();
    await expect(page).toHaveURL(/\/my-account-coach$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^حساب / })).toBeVisible();
  });

  test('an unverified UAE PASS account is refused with the way to upgrade it, in Arabic and English', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' }).click();
    await page.getByRole('button', { name: /خلفان عبيد الكويتي/ }).click();
    await expect(page).toHaveURL(/\/auth\/uaepass\?outcome=unverified/);
    await expect(page.getByRole('alert')).toContainText('حسابك في الهوية الرقمية غير موثّق');
    await expect(page.getByRole('link', { name: 'ترقية حساب الهوية الرقمية' })).toHaveAttribute(
      'href',
      /selfcare\.uaepass\.ae/,
    );
    await expectNoAxeViolations(page);
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('button', { name: /Khalfan Obaid Al Kuwaiti/ }).click();
    await expect(page.getByRole('alert')).toContainText('Your UAE PASS account is not verified');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a forged state is refused and signs nobody in', async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('radio', { name: 'Mismatched state' }).check();
    await page.getByRole('button', { name: /Salem Rashed Al Kaabi/ }).click();
    await expect(page.getByRole('alert')).toContainText('could not be confirmed as the one you started here');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('a declined consent, an expired code and a person the site does not know each say what happened', async ({
    page,
  }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('button', { name: 'Cancel and do not consent' }).click();
    await expect(page.getByRole('alert')).toContainText('You cancelled the sign-in on UAE PASS');

    await page.getByRole('link', { name: 'Try again with UAE PASS' }).click();
    await page.getByRole('radio', { name: 'Authorization code already expired' }).check();
    await page.getByRole('button', { name: /Salem Rashed Al Kaabi/ }).click();
    await expect(page.getByRole('alert')).toContainText('UAE PASS could not confirm the sign-in');

    await page.getByRole('link', { name: 'Try again with UAE PASS' }).click();
    await page.getByRole('button', { name: /Shaikha Mohammed Al Neyadi/ }).click();
    await expect(page.getByRole('alert')).toContainText('No member account of the federation carries');
    await expectNoAxeViolations(page);
    // The forms a person registers with open with what UAE PASS gave, locked; nothing is sent until they submit.
    await page
      .getByRole('region', { name: 'Register with your details from UAE PASS' })
      .getByRole('link', { name: 'Register as a player' })
      .click();
    await expect(page).toHaveURL(/\/en\/register\/players$/);
    const form = formIn(page, 'en');
    await expect(page.getByText(/The details UAE PASS gave for Shaikha Mohammed Al Neyadi/)).toBeVisible();
    await expect(form.field('firstNameEn')).toHaveValue('Shaikha');
    await expect(form.field('lastNameEn')).toHaveValue('Al Neyadi');
    await expect(form.field('lastNameEn')).toHaveJSProperty('readOnly', true);
    await expectNoAxeViolations(page);
  });

  test('a new person registers from the Arabic form with the fields UAE PASS gave, locked', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const form = formIn(page, 'ar');
    await page.goto('/register/players');
    await page.getByRole('link', { name: 'املأ النموذج بالهوية الرقمية' }).click();
    await page.getByRole('button', { name: /زايد خالد العامري/ }).click();
    await expect(page).toHaveURL(/\/register\/players$/);
    await expect(page.getByRole('heading', { level: 2, name: form.t('stepNames') })).toBeVisible();
    for (const [key, value] of [
      ['firstNameAr', 'زايد'],
      ['secondNameAr', 'خالد'],
      ['lastNameAr', 'العامري'],
      ['firstNameEn', 'Zayed'],
      ['lastNameEn', 'Al Ameri'],
    ] as const) {
      await expect(form.field(key)).toHaveValue(value);
      await expect(form.field(key)).toHaveJSProperty('readOnly', true);
    }
    await expectNoAxeViolations(page);
    await form.next('stepPersonal');
    await expect(form.field('gender')).toHaveValue('ذكر');
    await expect(form.field('nationality')).toHaveJSProperty('readOnly', true);
    await expect(form.field('birthDate')).toHaveJSProperty('readOnly', true);
    await form.fill('placeOfBirth', 'العين');
    await form.attach('photo', pngFile('photo.png'));
    await form.next('stepAccount');
    await expect(form.field('email')).toHaveValue('minor@uaepass.example');
    await form.fill('password', 'Longbow#2031');
    await form.fill('passwordConfirmation', 'Longbow#2031');
    await form.next('stepResidence');
    await expect(form.field('emiratesId')).toHaveJSProperty('readOnly', true);
    await form.pick('isResident', 'yes');
    await form.select('residenceEmirate', 'abu-dhabi');
    await form.fill('emiratesIdExpiry', `${new Date().getFullYear() + 3}-05-01`);
    await form.attach('emiratesIdFront', pngFile('id-front.png'));
    await form.attach('emiratesIdBack', pngFile('id-back.png'));
    await form.next('stepPassport');
    await fillPassport(form, `U${String(Date.now()).slice(-8)}`);
    await fillEducationAndHealth(form, { student: true });
    await fillArcheryProfile(form);
    await form.next('stepMemberOf');
    // Fourteen, as UAE PASS says: the guardian's consent is asked.
    await form.next('stepGuardian');
    await form.fill('mobileFather', '050 765 4321');
    await form.attach('parentalApproval', pdfFile('approval.pdf'));
    await form.next('stepReview');
    const answer = page.waitForResponse((response) => response.url().includes('/api/register/players'));
    await page.getByRole('button', { name: form.t('submit'), exact: true }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { level: 2, name: form.t('submitted') })).toBeVisible();
    // Linked: UAE PASS now finds the new (pending) member rather than sending the person to register again.
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' }).click();
    await page.getByRole('button', { name: /زايد خالد العامري/ }).click();
    await expect(page).not.toHaveURL(/outcome=unknown/);
  });

  test('a blocked member is refused as a password login refuses them', async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('button', { name: /Blocked player/ }).click();
    await expect(page.getByRole('alert')).toContainText('This account has been blocked');
  });

  test('logging out after a UAE PASS sign-in ends the UAE PASS session and comes back home', async ({
    page,
  }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('button', { name: /Khaled Mohammed Al Nuaimi/ }).click();
    await expect(page).toHaveURL(/\/en\/my-account-referee$/);
    // The address changes at once, the area renders when its code has come: a menu opened before that closes as it
    // does on any new page.
    await expect(page.getByRole('region', { name: 'Your membership', exact: true })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account of / })
      .click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test.describe('UAE PASS on the account page', () => {
  test('a member links UAE PASS from their account, then unlinks it, in Arabic and English', async ({
    page,
  }) => {
    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill('technical@example.ae');
    await page.getByLabel('Password').fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-technical$/);
    await page.goto('/en/my-account-technical/account');
    const section = page.getByRole('region', { name: 'UAE PASS' });
    await expect(section).toContainText('Link your account to UAE PASS');
    await expectNoAxeViolations(page);
    await section.getByRole('link', { name: 'Link UAE PASS' }).click();
    await page.getByRole('button', { name: /Yousef Ibrahim Al Hammadi/ }).click();
    await expect(page).toHaveURL(/\/en\/my-account-technical\/account$/);
    await expect(page.getByText('UAE PASS is now linked to your account')).toBeVisible();
    await expect(section).toContainText('Your account is linked to UAE PASS');

    await page.goto('/my-account-technical/account');
    const arabic = page.getByRole('region', { name: 'الهوية الرقمية (UAE PASS)' });
    await expect(arabic).toContainText('حسابك مرتبط بالهوية الرقمية');
    await arabic.getByRole('button', { name: 'إلغاء ربط الهوية الرقمية' }).click();
    await expect(arabic.getByRole('status')).toContainText('لم تعد الهوية الرقمية مرتبطة بحسابك');
    await expect(arabic.getByRole('link', { name: 'ربط الهوية الرقمية' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("another member's UAE PASS is not linked, and the member is told why", async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill('guest@example.ae');
    await page.getByLabel('Password').fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-person$/);
    await page.goto('/en/my-account-person/account');
    await page.getByRole('region', { name: 'UAE PASS' }).getByRole('link', { name: 'Link UAE PASS' }).click();
    await page.getByRole('button', { name: /Salem Rashed Al Kaabi/ }).click();
    await expect(page.getByRole('alert')).toContainText('carries another Emirates ID');
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-person\/account$/);
  });
});
