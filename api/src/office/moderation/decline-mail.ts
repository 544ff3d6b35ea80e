import type { TextLanguage } from '@uaeaf/contracts';
import type { Mail } from '../../mail/mailer';

export interface DeclineMail {
  to: string;
  language: TextLanguage;
  name: string;
  title: string;
  reason: string;
}

/** The sender of an article the editors declined, told why, in the language they wrote it in. */
export function declineMail(mail: DeclineMail): Mail {
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: mail.language,
      subject: `UAE Archery Federation: your article "${mail.title}"`,
      text: [
        `Dear ${mail.name},`,
        '',
        `Thank you for sending us your article "${mail.title}". Our editors have read it and will not publish it, for this reason:`,
        '',
        mail.reason,
        '',
        'You are welcome to send another article from the "Send your article" page.',
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: mail.language,
    subject: `اتحاد الإمارات للقوس والسهم: مقالك "${mail.title}"`,
    text: [
      `عزيزنا ${mail.name}،`,
      '',
      `شكراً لإرسال مقالك "${mail.title}". قرأه محررونا ولن يُنشر، للسبب الآتي:`,
      '',
      mail.reason,
      '',
      'يسعدنا أن ترسل مقالاً آخر من صفحة "أرسل مقالك".',
    ].join('\n'),
  };
}
