import type { LocalizedText } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import type { Mail } from './mailer';

/** What the member is told about a decision on their membership request. */
export type RequestDecisionNews =
  | { decision: 'accept'; club: LocalizedText }
  | { decision: 'approve'; membershipNumber: string; validUntil: string | null }
  | { decision: 'reject'; reason: string }
  | { decision: 'documentReplaced'; document: string; expiresOn: string | null }
  | { decision: 'documentRejected'; document: string; reason: string };

/** The documents a member replaces (decision 056), as a mail names them; an unknown one by its stored name. */
const documentNames: Record<string, LocalizedText> = {
  emiratesId: { en: 'Emirates ID', ar: 'الهوية الإماراتية' },
  passport: { en: 'passport', ar: 'جواز السفر' },
  medicalExam: { en: 'medical exam', ar: 'الفحص الطبي' },
  photo: { en: 'photo', ar: 'الصورة الشخصية' },
};
const documentName = (document: string, language: MailLanguage) =>
  documentNames[document]?.[language] ?? document;

export interface RequestDecisionMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  /** Where the member logs in to read their request (and, once rejected, correct and resubmit it). */
  loginLink: string;
  news: RequestDecisionNews;
}

/** The login page on the public site, in the member's language (Arabic has no prefix). */
export function loginLink(publicOrigin: string, language: MailLanguage): string {
  return `${publicOrigin}${language === 'en' ? '/en' : ''}/auth/login`;
}

/** A date as the member reads it, in their language (the date is a calendar day, so no time zone shifts it). */
function longDate(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ar-AE', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function english({ name, loginLink: link, news }: RequestDecisionMail): Omit<Mail, 'to' | 'language'> {
  const greeting = `Dear ${name.en},`;
  switch (news.decision) {
    case 'accept':
      return {
        subject: 'Your UAE Archery Federation membership request was accepted by your club',
        text: [
          greeting,
          '',
          `${news.club.en} has accepted your membership request. It now goes to the UAE Archery Federation for approval; we will write to you again when it is decided.`,
          '',
          `Follow your request in your account: ${link}`,
        ].join('\n'),
      };
    case 'approve':
      return {
        subject: 'Your UAE Archery Federation membership is approved',
        text: [
          greeting,
          '',
          'The UAE Archery Federation has approved your membership.',
          `Membership number: ${news.membershipNumber}`,
          ...(news.validUntil ? [`Valid until: ${longDate(news.validUntil, 'en')}`] : []),
          '',
          `Your account: ${link}`,
        ].join('\n'),
      };
    case 'reject':
      return {
        subject: 'Your UAE Archery Federation membership request was rejected',
        text: [
          greeting,
          '',
          'Your membership request was rejected, for this reason:',
          news.reason,
          '',
          `You can correct your application and resubmit it from your account: ${link}`,
        ].join('\n'),
      };
    case 'documentReplaced':
      return {
        subject: `Your new ${documentName(news.document, 'en')} was accepted by the UAE Archery Federation`,
        text: [
          greeting,
          '',
          `The UAE Archery Federation has accepted the ${documentName(news.document, 'en')} you sent; it is now the one on your account.`,
          ...(news.expiresOn ? [`Valid until: ${longDate(news.expiresOn, 'en')}`] : []),
          '',
          `Your account: ${link}`,
        ].join('\n'),
      };
    case 'documentRejected':
      return {
        subject: `Your new ${documentName(news.document, 'en')} was not accepted by the UAE Archery Federation`,
        text: [
          greeting,
          '',
          `The ${documentName(news.document, 'en')} you sent was not accepted, for this reason:`,
          news.reason,
          '',
          `You can send another from your account: ${link}`,
        ].join('\n'),
      };
  }
}

function arabic({ name, loginLink: link, news }: RequestDecisionMail): Omit<Mail, 'to' | 'language'> {
  const greeting = `عزيزنا ${name.ar}،`;
  switch (news.decision) {
    case 'accept':
      return {
        subject: 'قبل ناديك طلب عضويتك في اتحاد الإمارات للقوس والسهم',
        text: [
          greeting,
          '',
          `قبل ${news.club.ar} طلب عضويتك، وقد أُحيل إلى اتحاد الإمارات للقوس والسهم لاعتماده. سنراسلك مرة أخرى عند البت فيه.`,
          '',
          `تابع طلبك من حسابك: ${link}`,
        ].join('\n'),
      };
    case 'approve':
      return {
        subject: 'اعتُمدت عضويتك في اتحاد الإمارات للقوس والسهم',
        text: [
          greeting,
          '',
          'اعتمد اتحاد الإمارات للقوس والسهم عضويتك.',
          `رقم العضوية: ${news.membershipNumber}`,
          ...(news.validUntil ? [`صالحة حتى: ${longDate(news.validUntil, 'ar')}`] : []),
          '',
          `حسابك: ${link}`,
        ].join('\n'),
      };
    case 'reject':
      return {
        subject: 'رُفض طلب عضويتك في اتحاد الإمارات للقوس والسهم',
        text: [
          greeting,
          '',
          'رُفض طلب عضويتك للسبب التالي:',
          news.reason,
          '',
          `يمكنك تصحيح طلبك وإعادة تقديمه من حسابك: ${link}`,
        ].join('\n'),
      };
    case 'documentReplaced':
      return {
        subject: `قبل اتحاد الإمارات للقوس والسهم ${documentName(news.document, 'ar')} الجديد`,
        text: [
          greeting,
          '',
          `قبل اتحاد الإمارات للقوس والسهم ${documentName(news.document, 'ar')} الذي أرسلته، وأصبح المعتمد في حسابك.`,
          ...(news.expiresOn ? [`صالح حتى: ${longDate(news.expiresOn, 'ar')}`] : []),
          '',
          `حسابك: ${link}`,
        ].join('\n'),
      };
    case 'documentRejected':
      return {
        subject: `لم يقبل اتحاد الإمارات للقوس والسهم ${documentName(news.document, 'ar')} الجديد`,
        text: [
          greeting,
          '',
          `لم يُقبل ${documentName(news.document, 'ar')} الذي أرسلته للسبب التالي:`,
          news.reason,
          '',
          `يمكنك إرسال غيره من حسابك: ${link}`,
        ].join('\n'),
      };
  }
}

/** The mail a decision sends, in the member's language. */
export function requestDecisionMail(mail: RequestDecisionMail): Mail {
  return { to: mail.to, language: mail.language, ...(mail.language === 'en' ? english(mail) : arabic(mail)) };
}
