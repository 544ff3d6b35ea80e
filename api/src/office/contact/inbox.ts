import {
  contactAnswerWorkingDays,
  ContactErrorCodes,
  type ContactInboxItem,
  type ContactInboxQuery,
  type ContactInboxResponse,
  type ContactInboxSummary,
  type ContactReply,
  languageOfText,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { contactMessages, members } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { holidaysFrom } from '../holidays/holidays';
import { contactReplyMail } from './reply-mail';
import { workingDaysAfter } from './working-days';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  status: contactMessages.status,
  reply: contactMessages.reply,
  repliedAt: contactMessages.repliedAt,
  replierId: members.id,
  replierNameAr: members.nameAr,
  replierNameEn: members.nameEn,
};

function selectMessages(db: Database) {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(members, eq(members.id, contactMessages.repliedById));
}
type Row = Awaited<ReturnType<typeof selectMessages>>[number];

/**
 * The UAE day each message must be answered by: 3 Sharjah working days after the UAE day it arrived, public holidays
 * not counted. One read of the holidays from the earliest day of receipt serves every message asked about.
 */
async function dueDays(db: Database, receivedAt: Date[]): Promise<(receivedAt: Date) => string> {
  const times = receivedAt.map((at) => at.getTime());
  const holidays =
    times.length === 0 ? new Set<string>() : await holidaysFrom(db, uaeToday(new Date(Math.min(...times))));
  return (at) => workingDaysAfter(uaeToday(at), contactAnswerWorkingDays, holidays);
}

function toItem(row: Row, today: string, dueOn: (receivedAt: Date) => string): ContactInboxItem {
  const due = dueOn(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    dueOn: due,
    overdue: row.status === 'new' && today > due,
    status: row.status,
    reply:
      row.reply === null
        ? null
        : {
            text: row.reply,
            at: row.repliedAt!.toISOString(),
            by:
              row.replierId === null
                ? null
                : { id: row.replierId, name: { ar: row.replierNameAr!, en: row.replierNameEn! } },
          },
  };
}

export async function listContactMessages(
  db: Database,
  query: ContactInboxQuery,
  now: Date,
): Promise<ContactInboxResponse> {
  const where = query.status === undefined ? undefined : eq(contactMessages.status, query.status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  const today = uaeToday(now);
  const dueOn = await dueDays(
    db,
    rows.map((row) => row.createdAt),
  );
  return {
    items: rows.map((row) => toItem(row, today, dueOn)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

/** New messages, and those of them past their due day (read from the status index: only new rows). */
export async function contactSummary(db: Database, now: Date): Promise<ContactInboxSummary> {
  const rows = await db
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  const today = uaeToday(now);
  const dueOn = await dueDays(
    db,
    rows.map((row) => row.createdAt),
  );
  return {
    newCount: rows.length,
    overdueCount: rows.filter((row) => today > dueOn(row.createdAt)).length,
  };
}

export async function findContactMessage(db: Database, id: number, now: Date) {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  return row && toItem(row, uaeToday(now), await dueDays(db, [row.createdAt]));
}

/**
 * Answers a new message: the reply is kept with who wrote it and when, and mailed to the sender in the language
 * they wrote in. A message answered already answers 409 (a colleague may have replied a moment ago).
 */
export async function replyToContactMessage(
  db: Database,
  mailer: Mailer,
  actor: SessionMember,
  id: number,
  { reply }: ContactReply,
  now: Date,
): Promise<ContactInboxItem | undefined> {
  const message = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) return undefined;
    if (row.status !== 'new') {
      throw new ApiError(409, ContactErrorCodes.alreadyAnswered, 'This message has been answered already');
    }
    await tx
      .update(contactMessages)
      .set({ status: 'answered', reply, repliedById: actor.id, repliedAt: now })
      .where(eq(contactMessages.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'contact',
      subjectId: id,
      memberId: null,
      action: 'contact.answered',
      fromStatus: 'new',
      toStatus: 'answered',
    });
    return row;
  });
  if (!message) return undefined;
  await mailer.send(
    contactReplyMail({
      to: message.email,
      language: languageOfText(`${message.subject}\n${message.message}`),
      name: message.name,
      subject: message.subject,
      reply,
      message: message.message,
    }),
  );
  return findContactMessage(db, id, now);
}
