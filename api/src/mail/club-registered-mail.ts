import type { LocalizedText } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import { resetTokenLifetimeMs } from '../auth/reset-tokens';
import type { Mail } from './mailer';
import { loginLink } from './request-decision-mail';

/** The player a club or academy registered itself (register-new, decision 033), and where they set a password. */
export interface ClubRegisteredMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  club: LocalizedText;
  /** The password reset link: the player's first password is chosen there. */
  setPasswordLink: string;
  publicOrigin: string;
}

const minutes = resetTokenLifetimeMs / 60_000;

/**
 * The welcome of a player their club registered: who registered them, that the federation now reviews the request,
 * and the link to choose their password (it lasts as a reset link does; the login page's "forgot password" sends
 * another), in the language the club registered them in.
 */
export function clubRegisteredMail(mail: ClubRegisteredMail): Mail {
  const login = loginLink(mail.publicOrigin, mail.language);
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: mail.language,
      subject: 'Your club registered you with the UAE Archery Federation: set your password',
      text: [
        `Dear ${mail.name.en},`,
        '',
        `${mail.club.en} has registered you as a player with the UAE Archery Federation. The federation now reviews the request; we will write to you when it is decided.`,
        '',
        `To set your password and use your account, open this link within ${minutes} minutes:`,
        mail.setPasswordLink,
        '',
        `The link works once. If it has expired, choose "Forgot your password?" on the login page: ${login}`,
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: mail.language,
    subject: 'سجّلك ناديك في اتحاد الإمارات للقوس والسهم: اختر كلمة المرور',
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `سجّلك ${mail.club.ar} لاعباً في اتحاد الإمارات للقوس والسهم. ويراجع الاتحاد الآن الطلب، وسنراسلك عند البت فيه.`,
      '',
      `لاختيار كلمة المرور واستخدام حسابك، افتح هذا الرابط خلال ${minutes} دقيقة:`,
      mail.setPasswordLink,
      '',
      `يعمل الرابط مرة واحدة. إذا انتهت صلاحيته فاختر "هل نسيت كلمة المرور؟" في صفحة الدخول: ${login}`,
    ].join('\n'),
  };
}
