import type { Mail } from '../mail/mailer';
import { resetTokenLifetimeMs } from './reset-tokens';

export type MailLanguage = 'ar' | 'en';

/** A page of the public site, in the language the request came in (Arabic has no prefix). */
export function sitePage(publicOrigin: string, lang: MailLanguage, path: string): string {
  return `${publicOrigin}${lang === 'en' ? '/en' : ''}${path}`;
}

/** The reset page, which the forgot-password mail links to. */
export function resetLink(publicOrigin: string, lang: MailLanguage, token: string): string {
  return sitePage(publicOrigin, lang, `/auth/reset-password?token=${token}`);
}

const minutes = resetTokenLifetimeMs / 60_000;

/** The "forgot password" mail, in one language: what happened, the link, how long it works, what to do if unasked. */
export function resetMail(to: string, lang: MailLanguage, link: string): Mail {
  if (lang === 'en') {
    return {
      to,
      language: lang,
      subject: 'Reset your UAE Archery Federation password',
      text: [
        'Someone, hopefully you, asked to reset the password of your UAE Archery Federation account.',
        '',
        `To choose a new password, open this link within ${minutes} minutes:`,
        link,
        '',
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      ].join('\n'),
    };
  }
  return {
    to,
    language: lang,
    subject: 'إعادة تعيين كلمة المرور في اتحاد الإمارات للقوس والسهم',
    text: [
      'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة المرور لحسابك في اتحاد الإمارات للقوس والسهم.',
      '',
      `لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ${minutes} دقيقة:`,
      link,
      '',
      'يعمل الرابط مرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    ].join('\n'),
  };
}
