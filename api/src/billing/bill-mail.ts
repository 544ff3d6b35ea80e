import { textIn, type LocalizedText } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import { aed } from '../mail/aed';
import type { Mail } from '../mail/mailer';

export interface BillClosedMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  bill: { number: string; name: LocalizedText; amountFils: number };
  status: 'cancelled' | 'waived';
  /** As stored: the officer's words, or a text written in both languages (quoted in the mail's, as pages do). */
  reason: string;
  /** Where the member logs in to read their bills. */
  loginLink: string;
}

function english({ name, bill, status, reason, loginLink }: BillClosedMail): Omit<Mail, 'to' | 'language'> {
  const what = status === 'cancelled' ? 'cancelled' : 'waived';
  return {
    subject: `Your UAE Archery Federation bill ${bill.number} was ${what}`,
    text: [
      `Dear ${name.en},`,
      '',
      `The UAE Archery Federation has ${what} your bill ${bill.number} (${bill.name.en}, ${aed(bill.amountFils, 'en')}). You do not need to pay it.`,
      '',
      'Reason:',
      reason,
      '',
      `Your bills are in your account: ${loginLink}`,
    ].join('\n'),
  };
}

function arabic({ name, bill, status, reason, loginLink }: BillClosedMail): Omit<Mail, 'to' | 'language'> {
  const what = status === 'cancelled' ? 'ألغى' : 'أعفاك من';
  return {
    subject:
      status === 'cancelled'
        ? `أُلغيت فاتورتك ${bill.number} لدى اتحاد الإمارات للقوس والسهم`
        : `أُعفيت من فاتورتك ${bill.number} لدى اتحاد الإمارات للقوس والسهم`,
    text: [
      `عزيزنا ${name.ar}،`,
      '',
      `${what} اتحاد الإمارات للقوس والسهم ${status === 'cancelled' ? 'فاتورتك' : 'الفاتورة'} ${bill.number} (${bill.name.ar}، ${aed(bill.amountFils, 'ar')}). لا يلزمك سدادها.`,
      '',
      'السبب:',
      reason,
      '',
      `فواتيرك في حسابك: ${loginLink}`,
    ].join('\n'),
  };
}

/** The mail a cancelled or waived bill sends, in the member's language. */
export function billClosedMail(mail: BillClosedMail): Mail {
  const quoted = { ...mail, reason: textIn(mail.reason, mail.language) };
  return {
    to: mail.to,
    language: mail.language,
    ...(mail.language === 'en' ? english(quoted) : arabic(quoted)),
  };
}
