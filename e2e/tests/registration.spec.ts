import type { Page } from '@playwright/test';
import {
  fillArcheryProfile,
  fillEducationAndHealth,
  fillNames,
  fillPassport,
  fillPersonal,
  fillResidence,
  formIn,
  pdfFile,
  png,
  pngFile,
  type Form,
  type Key,
  type Lang,
} from '../fixtures/registration-form';
import { latestMailTo } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

/**
 * The eight registration forms end to end against the API: every required field filled, files attached, the
 * browser's refusals of a file too large or not what its name says, the resident rule, and the account the API
 * created checked by logging in with it.
 */

const run = Date.now();
const emailFor = (form: string, lang = 'en') => `e2e.${form}.${lang}.${run}@example.ae`;
const password = 'Longbow#2031';

/** A valid Emirates ID unique to this run and form: 784-1990-NNNNNNN-C with its Luhn check digit. */
function emiratesId(sequence: number): string {
  const serial = String((Math.floor(run / 10) + sequence * 7919) % 10_000_000).padStart(7, '0');
  const first14 = `7841990${serial}`;
  const sum = [...first14]
    .reverse()
    .map(Number)
    .reduce(
      (total, digit, index) =>
        total + (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
      0,
    );
  const check = (10 - (sum % 10)) % 10;
  return `784-1990-${serial}-${check}`;
}

async function fillAccount(form: Form, email: string, next: Key) {
  await form.fill('email', email);
  await form.fill('password', password);
  await form.fill('passwordConfirmation', password);
  await form.fill('phone', '+971 50 123 4567');
  await form.next(next);
}

/**
 * Submits, checks the API's receipt, the confirmation with its reference and the applicant's mail of it, then logs in
 * with the new account.
 */
async function submitAndCheck(
  page: Page,
  form: Form,
  name: string,
  accountType: string,
  email: string,
  decidesNext: 'club' | 'federation' = 'federation',
) {
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/register/${name}` && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: form.t('submit'), exact: true }).click();
  const response = await answer;
  expect(response.status(), `POST /api/register/${name}`).toBe(201);
  // The page's language goes with it: the member's mail is written in it.
  expect(new URL(response.url()).searchParams.get('lang')).toBe(form.lang);
  const receipt = (await response.json()) as { reference: string };
  expect(receipt).toEqual({
    status: 'Pending',
    accountType,
    reference: expect.stringMatching(/^REG-[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    decidesNext,
  });
  await expect(page.getByRole('heading', { level: 2, name: form.t('submitted') })).toBeVisible();
  await expect(page.getByText(receipt.reference)).toBeVisible();
  const mail = await latestMailTo(email, { subject: new RegExp(receipt.reference) });
  expect(mail.text).toContain(receipt.reference);
  expect(mail.html).toContain(form.lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
  await expect(page.getByRole('button', { name: form.t('submit') })).toHaveCount(0);

  // The account exists: the password is accepted (a Pending account may be let in or refused as not yet approved,
  // never answered as unknown).
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect([200, 403], `login of ${email}`).toContain(login.status());
  if (login.status() === 200) {
    const session = (await login.json()) as { accountType: string; userInfo: { membershipStatus?: string } };
    expect(session.accountType).toBe(accountType);
    if (session.userInfo.membershipStatus) expect(session.userInfo.membershipStatus).toBe('Pending');
  }
}

interface MemberCase {
  name: string;
  accountType: string;
  lang: Lang;
  /** Under 18: a guardian's step follows. */
  minor?: boolean;
  resident: boolean;
  kind: 'player' | 'community' | 'certified' | 'administrator';
  sequence: number;
  /** Players, community players and coaches may name their club or academy: this one, by its name. */
  club?: string;
}

const namesClub = (form: string) => ['players', 'playersCommunity', 'coaches'].includes(form);

async function registerMember(page: Page, member: MemberCase) {
  const { lang } = member;
  const form = formIn(page, lang);
  const email = emailFor(member.name, lang);
  await page.goto(`${lang === 'en' ? '/en' : ''}/register/${member.name}`);
  await expect(page.getByRole('heading', { level: 2, name: form.t('stepNames') })).toBeVisible();
  await fillNames(form);
  await fillPersonal(form, {
    nationality: member.resident ? 'AE' : 'IN',
    birthDate: member.minor ? `${new Date().getFullYear() - 15}-01-15` : '1990-05-01',
  });
  await fillAccount(form, email, 'stepResidence');

  if (member.resident) await fillResidence(form, emiratesId(member.sequence));
  else await form.pick('isResident', 'no');
  await form.next('stepPassport');
  await fillPassport(form, `E${String(run).slice(-7)}${member.sequence}`);
  await fillEducationAndHealth(form, { student: !!member.minor });

  if (member.kind === 'player' || member.kind === 'community') {
    await fillArcheryProfile(form);
    if (member.kind === 'player') await form.fill('bestLocalScore', '1280');
  } else {
    await form.next('stepCareer');
    if (member.kind === 'certified')
      await form.attach('qualificationCertificate', pdfFile('certificate.pdf'));
    await form.attach('cv', pdfFile('cv.pdf'));
  }

  if (namesClub(member.name)) {
    await form.next('stepMemberOf');
    if (member.club) await form.select('clubId', { label: member.club });
  }
  if (member.minor) {
    await form.next('stepGuardian');
    await form.fill('mobileFather', '050 765 4321');
    await form.attach('parentalApproval', pdfFile('approval.pdf'));
  }
  await form.next('stepReview');
  await submitAndCheck(
    page,
    form,
    member.name,
    member.accountType,
    email,
    member.club ? 'club' : 'federation',
  );
}

test.describe('registration', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the players form refuses bad files when chosen and applies the resident rule', async ({ page }) => {
    const form = formIn(page, 'en');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/register/')) requests.push(request.url());
    });
    await page.goto('/en/register/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Register as a player' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Registration steps' }).getByRole('listitem').first(),
    ).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('This field is required')).toHaveCount(6);
    await expect(form.field('firstNameAr')).toBeFocused();
    await fillNames(form);

    // Just over 1 MB, with a PNG's first bytes: refused at once, naming the limit.
    const big = Buffer.alloc(1_048_577);
    png.copy(big);
    await form.field('photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('The image must not be larger than 1 MB')).toBeVisible();
    // A text file named .png, claiming to be a PNG.
    await form.field('photo').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(page.getByText('The file must be a JPG, JPEG or PNG image')).toBeVisible();
    await expect(form.field('photo')).toHaveAttribute('aria-invalid', 'true');
    await form.attach('photo', pngFile('photo.png'));
    await expect(page.getByText('The file must be a JPG, JPEG or PNG image')).toHaveCount(0);
    // A refusal keeps the file accepted before.
    await form.field('photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('The image must not be larger than 1 MB')).toBeVisible();
    await expect(page.getByText('photo.png')).toBeVisible();

    await form.pickFirst('gender');
    await form.select('nationality', 'AE');
    await form.fill('birthDate', '1990-05-01');
    await expect(page.getByText(`Age class in ${new Date().getFullYear()}: Senior`)).toBeVisible();
    await form.fill('placeOfBirth', 'Al Ain');
    await form.next('stepAccount');
    await fillAccount(form, emailFor('players'), 'stepResidence');

    // A resident must give an Emirates ID.
    await form.pick('isResident', 'yes');
    await form.select('residenceEmirate', 'dubai');
    await form.fill('emiratesIdExpiry', `${new Date().getFullYear() + 3}-05-01`);
    await form.attach('emiratesIdFront', pngFile('id-front.png'));
    await form.attach('emiratesIdBack', pngFile('id-back.png'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(form.field('emiratesId')).toBeFocused();
    await expect(form.field('emiratesId')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toBeVisible();
    await form.fill('emiratesId', '784-1990-1234567-0' /* the check digit is 6 */);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please enter a valid Emirates ID (784-YYYY-NNNNNNN-C)')).toBeVisible();
    await form.fill('emiratesId', emiratesId(1));
    await form.next('stepPassport');

    await form.fill('passportNumber', `P${String(run).slice(-7)}`);
    await form.fill('passportIssueDate', '2022-01-10');
    await form.fill('passportExpiryDate', '2021-01-09');
    // A PNG where a PDF is asked for.
    await form.field('passportCopy').setInputFiles(pngFile('passport.png'));
    await expect(page.getByText('The file must be a PDF document')).toBeVisible();
    await form.attach('passportCopy', pdfFile('passport.pdf'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('The passport expiry date must be after its issue date')).toBeVisible();
    await form.fill('passportExpiryDate', '2032-01-09');
    await form.next('stepEducation');

    await form.select('qualificationId', { index: 1 });
    // Employee or student must be specified.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('radiogroup', { name: /^Employee or student/ })).toContainText(
      'This field is required',
    );
    await form.pick('occupation', 'employee');
    await form.fill('employerName', 'Emirates Archery Supplies');
    await form.next('stepHealth');
    await form.pick('hasDisability', 'no');
    await fillArcheryProfile(form);
    await form.fill('bestLocalScore', '1280');
    await form.next('stepMemberOf');
    await form.next('stepReview');
    expect(requests, 'nothing is sent before the review').toEqual([]);
    await submitAndCheck(page, form, 'players', 'player', emailFor('players'));
  });

  const members: MemberCase[] = [
    {
      name: 'playersCommunity',
      accountType: 'activity',
      lang: 'en',
      resident: true,
      kind: 'community',
      sequence: 2,
      club: 'Sharjah Archery Club',
    },
    { name: 'coaches', accountType: 'coach', lang: 'en', resident: false, kind: 'certified', sequence: 3 },
    { name: 'judges', accountType: 'referee', lang: 'en', resident: true, kind: 'certified', sequence: 4 },
    {
      name: 'administrators',
      accountType: 'employee',
      lang: 'en',
      resident: true,
      kind: 'administrator',
      sequence: 5,
    },
  ];
  for (const member of members) {
    test(`the ${member.name} form creates a pending ${member.accountType} account`, async ({ page }) => {
      await registerMember(page, member);
    });
  }

  test('the players form in Arabic, for an archer under 18 who lives abroad', async ({ page }) => {
    await registerMember(page, {
      name: 'players',
      accountType: 'player',
      lang: 'ar',
      minor: true,
      resident: false,
      kind: 'player',
      sequence: 6,
      club: 'أكاديمية الظفرة للقوس والسهم',
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the guest form creates a pending guest account', async ({ page }) => {
    const form = formIn(page, 'en');
    await page.goto('/en/register/guest');
    await fillNames(form);
    await form.pickFirst('gender');
    await form.select('nationality', 'GB');
    await form.next('stepAccount');
    await fillAccount(form, emailFor('guest'), 'stepReview');
    await submitAndCheck(page, form, 'guest', 'guest', emailFor('guest'));
  });

  for (const kind of ['club', 'academy'] as const) {
    test(`the ${kind} form creates a pending ${kind} account`, async ({ page }) => {
      const form = formIn(page, 'en');
      const email = emailFor(kind);
      const group = (name: string) => page.getByRole('group', { name: new RegExp(`^${name}( \\*)?$`) });
      const both = async (name: string, ar: string, en: string) => {
        await group(name)
          .getByLabel(/^In Arabic/)
          .fill(ar);
        await group(name)
          .getByLabel(/^In English/)
          .fill(en);
      };
      const next = async (step: string) => {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: step, exact: true })).toBeFocused();
      };
      await page.goto(`/en/register/${kind}`);
      await expect(
        page.getByRole('heading', { level: 2, name: kind === 'club' ? 'Club details' : 'Academy details' }),
      ).toBeVisible();
      await both('Name', `نادي الرماية ${run % 1000}`, `Archery ${kind} ${run % 1000}`);
      await page.getByLabel(/^Country/).selectOption('AE');
      await page.getByLabel(/^Emirate( \*)?$/).selectOption('sharjah');
      await page.getByLabel(/^Year of foundation/).fill('1998');
      await group('Categories').locator('input[value="men"]').check();
      await group('Categories').locator('input[value="juniorWomen"]').check();
      await page.getByLabel(/^Membership start date/).fill('2026-01-01');
      if (kind === 'academy') await page.getByLabel(/^Training ground/).fill('Sharjah range');
      await page.getByLabel(/^Logo/).setInputFiles(pngFile('logo.png'));
      await expect(page.getByText('logo.png')).toBeVisible();
      await next('Account and contact');

      await form.fill('email', email);
      await form.fill('password', password);
      await form.fill('passwordConfirmation', password);
      await form.fill('phone', '06 555 1234');
      await page.getByLabel(/^Website/).fill('www.archery-club.ae');
      await both('Address', 'الشارقة، شارع الجامعة', 'University Road, Sharjah');
      await next('Management');

      await both('Supervisor', 'خالد النقبي', 'Khalid Al Naqbi');
      await both('Financial supervisor', 'مريم السويدي', 'Maryam Al Suwaidi');
      await page.getByLabel(/^Number of trainers/).fill('4');
      await page.getByLabel(/^Number of administrators/).fill('2');
      await page.getByLabel(/^Number of members/).fill('120');
      await both('Chief executive officer', 'أحمد الشامسي', 'Ahmed Al Shamsi');
      if (kind === 'academy') {
        await next('Owner');
        await both("Owner's name", 'سعيد المزروعي', 'Saeed Al Mazrouei');
        await page.getByLabel(/^Owner's nationality/).selectOption('AE');
        await page.getByLabel(/^Photo of the owner's ID/).setInputFiles(pngFile('owner-id.png'));
        await expect(page.getByText('owner-id.png')).toBeVisible();
      }
      await next('Licences');
      await page.getByLabel(/^Federation licence/).setInputFiles(pngFile('licence.png'));
      await expect(page.getByText('licence.png')).toBeVisible();
      // A licence may be an image or a PDF, but not a text file.
      await page
        .getByLabel(/^Sports authority licence/)
        .setInputFiles({ name: 'authority.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
      await expect(
        page.getByText('The file must be a JPG, JPEG or PNG image or a PDF document'),
      ).toBeVisible();
      await page.getByLabel(/^Sports authority licence/).setInputFiles(pdfFile('authority.pdf'));
      await expect(page.getByText('authority.pdf')).toBeVisible();
      await next('Review and submit');
      await submitAndCheck(page, form, kind, kind, email);
    });
  }
});
