import { type AccountType, AccountAreas, areaOf } from '@uaeaf/contracts';
import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { addDays, uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { members, sentReminders } from '../db/schema';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { documentsExpiringBetween } from '../member-documents/member-documents';
import { reminderMail, type ReminderSubject } from './reminder-mail';

/** How many days before an expiry each reminder goes out (decision 055). */
export const reminderDays = [30, 7] as const;

export interface ReminderContext {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicOrigin: string;
  now: () => Date;
}

interface Expiry {
  memberId: number;
  about: ReminderSubject;
  expiresOn: string;
}

/**
 * The reminder due for an expiry `daysLeft` away: the nearest of `reminderDays` not below it. A day the job did not
 * run is made up the next day (one reminder, not two), and a member told 30 days ahead hears again 7 days ahead.
 */
function dueReminder(daysLeft: number): number {
  return Math.min(...reminderDays.filter((days) => days >= daysLeft));
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Where a member acts on a reminder: a club renews on its renewal page; a person on their area, documents on its account page. */
function linkFor(
  origin: string,
  accountType: AccountType,
  language: 'ar' | 'en',
  about: ReminderSubject,
): string {
  const area = AccountAreas[areaOf(accountType)].path;
  const page = about === 'membership' ? (area === AccountAreas.club.path ? '/renewal' : '') : '/account';
  return `${origin}${language === 'en' ? '/en' : ''}${area}${page}`;
}

/**
 * Mails every approved member whose membership (`validUntil`) or registered document (Emirates ID, passport, medical
 * exam) expires within the longest reminder period, once per expiry day and reminder: the `sent_reminders` row is
 * claimed first (its unique key), so two runs at once, or a run after a crash, never mail twice. A mail that fails is
 * logged; its row stays, so it is not retried into a flood. Answers how many were sent.
 */
export async function sendExpiryReminders(ctx: ReminderContext): Promise<number> {
  const today = uaeToday(ctx.now());
  const until = addDays(today, Math.max(...reminderDays));
  const memberships: Expiry[] = (
    await ctx.db
      .select({ memberId: members.id, expiresOn: members.validUntil })
      .from(members)
      .where(
        and(
          eq(members.membershipStatus, 'Approved'),
          eq(members.isBlocked, false),
          ne(members.accountType, 'admin'),
          between(members.validUntil, today, until),
        ),
      )
  ).map((row) => ({ memberId: row.memberId, about: 'membership', expiresOn: row.expiresOn! }));
  const documents: Expiry[] = (await documentsExpiringBetween(ctx.db, today, until)).flatMap((document) =>
    document.document === 'photo' ? [] : [{ ...document, about: document.document }],
  );
  const expiries = [...memberships, ...documents];
  if (expiries.length === 0) return 0;
  const recipients = await ctx.db
    .select({
      id: members.id,
      email: members.email,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      language: members.language,
      accountType: members.accountType,
      isBlocked: members.isBlocked,
    })
    .from(members)
    .where(inArray(members.id, [...new Set(expiries.map((expiry) => expiry.memberId))]));
  let sent = 0;
  for (const expiry of expiries) {
    const to = recipients.find((recipient) => recipient.id === expiry.memberId);
    if (!to || to.isBlocked) continue;
    const daysLeft = daysBetween(today, expiry.expiresOn);
    const claimed = await ctx.db
      .insert(sentReminders)
      .values({ ...expiry, daysBefore: dueReminder(daysLeft) })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (claimed.length === 0) continue;
    try {
      await ctx.mailer.send(
        reminderMail({
          to: to.email,
          language: to.language,
          name: { ar: to.nameAr, en: to.nameEn },
          ...expiry,
          daysLeft,
          link: linkFor(ctx.publicOrigin, to.accountType, to.language, expiry.about),
        }),
      );
      sent += 1;
    } catch (error) {
      ctx.logger.error(`The ${expiry.about} reminder to ${to.email} could not be recorded:`, error);
    }
  }
  return sent;
}
