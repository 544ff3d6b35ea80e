import { createHash } from 'node:crypto';
import {
  languageOfText,
  ModerationErrorCodes,
  pageCount,
  pageOffset,
  type SubmissionDecline,
  type SubmissionItem,
  type SubmissionAccept,
  type SubmissionQueueQuery,
  type SubmissionQueueResponse,
} from '@uaeaf/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { articles, articleSubmissions, images, members } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { createContent } from '../content/content';
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

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Plain paragraphs (a blank line between two) as the HTML the editors' framework takes: every character the sender
 * typed is escaped, so nothing they wrote becomes markup; the framework's allow-list then reads it into blocks.
 */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"]/g, (character) => htmlEscapes[character]!)}</p>`)
    .join('');
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
 * Accepts a pending submission: it becomes an article draft of the editors' framework (decision 057), in both
 * languages as the editor completed them, with the sender's picture if they sent one. The editor then edits it with
 * the rich text editor and publishes it now or at a set time like any article (decision 062: the submission is
 * `approved` here, when the editor decides; the public sees the article only once it is published).
 */
export async function acceptSubmission(
  db: Database,
  actor: SessionMember,
  id: number,
  input: SubmissionAccept,
  now: Date,
): Promise<SubmissionItem | undefined> {
  const found = await db.transaction(async (tx) => {
    const submission = await pendingSubmission(tx, id);
    if (!submission) return false;
    const articleId = await createContent(
      tx,
      actor,
      'articles',
      { ...input, bodyAr: paragraphsHtml(input.bodyAr), bodyEn: paragraphsHtml(input.bodyEn) },
      now,
    );
    if (submission.image && submission.imageType) {
      const imagePath = await storeImage(tx, id, submission.image, submission.imageType, {
        ar: input.titleAr,
        en: input.titleEn,
      });
      await tx.update(articles).set({ imagePath }).where(eq(articles.id, articleId));
    }
    await tx
      .update(articleSubmissions)
      .set({ status: 'approved', decidedById: actor.id, decidedAt: now, articleId })
      .where(eq(articleSubmissions.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'submission',
      subjectId: id,
      memberId: null,
      action: 'submission.accepted',
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
