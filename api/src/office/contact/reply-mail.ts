import type { TextLanguage } from '@uaeaf/contracts';
import type { Mail } from '../../mail/mailer';

export interface ContactReplyMail {
  to: string;
  language: TextLanguage;
  name: string;
  subject: string;
  reply: string;
  /** The sender's own message, quoted below the reply. */
  message: string;
}

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The office's answer to a "Contact us" message, in the language the sender wrote in. */
export function contactReplyMail(mail: ContactReplyMail): Mail {
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: mail.language,
      subject: `Re: ${mail.subject}`,
      text: [
        `Dear ${mail.name},`,
        '',
        mail.reply,
        '',
        'UAE Archery Federation',
        '',
        'You wrote:',
        quoted(mail.message),
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: mail.language,
    subject: `رد: ${mail.subject}`,
    text: [
      `عزيزنا ${mail.name}،`,
      '',
      mail.reply,
      '',
      'اتحاد الإمارات للقوس والسهم',
      '',
      'رسالتك:',
      quoted(mail.message),
    ].join('\n'),
  };
}
