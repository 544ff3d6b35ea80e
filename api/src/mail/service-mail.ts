import type { ElectronicServiceKind, LocalizedText, ObjectionReason } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import type { Mail } from './mailer';

/** The services' names as mail writes them. */
export const serviceNames: Record<ElectronicServiceKind, LocalizedText> = {
  playerRelease: { ar: 'إخلاء طرف لاعب', en: 'player release' },
  playerTransfer: { ar: 'انتقال لاعب', en: 'player transfer' },
  eventOrganisation: { ar: 'تنظيم فعالية', en: 'event organisation' },
  internationalCode: { ar: 'الرمز الدولي', en: 'international code' },
  equipmentImport: { ar: 'عدم ممانعة لاستيراد معدات', en: 'equipment import no-objection' },
};

const objectionNames: Record<ObjectionReason, LocalizedText> = {
  feesOwed: { ar: 'رسوم مستحقة على اللاعب', en: 'fees the player owes the club' },
  underContract: { ar: 'اللاعب ما زال مرتبطًا بعقد', en: 'the player is still under contract' },
};

/** What one mail tells one person about a step of a service request. */
export type ServiceNews =
  /** To a club that must answer: who asked, and the day its silence counts as agreeing. */
  | { step: 'answerAsked'; requester: LocalizedText; answerBy: string }
  /** To the player a club asked for. */
  | { step: 'requestedForYou'; requester: LocalizedText }
  | {
      step: 'partyAnswered';
      club: LocalizedText;
      answer: 'agreed' | 'objected' | 'declined' | 'deemedAgreed';
      objection: ObjectionReason | null;
    }
  | { step: 'approved' }
  | { step: 'rejected'; reason: string }
  | { step: 'documentsRequested'; reason: string }
  /** Taken back by the requester or the player, who is named. */
  | { step: 'withdrawn'; by: LocalizedText };

export interface ServiceMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  service: ElectronicServiceKind;
  requestId: number;
  /** The player a release or transfer is about. */
  player: LocalizedText | null;
  /** Where the member logs in to follow the request. */
  loginLink: string;
  news: ServiceNews;
}

function longDate(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ar-AE', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function english(mail: ServiceMail): Omit<Mail, 'to' | 'language'> {
  const { news } = mail;
  const what = `${serviceNames[mail.service].en} request ${mail.requestId}${mail.player ? ` (${mail.player.en})` : ''}`;
  const lines = (subject: string, ...body: string[]) => ({
    subject: `UAE Archery Federation: ${subject}`,
    text: [`Dear ${mail.name.en},`, '', ...body, '', `Follow it in your account: ${mail.loginLink}`].join(
      '\n',
    ),
  });
  switch (news.step) {
    case 'answerAsked':
      return lines(
        `your answer to ${what}`,
        `${news.requester.en} has asked for the ${what}, and your club is asked to answer.`,
        `Answer by ${longDate(news.answerBy, 'en')}: a club that has not answered by then is taken as agreeing.`,
      );
    case 'requestedForYou':
      return lines(`${what}`, `${news.requester.en} has asked for the ${what} concerning you.`);
    case 'partyAnswered': {
      const answers = {
        agreed: `${news.club.en} agreed.`,
        objected: `${news.club.en} objected: ${news.objection ? objectionNames[news.objection].en : ''}. The federation will weigh the objection when it decides.`,
        declined: `${news.club.en} declined, which ends the request.`,
        deemedAgreed: `${news.club.en} did not answer in time, which counts as agreeing.`,
      };
      return lines(`an answer to ${what}`, `About the ${what}:`, answers[news.answer]);
    }
    case 'approved':
      return lines(`${what} approved`, `The UAE Archery Federation has approved the ${what}.`);
    case 'rejected':
      return lines(`${what} rejected`, `The ${what} was rejected, for this reason:`, news.reason);
    case 'documentsRequested':
      return lines(
        `documents needed for ${what}`,
        `The federation needs more documents for the ${what}:`,
        news.reason,
        'Add them to the request in your account; it then returns to the federation.',
      );
    case 'withdrawn':
      return lines(
        `${what} withdrawn`,
        `${news.by.en} has withdrawn the ${what}. Nothing more is asked of you.`,
      );
  }
}

function arabic(mail: ServiceMail): Omit<Mail, 'to' | 'language'> {
  const { news } = mail;
  const what = `طلب ${serviceNames[mail.service].ar} رقم ${mail.requestId}${mail.player ? ` (${mail.player.ar})` : ''}`;
  const lines = (subject: string, ...body: string[]) => ({
    subject: `اتحاد الإمارات للقوس والسهم: ${subject}`,
    text: [`عزيزنا ${mail.name.ar}،`, '', ...body, '', `تابعه من حسابك: ${mail.loginLink}`].join('\n'),
  });
  switch (news.step) {
    case 'answerAsked':
      return lines(
        `مطلوب ردكم على ${what}`,
        `قدّم ${news.requester.ar} ${what}، ومطلوب رد ناديكم عليه.`,
        `يرجى الرد قبل ${longDate(news.answerBy, 'ar')}: النادي الذي لا يرد حتى ذلك اليوم يُعدّ موافقًا.`,
      );
    case 'requestedForYou':
      return lines(what, `قدّم ${news.requester.ar} ${what} الخاص بك.`);
    case 'partyAnswered': {
      const answers = {
        agreed: `وافق ${news.club.ar}.`,
        objected: `اعترض ${news.club.ar}: ${news.objection ? objectionNames[news.objection].ar : ''}. سينظر الاتحاد في الاعتراض عند البت في الطلب.`,
        declined: `رفض ${news.club.ar}، وبذلك انتهى الطلب.`,
        deemedAgreed: `لم يرد ${news.club.ar} في المهلة، ويُعدّ ذلك موافقة.`,
      };
      return lines(`رد على ${what}`, `بخصوص ${what}:`, answers[news.answer]);
    }
    case 'approved':
      return lines(`اعتُمد ${what}`, `اعتمد اتحاد الإمارات للقوس والسهم ${what}.`);
    case 'rejected':
      return lines(`رُفض ${what}`, `رُفض ${what} للسبب التالي:`, news.reason);
    case 'documentsRequested':
      return lines(
        `مستندات مطلوبة لـ${what}`,
        `يحتاج الاتحاد إلى مستندات إضافية لـ${what}:`,
        news.reason,
        'أضفها إلى الطلب من حسابك، ليعود بعدها إلى الاتحاد.',
      );
    case 'withdrawn':
      return lines(`سُحب ${what}`, `سحب ${news.by.ar} ${what}، ولم يعد مطلوبًا منكم أي إجراء.`);
  }
}

/** The mail a step of a service request sends to one person, in their language. */
export function serviceMail(mail: ServiceMail): Mail {
  return { to: mail.to, language: mail.language, ...(mail.language === 'en' ? english(mail) : arabic(mail)) };
}
