import type { LocalizedText } from '@uaeaf/contracts';
import type { MailLanguage } from '../auth/reset-mail';
import type { Mail } from '../mail/mailer';

/** What one member is told when their tournament's results are published. */
export interface ResultsMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  tournament: LocalizedText;
  category: LocalizedText;
  round: LocalizedText;
  rank: number;
  finalPlace: number | null;
  distances: number[];
  total: number;
  tens: number;
  xs: number;
  personalBest: boolean;
  /** The score was proposed as a national record, for the office to approve. */
  recordProposed: boolean;
  /** The tournament's results page. */
  link: string;
}

/** The published results of one archer, in the member's language, through the one mail layout (decision 087). */
export function resultsMail(mail: ResultsMail): Mail {
  if (mail.language === 'en') {
    return {
      to: mail.to,
      language: mail.language,
      subject: `Your results: ${mail.tournament.en}`,
      text: [
        `Dear ${mail.name.en},`,
        '',
        `The results of ${mail.tournament.en} are published.`,
        '',
        `${mail.category.en}, ${mail.round.en}: ranked ${mail.rank} after the ranking round with ${mail.total} (${mail.distances.join(' + ')}; 10s ${mail.tens}, Xs ${mail.xs}).`,
        ...(mail.finalPlace === null ? [] : [`Final placing: ${mail.finalPlace}.`]),
        ...(mail.personalBest ? ['This is your personal best in this round. Well done!'] : []),
        ...(mail.recordProposed
          ? ['Your score beats the national record: it has been proposed to the federation for approval.']
          : []),
        '',
        `Full results: ${mail.link}`,
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language: mail.language,
    subject: `نتائجك: ${mail.tournament.ar}`,
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `نُشرت نتائج ${mail.tournament.ar}.`,
      '',
      `${mail.category.ar}، ${mail.round.ar}: ترتيبك ${mail.rank} في الجولة التأهيلية بمجموع ${mail.total} (${mail.distances.join(' + ')}؛ العشرات ${mail.tens}، إكس ${mail.xs}).`,
      ...(mail.finalPlace === null ? [] : [`الترتيب النهائي: ${mail.finalPlace}.`]),
      ...(mail.personalBest ? ['هذه أفضل نتيجة شخصية لك في هذه الجولة. أحسنت!'] : []),
      ...(mail.recordProposed ? ['نتيجتك تتجاوز الرقم القياسي الوطني، وقد رُفعت إلى الاتحاد لاعتمادها.'] : []),
      '',
      `النتائج كاملة: ${mail.link}`,
    ].join('\n'),
  };
}
