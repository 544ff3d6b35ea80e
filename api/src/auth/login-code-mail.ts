import type { Mail } from '../mail/mailer';
import { loginCodeRules } from './login-codes';
import type { MailLanguage } from './reset-mail';

const minutes = loginCodeRules.lifetimeMs / 60_000;

/** When the password was typed, in the UAE's time, as the member reads dates. */
function askedAt(at: Date, lang: MailLanguage): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ar-AE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(at);
}

/**
 * The login code mail (decision 080), in the page's language: when the password was typed, the code and how long it
 * works, and, since whoever typed it knows the password, what to do if it was not the owner. The address is left out:
 * it says little to a member and much to whoever reads their mail.
 */
export function loginCodeMail(
  to: string,
  lang: MailLanguage,
  code: string,
  at: Date,
  forgotLink: string,
): Mail {
  const when = askedAt(at, lang);
  if (lang === 'en') {
    return {
      to,
      language: lang,
      subject: `Your UAE Archery Federation login code: ${code}`,
      text: [
        `On ${when} (UAE time), someone typed the right password of your UAE Archery Federation account in a browser it has not logged in from. As there have been many failed logins to your account, a code is needed as well.`,
        '',
        `If it was you, type this code on the login page within ${minutes} minutes. It works once:`,
        code,
        '',
        'If it was not you, do not give this code to anyone: someone else knows your password. Choose a new one now:',
        forgotLink,
      ].join('\n'),
    };
  }
  return {
    to,
    language: lang,
    subject: `رمز الدخول إلى حسابك في اتحاد الإمارات للقوس والسهم: ${code}`,
    text: [
      `في ${when} (بتوقيت الإمارات) أدخل أحدهم كلمة المرور الصحيحة لحسابك في اتحاد الإمارات للقوس والسهم من متصفح لم يُستخدم للدخول إلى حسابك من قبل. ولأن محاولات دخول فاشلة كثيرة جرت على حسابك، يلزم رمز أيضًا.`,
      '',
      `إذا كنت أنت، فأدخل هذا الرمز في صفحة تسجيل الدخول خلال ${minutes} دقائق. يعمل الرمز مرة واحدة:`,
      code,
      '',
      'إذا لم تكن أنت، فلا تعطِ هذا الرمز لأحد: شخص آخر يعرف كلمة المرور. اختر كلمة مرور جديدة الآن:',
      forgotLink,
    ].join('\n'),
  };
}
