import { describe, expect, it } from 'vitest';
import { billClosedMail } from '../billing/bill-mail';
import { refundMail } from './payment-mail';

const member = {
  to: 'salem@example.ae',
  name: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
};
const bill = {
  number: 'MF-2026-000042',
  name: { ar: 'رسوم العضوية', en: 'Membership fee' },
  amountFils: 25_000,
};
// As the API stores a reason it writes itself (decision 086): the Arabic line, then the English one.
const both = 'أُعيد المبلغ لدى مزود الدفع.\nRefunded at the payment provider.';
const arabicLine = 'أُعيد المبلغ لدى مزود الدفع.';
const englishLine = 'Refunded at the payment provider.';

/** The two mails that quote a bill's stored reason, in one language. */
const mails = (language: 'ar' | 'en', reason: string) => [
  refundMail({ ...member, language, feesLink: 'https://uaeaf.test/fees', bill, reason, byBank: false }),
  billClosedMail({ ...member, language, bill, status: 'cancelled', reason, loginLink: 'https://uaeaf.test' }),
];

describe("the mails quoting a bill's reason", () => {
  it("quote a reason the API wrote in both languages in the mail's language only", () => {
    for (const mail of mails('en', both)) {
      expect(mail.text).toContain(`Reason:\n${englishLine}\n`);
      expect(mail.text).not.toContain(arabicLine);
    }
    for (const mail of mails('ar', both)) {
      expect(mail.text).toContain(`السبب:\n${arabicLine}\n`);
      expect(mail.text).not.toContain(englishLine);
    }
  });

  it('quote what an officer typed as written, in whichever language', () => {
    const typed = 'دُفعت مرتين.\nأعيدوا الثانية.';
    for (const mail of mails('en', typed)) expect(mail.text).toContain(`Reason:\n${typed}\n`);
  });
});
