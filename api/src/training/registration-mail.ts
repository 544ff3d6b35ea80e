import type { LocalizedText, TournamentBill } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { MailLanguage } from '../auth/reset-mail';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import type { Logger } from '../http/logger';
import { aed } from '../mail/aed';
import type { Mail, Mailer } from '../mail/mailer';

export interface MailContext {
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}

/** What one mail tells a member about their registration for a course. */
export type CourseNews =
  | { step: 'registered'; bill: TournamentBill | null }
  | { step: 'waiting'; position: number }
  | { step: 'movedUp'; bill: TournamentBill | null }
  | { step: 'cancelled' };

export interface CourseMail {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  course: LocalizedText;
  /** The course's page, where the member reads their registration and may cancel it. */
  link: string;
  news: CourseNews;
}

function english({ name, course, link, news }: CourseMail): Omit<Mail, 'to' | 'language'> {
  const fee = (bill: TournamentBill | null) =>
    bill ? [`The course fee is ${aed(bill.amountFils, 'en')}: bill ${bill.number} is in your account.`] : [];
  const [subject, ...body] = ((): string[] => {
    switch (news.step) {
      case 'registered':
        return [`You are registered for ${course.en}`, `Your seat is confirmed.`, ...fee(news.bill)];
      case 'waiting':
        return [
          `You are on the waiting list for ${course.en}`,
          `The course is full. You are number ${news.position} on its waiting list; we will mail you if a seat becomes yours.`,
        ];
      case 'movedUp':
        return [
          `A seat on ${course.en} is now yours`,
          'A seat was given back: you are now registered.',
          ...fee(news.bill),
        ];
      case 'cancelled':
        return [
          `Your registration for ${course.en} is cancelled`,
          'Your registration is cancelled, with any unpaid fee.',
        ];
    }
  })();
  return {
    subject: `UAE Archery Federation: ${subject}`,
    text: [`Dear ${name.en},`, '', ...body, '', `The course: ${link}`].join('\n'),
  };
}

function arabic({ name, course, link, news }: CourseMail): Omit<Mail, 'to' | 'language'> {
  const fee = (bill: TournamentBill | null) =>
    bill ? [`رسم الدورة ${aed(bill.amountFils, 'ar')}: الفاتورة ${bill.number} في حسابك.`] : [];
  const [subject, ...body] = ((): string[] => {
    switch (news.step) {
      case 'registered':
        return [`تم تسجيلك في ${course.ar}`, 'تأكّد مقعدك في الدورة.', ...fee(news.bill)];
      case 'waiting':
        return [
          `أنت على قائمة الانتظار في ${course.ar}`,
          `اكتملت مقاعد الدورة. ترتيبك على قائمة الانتظار ${news.position}، وسنراسلك إن أصبح لك مقعد.`,
        ];
      case 'movedUp':
        return [
          `أصبح لك مقعد في ${course.ar}`,
          'أُعيد مقعد فأصبح لك: أنت مسجّل الآن في الدورة.',
          ...fee(news.bill),
        ];
      case 'cancelled':
        return [`أُلغي تسجيلك في ${course.ar}`, 'أُلغي تسجيلك، ومعه أي رسم غير مدفوع.'];
    }
  })();
  return {
    subject: `اتحاد الإمارات للقوس والسهم: ${subject}`,
    text: [`عزيزنا ${name.ar}،`, '', ...body, '', `الدورة: ${link}`].join('\n'),
  };
}

/** The mail about a course registration, in the member's language. */
export function courseMail(mail: CourseMail): Mail {
  return { to: mail.to, language: mail.language, ...(mail.language === 'en' ? english(mail) : arabic(mail)) };
}

/**
 * Mails a member about their registration, once it is committed. The change stands whatever happens to the mail: a
 * failure is logged, never answered as an error.
 */
export async function mailCourseNews(
  db: Database,
  { mailer, publicOrigin, logger }: MailContext,
  memberId: number,
  course: { id: number; name: LocalizedText },
  news: CourseNews,
): Promise<void> {
  const [member] = await db
    .select({
      email: members.email,
      language: members.language,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return;
  try {
    await mailer.send(
      courseMail({
        to: member.email,
        language: member.language,
        name: { ar: member.nameAr, en: member.nameEn },
        course: course.name,
        link: `${publicOrigin}${member.language === 'en' ? '/en' : ''}/training-courses/${course.id}`,
        news,
      }),
    );
  } catch (error) {
    logger.error(`The mail about course ${course.id} to ${member.email} could not be recorded:`, error);
  }
}
