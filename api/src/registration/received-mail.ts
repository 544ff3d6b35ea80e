import { type LocalizedText, registrationStepWorkingDays } from '@uaeaf/contracts';
import { type MailLanguage, sitePage } from '../auth/reset-mail';
import type { Mail } from '../mail/mailer';

/** The applicant of a new registration, told at once what the confirmation page said (decision 087). */
export interface RegistrationReceivedMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  reference: string;
  /** The club or academy the applicant named, which answers first; null when the federation alone decides. */
  club: LocalizedText | null;
  publicOrigin: string;
}

const days = registrationStepWorkingDays;

/**
 * The mail a new registration sends its applicant: the reference, who decides next and how long a step usually
 * takes, and that they can log in meanwhile (a pending account logs in). An address that already has an account gets
 * `knownEmailMail` instead (decision 081).
 */
export function registrationReceivedMail(mail: RegistrationReceivedMail): Mail {
  const login = sitePage(mail.publicOrigin, mail.language, '/auth/login');
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: 'en',
      subject: `We received your UAE Archery Federation registration: ${mail.reference}`,
      text: [
        `Dear ${mail.name.en},`,
        '',
        `Thank you for registering with the UAE Archery Federation. Your request's reference is ${mail.reference}; quote it if you write to us about it.`,
        '',
        mail.club
          ? `${mail.club.en}, which you named, answers your request first, usually within ${days} working days. The federation then decides, usually within ${days} more working days.`
          : `The federation decides on your request, usually within ${days} working days.`,
        'We will write to you at each step. Until then the status of your account is Pending.',
        '',
        `Follow your request in your account: ${login}`,
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: 'ar',
    subject: `استلمنا طلب تسجيلك في اتحاد الإمارات للقوس والسهم: ${mail.reference}`,
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `شكراً لتسجيلك في اتحاد الإمارات للقوس والسهم. الرقم المرجعي لطلبك ${mail.reference}، فاذكره إذا راسلتنا بشأنه.`,
      '',
      mail.club
        ? `يرد ${mail.club.ar} الذي اخترته على طلبك أولاً، عادةً خلال ${days} أيام عمل، ثم يبت فيه الاتحاد، عادةً خلال ${days} أيام عمل أخرى.`
        : `يبت الاتحاد في طلبك عادةً خلال ${days} أيام عمل.`,
      'سنراسلك عند كل خطوة. وإلى ذلك الحين تبقى حالة حسابك «قيد المراجعة».',
      '',
      `تابع طلبك من حسابك: ${login}`,
    ].join('\n'),
  };
}
