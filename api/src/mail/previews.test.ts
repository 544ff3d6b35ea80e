import { readFileSync } from 'node:fs';
import { brandColors } from '@uaeaf/design-tokens';
import { describe, expect, it } from 'vitest';
import { loginCodeMail } from '../auth/login-code-mail';
import { type MailLanguage, resetMail } from '../auth/reset-mail';
import { billClosedMail } from '../billing/bill-mail';
import { contactReplyMail } from '../office/contact/reply-mail';
import { declineMail } from '../office/moderation/decline-mail';
import { paymentConfirmationMail, refundMail } from '../payments/payment-mail';
import { knownEmailMail } from '../registration/known-email-mail';
import { registrationReceivedMail } from '../registration/received-mail';
import { reminderMail } from '../reminders/reminder-mail';
import { acknowledgementMail } from '../submissions/acknowledgement-mail';
import { type CourseNews, courseMail } from '../training/registration-mail';
import { clubRegisteredMail } from './club-registered-mail';
import { mailHtml } from './layout';
import type { Mail } from './mailer';
import { type RequestDecisionNews, requestDecisionMail } from './request-decision-mail';
import { type ServiceNews, serviceMail } from './service-mail';

const origin = 'https://uaeaf.test';
const to = 'salem@example.ae';
const name = { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' };
const club = { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' };
const link = `${origin}/auth/login`;
const bill = {
  number: 'MF-2026-000042',
  name: { ar: 'رسوم العضوية', en: 'Membership fee' },
  amountFils: 25_000,
};
const courseBill = { ...bill, id: 1, issuedOn: '2026-03-10', status: 'unpaid' as const };
const at = new Date('2026-03-10T08:00:00Z');

const decisions: RequestDecisionNews[] = [
  { decision: 'accept', club },
  { decision: 'approve', membershipNumber: 'UAEAF-2026-0042', validUntil: '2026-12-31' },
  { decision: 'reject', reason: 'The passport copy cannot be read.' },
  { decision: 'documentReplaced', document: 'passport', expiresOn: '2030-01-01' },
  { decision: 'documentRejected', document: 'medicalExam', reason: 'It is not signed.' },
];
const serviceSteps: ServiceNews[] = [
  { step: 'answerAsked', requester: club, answerBy: '2026-03-24' },
  { step: 'requestedForYou', requester: club },
  { step: 'partyAnswered', club, answer: 'objected', objection: 'feesOwed' },
  { step: 'partyAnswered', club, answer: 'deemedAgreed', objection: null },
  { step: 'approved' },
  { step: 'rejected', reason: 'The release form is missing.' },
  { step: 'documentsRequested', reason: 'Send the signed release form.' },
  { step: 'withdrawn', by: name },
];
const courseSteps: CourseNews[] = [
  { step: 'registered', bill: courseBill },
  { step: 'waiting', position: 3 },
  { step: 'movedUp', bill: null },
  { step: 'cancelled' },
];

/** Every mail the site sends, each kind and variant once, in a language: what the previews render. */
function everyMail(language: MailLanguage): [string, Mail][] {
  const member = { to, language, name };
  return [
    ['reset', resetMail(to, language, `${origin}/auth/reset-password?token=t`)],
    ['login code', loginCodeMail(to, language, '482913', at, `${origin}/auth/forgot-password`)],
    ['known email', knownEmailMail(to, language, origin)],
    [
      'registration received, club first',
      registrationReceivedMail({ ...member, reference: 'REG-7K3F9-QX2M4', club, publicOrigin: origin }),
    ],
    [
      'registration received, federation',
      registrationReceivedMail({ ...member, reference: 'REG-7K3F9-QX2M4', club: null, publicOrigin: origin }),
    ],
    [
      'club registered a player',
      clubRegisteredMail({
        ...member,
        club,
        setPasswordLink: `${origin}/auth/reset-password?token=t`,
        publicOrigin: origin,
      }),
    ],
    ...decisions.map((news): [string, Mail] => [
      `request ${news.decision}`,
      requestDecisionMail({ ...member, loginLink: link, news }),
    ]),
    ...serviceSteps.map((news): [string, Mail] => [
      `service ${news.step}`,
      serviceMail({
        ...member,
        service: 'playerRelease',
        requestId: 42,
        player: name,
        loginLink: link,
        news,
      }),
    ]),
    ...courseSteps.map((news): [string, Mail] => [
      `course ${news.step}`,
      courseMail({ ...member, course: { ar: 'دورة المدربين', en: 'Coaches course' }, link, news }),
    ]),
    [
      'payment received',
      paymentConfirmationMail({
        ...member,
        feesLink: link,
        orderNumber: 'ORD-2026-000007',
        bills: [bill],
        totalFils: bill.amountFils,
      }),
    ],
    ['refund', refundMail({ ...member, feesLink: link, bill, reason: 'Paid twice.', byBank: false })],
    [
      'bill waived',
      billClosedMail({ ...member, bill, status: 'waived', reason: 'Paid twice.', loginLink: link }),
    ],
    ...(['membership', 'passport'] as const).map((about): [string, Mail] => [
      `reminder ${about}`,
      reminderMail({ ...member, about, expiresOn: '2026-04-09', daysLeft: 30, link }),
    ]),
    [
      'article declined',
      declineMail({ to, language, name: name[language], title: 'My season', reason: 'Too short.' }),
    ],
    [
      'contact reply',
      contactReplyMail({
        to,
        language,
        name: name[language],
        subject: 'Volunteering',
        reply: 'Thank you.\nWe will call you.',
        message: 'Can I volunteer?\nIn Sharjah.',
      }),
    ],
    ...(['contact', 'article'] as const).map((form): [string, Mail] => [
      `${form} acknowledged`,
      acknowledgementMail({ to, language, form, at, publicOrigin: origin }),
    ]),
  ];
}

const federation = { ar: 'اتحاد الإمارات للقوس والسهم', en: 'UAE Archery Federation' };
/** A code in camelCase or SNAKE_CASE outside an address: words the reader should never see. */
const rawCode = /\b[a-z]+[A-Z]\w*\b|\b[A-Z]{2,}_[A-Z_]+\b/;
const withoutAddresses = (text: string) => text.replace(/https?:\/\/\S+/g, '');
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe.each(['ar', 'en'] as const)('every mail in %s, as the one layout renders it', (language) => {
  it.each(everyMail(language))('%s', async (_, mail) => {
    expect(mail.language).toBe(language);
    const html = await mailHtml(mail);
    // The member's language and direction, the subject as the title, the federation's name on its colour.
    expect(html).toMatch(new RegExp(`<html[^>]* dir="${language === 'ar' ? 'rtl' : 'ltr'}"`));
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(html).toContain(`background-color:${brandColors.primary}`);
    expect(html).toContain(`>${federation[language]}</h1>`);
    // Every address of the text is a link, and every line of it is in the HTML.
    for (const address of mail.text.match(/https?:\/\/\S+/g) ?? []) {
      expect(html).toContain(`href="${escapeHtml(address)}"`);
    }
    const shown = html.replace(/<[^>]+>/g, '');
    for (const line of withoutAddresses(mail.text).split('\n')) {
      const words = line.replace(/^> ?/, '').trim();
      if (words) expect(shown).toContain(escapeHtml(words.split(': ')[0]!));
    }
    // Nothing missing or raw in what the member reads.
    for (const text of [mail.subject, mail.text]) {
      expect(text).not.toMatch(/undefined|null|NaN|\[object/);
      expect(withoutAddresses(text)).not.toMatch(rawCode);
    }
    if (language === 'ar') expect(mail.subject + mail.text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('the layout', () => {
  it('uses the colours of the design tokens, which mail cannot read from CSS', () => {
    const tokens = readFileSync(
      new URL('../../../shared/design-tokens/src/tokens.css', import.meta.url),
      'utf8',
    );
    const named = {
      primary: 'primary',
      primarySoft: 'primary-soft',
      onPrimary: 'on-primary',
      text: 'text',
      textMuted: 'text-muted',
      surface: 'surface',
      surfaceMuted: 'surface-muted',
      border: 'border',
      danger: 'danger',
    } satisfies Record<keyof typeof brandColors, string>;
    for (const [key, token] of Object.entries(named)) {
      expect(tokens).toContain(`--color-${token}: ${brandColors[key as keyof typeof brandColors]};`);
    }
  });

  it('keeps an address or a code inside Arabic text left to right and whole, and a quoted message apart', async () => {
    const html = await mailHtml({
      to,
      language: 'ar',
      subject: 'رد',
      text: 'عزيزنا سالم،\n\nالرقم المرجعي REG-7K3F9-QX2M4.\nحسابك: https://uaeaf.test/auth/login\n\nرسالتك:\n> سؤالي\n> سطر ثان',
    });
    expect(html).toContain('<span dir="ltr" style="white-space:nowrap">REG-7K3F9-QX2M4</span>');
    expect(html).toContain('dir="ltr"');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/uaeaf.test\/auth\/login"[^>]*>https:\/\/uaeaf.test\/auth\/login<\/a>/,
    );
    expect(html).toMatch(
      new RegExp(
        `background-color:${brandColors.primarySoft}[^>]*><span>سؤالي</span><span><br/>سطر ثان</span>`,
      ),
    );
    expect(html).not.toContain('&gt; سؤالي');
  });
});
