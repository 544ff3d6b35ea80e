import type { LocalizedText } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import { formats } from '../documents/words';
import type { Mail } from '../mail/mailer';

/** What runs out: the membership, or one of the documents the registration holds. */
export type ReminderSubject = 'membership' | 'emiratesId' | 'passport' | 'medicalExam';

/** What runs out, and in Arabic the verb agreeing with it. */
const things: Record<ReminderSubject, LocalizedText & { expiresAr: string }> = {
  membership: {
    ar: 'عضويتك في اتحاد الإمارات للقوس والسهم',
    en: 'your UAE Archery Federation membership',
    expiresAr: 'تنتهي',
  },
  emiratesId: {
    ar: 'بطاقة الهوية الإماراتية المسجلة لدى الاتحاد',
    en: 'the Emirates ID the federation holds',
    expiresAr: 'تنتهي',
  },
  passport: {
    ar: 'جواز السفر المسجل لدى الاتحاد',
    en: 'the passport the federation holds',
    expiresAr: 'ينتهي',
  },
  medicalExam: {
    ar: 'الفحص الطبي المسجل لدى الاتحاد',
    en: 'the medical exam the federation holds',
    expiresAr: 'ينتهي',
  },
};

export interface ReminderMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  about: ReminderSubject;
  expiresOn: string;
  daysLeft: number;
  /** Where the member renews the membership or sends the new document. */
  link: string;
}

/** A reminder in the member's language: what runs out, on which day, in how many days, and where to act. */
export function reminderMail(mail: ReminderMail): Mail {
  const day = formats(mail.language).day(mail.expiresOn);
  const thing = things[mail.about][mail.language];
  const expiresAr = things[mail.about].expiresAr;
  const membership = mail.about === 'membership';
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: mail.language,
      subject: `Reminder: ${thing} expires on ${day}`,
      text: [
        `Dear ${mail.name.en},`,
        '',
        `${thing[0]!.toUpperCase()}${thing.slice(1)} expires on ${day}, in ${mail.daysLeft} ${mail.daysLeft === 1 ? 'day' : 'days'}.`,
        membership
          ? 'Renew it before then to keep your membership card valid and to go on taking part:'
          : 'Send the new document before then, from your account:',
        mail.link,
        '',
        'UAE Archery Federation',
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: mail.language,
    subject: `تذكير: ${expiresAr} ${thing} في ${day}`,
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `${expiresAr} ${thing} في ${day}، أي بعد ${formats('ar').integer(mail.daysLeft)} يوم.`,
      membership
        ? 'جدّد عضويتك قبل ذلك لتبقى بطاقة عضويتك سارية وتواصل المشاركة:'
        : 'أرسل الوثيقة الجديدة قبل ذلك من حسابك:',
      mail.link,
      '',
      'اتحاد الإمارات للقوس والسهم',
    ].join('\n'),
  };
}
