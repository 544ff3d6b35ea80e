import { createHash } from 'node:crypto';
import {
  languageOfText,
  ModerationErrorCodes,
  pageCount,
  pageOffset,
  type RichText,
  type SubmissionDecline,
  type SubmissionItem,
  type SubmissionPublish,
  type SubmissionQueueQuery,
  type SubmissionQueueResponse,
} from '@uaeaf/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { articles, articleSubmissions, images, members } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { declineMail } from './decline-mail';

const columns = {
  id: articleSubmissions.id,
  authorName: articleSubmissions.authorName,
  email: articleSubmissions.email,
  phone: articleSubmissions.phone,
  title: articleSubmissions.title,
  body: articleSubmissions.body,
  imageType: articleSubmissions.imageType,
  status: articleSubmissions.status,
  createdAt: articleSubmissions.createdAt,
  decidedAt: articleSubmissions.decidedAt,
  declineReason: articleSubmissions.declineReason,
  articleId: articleSubmissions.articleId,
  deciderId: members.id,
  deciderNameAr: members.nameAr,
  deciderNameEn: members.nameEn,
};

function selectSubmissions(db: Database) {
  return db
    .select(columns)
    .from(articleSubmissions)
    .leftJoin(members, eq(members.id, articleSubmissions.decidedById));
}
type Row = Awaited<ReturnType<typeof selectSubmissions>>[number];

function toItem(row: Row): SubmissionItem {
  return {
    id: row.id,
    authorName: row.authorName,
    email: row.email,
    phone: row.phone,
    title: row.title,
    body: row.body,
    language: languageOfText(`${row.title}\n${row.body}`),
    hasImage: row.imageType !== null,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    decision:
      row.decidedAt === null
        ? null
        : {
            at: row.decidedAt.toISOString(),
            by:
              row.deciderId === null
                ? null
                : { id: row.deciderId, name: { ar: row.deciderNameAr!, en: row.deciderNameEn! } },
            reason: row.declineReason,
            articleId: row.articleId,
          },
  };
}

export async function listSubmissions(
  db: Database,
  query: SubmissionQueueQuery,
): Promise<SubmissionQueueResponse> {
  const where = query.status === undefined ? undefined : eq(articleSubmissions.status, query.status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectSubmissions(db)
      .where(where)
      .orderBy(asc(articleSubmissions.createdAt), asc(articleSubmissions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(articleSubmissions).where(where),
  ]);
  return {
    items: rows.map(toItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

export async function findSubmission(db: Database, id: number): Promise<SubmissionItem | undefined> {
  const [row] = await selectSubmissions(db).where(eq(articleSubmissions.id, id));
  return row && toItem(row);
}

export async function submissionImage(db: Database, id: number) {
  const [row] = await db
    .select({ bytes: articleSubmissions.image, type: articleSubmissions.imageType })
    .from(articleSubmissions)
    .where(eq(articleSubmissions.id, id));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The pending submission, locked for this decision; 404 when there is none, 409 when it was decided already. */
async function pendingSubmission(tx: Tx, id: number) {
  const [row] = await tx.select().from(articleSubmissions).where(eq(articleSubmissions.id, id)).for('update');
  if (!row) return undefined;
  if (row.status !== 'pending') {
    throw new ApiError(
      409,
      ModerationErrorCodes.alreadyDecided,
      'This article was published or declined already',
    );
  }
  return row;
}

/** Plain paragraphs (a blank line between two) as rich-text blocks: text runs only, so nothing the sender typed is markup. */
function paragraphs(text: string): RichText {
  const blocks = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return blocks.map((paragraph) => ({
    type: 'paragraph' as const,
    children: [{ text: paragraph }],
  })) as RichText;
}

/** The sender's picture moved into the public image store, described by the article's titles. */
async function storeImage(
  tx: Tx,
  submissionId: number,
  image: Uint8Array,
  type: string,
  alt: { ar: string; en: string },
) {
  const { width, height } = await sharp(image).metadata();
  const path = `articles/submitted/${submissionId}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await tx
    .insert(images)
    .values({
      path,
      contentType: type,
      width: width!,
      height: height!,
      byteSize: image.byteLength,
      sha256: createHash('sha256').update(image).digest('hex'),
      bytes: image,
      altAr: alt.ar,
      altEn: alt.en,
    })
    .onConflictDoNothing({ target: images.path });
  return path;
}

/**
 * Publishes a pending submission as an article dated today, in both languages as the editor completed them, with the
 * sender's picture if they sent one. Written straight to the articles table (decision 058: the editors' publishing
 * API was not on main yet); the article is published at once, as an editor's "publish now".
 */
export async function publishSubmission(
  db: Database,
  actor: SessionMember,
  id: number,
  input: SubmissionPublish,
  now: Date,
): Promise<SubmissionItem | undefined> {
  const found = await db.transaction(async (tx) => {
    const submission = await pendingSubmission(tx, id);
    if (!submission) return false;
    const imagePath =
      submission.image && submission.imageType
        ? await storeImage(tx, id, submission.image, submission.imageType, {
            ar: input.titleAr,
            en: input.titleEn,
          })
        : null;
    const [article] = await tx
      .insert(articles)
      .values({
        titleAr: input.titleAr,
        titleEn: input.titleEn,
        summaryAr: input.summaryAr,
        summaryEn: input.summaryEn,
        authorAr: input.authorAr,
        authorEn: input.authorEn,
        bodyAr: paragraphs(input.bodyAr),
        bodyEn: paragraphs(input.bodyEn),
        publishedOn: uaeToday(now),
        imagePath,
      })
      .returning({ id: articles.id });
    await tx
      .update(articleSubmissions)
      .set({ status: 'approved', decidedById: actor.id, decidedAt: now, articleId: article!.id })
      .where(eq(articleSubmissions.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'submission',
      subjectId: id,
      memberId: null,
      action: 'submission.published',
      fromStatus: 'pending',
      toStatus: 'approved',
    });
    return true;
  });
  return found ? findSubmission(db, id) : undefined;
}

/** Declines a pending submission and mails the reason to the sender, in the language they wrote in. */
export async function declineSubmission(
  db: Database,
  mailer: Mailer,
  actor: SessionMember,
  id: number,
  { reason }: SubmissionDecline,
  now: Date,
): Promise<SubmissionItem | undefined> {
  const submission = await db.transaction(async (tx) => {
    const row = await pendingSubmission(tx, id);
    if (!row) return undefined;
    await tx
      .update(articleSubmissions)
      .set({ status: 'rejected', decidedById: actor.id, decidedAt: now, declineReason: reason })
      .where(and(eq(articleSubmissions.id, id)));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'submission',
      subjectId: id,
      memberId: null,
      action: 'submission.declined',
      fromStatus: 'pending',
      toStatus: 'rejected',
      reason,
    });
    return row;
  });
  if (!submission) return undefined;
  await mailer.send(
    declineMail({
      to: submission.email,
      language: languageOfText(`${submission.title}\n${submission.body}`),
      name: submission.authorName,
      title: submission.title,
      reason,
    }),
  );
  return findSubmission(db, id);
}
