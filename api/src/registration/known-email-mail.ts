import { type MailLanguage, sitePage } from '../auth/reset-mail';
import type { Mail } from '../mail/mailer';

/**
 * The mail to an account's owner when someone registers with its email (decision 081): the registration is answered as
 * for a new address, so only the owner learns it, with the ways back into the account.
 */
export function knownEmailMail(to: string, lang: MailLanguage, publicOrigin: string): Mail {
  const login = sitePage(publicOrigin, lang, '/auth/login');
  const reset = sitePage(publicOrigin, lang, '/auth/forgot-password');
  if (lang === 'en') {
    return {
      to,
      language: lang,
      subject: 'Someone tried to register with your email at the UAE Archery Federation',
      text: [
        'Someone tried to register a new UAE Archery Federation account with this email address, which already has an account. No new account was made.',
        '',
        'If it was you, log in here:',
        login,
        '',
        'If you have forgotten your password, reset it here:',
        reset,
        '',
        'If it was not you, ignore this mail: your account stays as it is.',
      ].join('\n'),
    };
  }
  return {
    to,
    language: lang,
    subject: 'محاولة تسجيل ببريدك الإلكتروني في اتحاد الإمارات للقوس والسهم',
    text: [
      'حاول أحدهم تسجيل حساب جديد في اتحاد الإمارات للقوس والسهم بهذا البريد الإلكتروني، وله حساب من قبل. لم يُنشأ أي حساب جديد.',
      '',
      'إذا كنت أنت، فسجّل الدخول من هنا:',
      login,
      '',
      'وإذا نسيت كلمة المرور، فأعد تعيينها من هنا:',
      reset,
      '',
      'إذا لم تكن أنت، فتجاهل هذه الرسالة، وسيبقى حسابك كما هو.',
    ].join('\n'),
  };
}
