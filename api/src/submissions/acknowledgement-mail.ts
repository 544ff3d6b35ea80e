import { contactAnswerWorkingDays, type TextLanguage } from '@uaeaf/contracts';
import { type MailLanguage, sitePage } from '../auth/reset-mail';
import type { Mail } from '../mail/mailer';

/** What a visitor sent without an account: a "Contact us" message or an article for the editors. */
export type AcknowledgedForm = 'contact' | 'article';

const subjects: Record<AcknowledgedForm, Record<MailLanguage, string>> = {
  contact: {
    en: 'UAE Archery Federation: we received your message',
    ar: 'اتحاد الإمارات للقوس والسهم: استلمنا رسالتك',
  },
  article: {
    en: 'UAE Archery Federation: we received your article',
    ar: 'اتحاد الإمارات للقوس والسهم: استلمنا مقالك',
  },
};

/** Every acknowledgement's subject: how `outgoing_mail` tells which mails to an address were acknowledgements. */
export const acknowledgementSubjects = Object.values(subjects).flatMap((bySubject) =>
  Object.values(bySubject),
);

/** When the form was sent, in the UAE's time, as the reader reads dates. */
function sentAt(at: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ar-AE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(at);
}

export interface AcknowledgementMail {
  to: string;
  /** The language the visitor wrote in (`languageOfText`), as the office's answer will be. */
  language: TextLanguage;
  form: AcknowledgedForm;
  at: Date;
  publicOrigin: string;
}

/**
 * The acknowledgement of a form anyone can send with any address (decision 087): it repeats nothing the sender typed
 * (not even their name), so that a stranger's address cannot be sent words of the sender's choosing, and it says what
 * to do if the reader sent nothing.
 */
export function acknowledgementMail(mail: AcknowledgementMail): Mail {
  const { language, form } = mail;
  const when = sentAt(mail.at, language);
  const articles = sitePage(mail.publicOrigin, language, '/articles');
  if (language === 'en') {
    return {
      to: mail.to,
      language,
      subject: subjects[form].en,
      text: [
        'Hello,',
        '',
        form === 'contact'
          ? `Thank you for writing to the UAE Archery Federation. We received your message on ${when} (UAE time) and reply to this address within ${contactAnswerWorkingDays} working days (Monday to Thursday).`
          : `Thank you for sending the UAE Archery Federation an article, which we received on ${when} (UAE time). Our editors read every article before it is published on the Articles page; if they do not publish yours, we will write to tell you why.`,
        ...(form === 'article' ? ['', `Published articles: ${articles}`] : []),
        '',
        'If you did not send us anything, someone typed your address by mistake: you can ignore this mail.',
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language,
    subject: subjects[form].ar,
    text: [
      'مرحباً،',
      '',
      form === 'contact'
        ? `شكراً لمراسلتك اتحاد الإمارات للقوس والسهم. استلمنا رسالتك في ${when} (بتوقيت الإمارات)، وسنرد على هذا العنوان خلال ${contactAnswerWorkingDays} أيام عمل (من الاثنين إلى الخميس).`
        : `شكراً لإرسالك مقالاً إلى اتحاد الإمارات للقوس والسهم، وقد استلمناه في ${when} (بتوقيت الإمارات). يقرأ محررونا كل مقال قبل نشره في صفحة المقالات، وإذا لم يُنشر مقالك فسنراسلك لنبيّن السبب.`,
      ...(form === 'article' ? ['', `المقالات المنشورة: ${articles}`] : []),
      '',
      'إذا لم ترسل إلينا شيئاً، فقد كتب أحدهم عنوانك خطأً، ويمكنك تجاهل هذه الرسالة.',
    ].join('\n'),
  };
}
