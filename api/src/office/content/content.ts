import {
  type ContentInput,
  type ContentItem,
  type ContentKind,
  type ContentListQuery,
  type ContentListResponse,
  type ContentStatus,
  effectiveStatus,
  languageProblems,
  publishingMessages,
  type RichText,
  validationMessages,
} from '@uaeaf/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { circularAttachments, files } from '../../db/schema';
import { ApiError } from '../../http/errors';
import {
  type AttachmentValue,
  contentFiles,
  type ImageValue,
  imagePathOf,
  replaceAttachments,
} from './files';
import { iso, listForOffice } from '../publishing/list';
import { changePublication, fieldRefusal, live, removePublishable } from '../publishing/transitions';
import { contentKinds } from './kinds';
import { htmlToRichText, richTextToHtml } from './rich-text-html';

/** The editor acting, for the audit trail. */
interface Editor {
  id: number;
}

/**
 * A kind's input with its files read (decision 060): the picture and attachments are optional here, and an absent
 * one leaves the item's as it is, so another feature can write an item's texts alone (moderation, decision 062).
 */
type Texts<K extends ContentKind> = Omit<ContentInput<K>, 'image' | 'attachments'>;
export type ContentValues = (Texts<'news'> | Texts<'articles'> | Texts<'circulars'>) & {
  image?: ImageValue;
  attachments?: readonly AttachmentValue[];
};

/** Takes the form's uploads in the transaction that stores it (`resolveUploads`' claim). */
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores the picture and attachments the values name, if they name any; the row exists and is locked. */
async function storeFiles(
  tx: Tx,
  kind: ContentKind,
  id: number,
  currentImage: string | null,
  { image, attachments }: ContentValues,
) {
  const { table } = contentKinds[kind];
  if (image && kind !== 'circulars') {
    const imagePath = await imagePathOf(tx, kind, currentImage, image);
    await tx
      .update(table)
      .set({ imagePath } as never)
      .where(eq(table.id, id));
  }
  if (attachments && kind === 'circulars') await replaceAttachments(tx, id, attachments);
}

/** The texts of the values, as the table's columns. */
function textColumns({ image: _image, attachments: _attachments, ...texts }: ContentValues) {
  return { ...texts, ...storedBodies(texts) };
}

/** The bodies as blocks; a body with nothing left after the allow-list is as good as empty (`languageProblems`). */
function storedBodies(input: { bodyAr: string; bodyEn: string }): { bodyAr: RichText; bodyEn: RichText } {
  return {
    bodyAr: htmlToRichText(input.bodyAr) as RichText,
    bodyEn: htmlToRichText(input.bodyEn) as RichText,
  };
}

/**
 * Refuses what `languageProblems` finds missing in a row's texts (stored or about to be). An empty body is `[]`; a
 * circular the seed wrote without text has `null` bodies, which publishing accepts as it always did.
 */
function refuseMissingTexts(
  kind: ContentKind,
  row: Record<string, unknown>,
  complete: boolean,
  message: string = validationMessages.required,
) {
  const problems = languageProblems(
    kind,
    (field) => {
      const value = row[field];
      return Array.isArray(value)
        ? value.length > 0
        : value === null || (typeof value === 'string' && value !== '');
    },
    complete,
  );
  const fields = Object.fromEntries(Object.keys(problems).map((field) => [field, [message]]));
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'A text is missing', fields);
  }
}

export function listContent(
  db: Database,
  kind: ContentKind,
  query: ContentListQuery,
  now: Date,
): Promise<ContentListResponse> {
  const { table, shownOn, search } = contentKinds[kind];
  return listForOffice(
    db,
    table,
    query,
    {
      search,
      fields: { id: table.id, title: { ar: table.titleAr, en: table.titleEn }, shownOn },
      // Newest first by the day the site shows (the public list's order and index): ids follow no date.
      orderBy: [desc(shownOn), desc(table.id)],
    },
    now,
  ) as Promise<ContentListResponse>;
}

export async function findContent(
  db: Database,
  kind: ContentKind,
  id: number,
  now: Date,
): Promise<ContentItem | undefined> {
  const { table, shownOnKey, fields } = contentKinds[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  if (!row) return undefined;
  const publishAt = iso(row.publishAt as Date | null);
  return {
    id,
    files: await contentFiles(db, kind, id, (row.imagePath as string | null | undefined) ?? null),
    status: effectiveStatus(row.status as ContentStatus, publishAt, now),
    publishAt,
    shownOn: row[shownOnKey] as string,
    fields: {
      titleAr: row.titleAr as string,
      titleEn: row.titleEn as string,
      bodyAr: row.bodyAr ? richTextToHtml(row.bodyAr as RichText) : '',
      bodyEn: row.bodyEn ? richTextToHtml(row.bodyEn as RichText) : '',
      ...Object.fromEntries(fields.map((field) => [field, row[field] as string | string[]])),
    },
  };
}

/** A circular number already taken is the editor's to change, not a 500. */
async function refusingTakenNumber<T>(kind: ContentKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (kind === 'circulars' && uniqueViolation(error)?.includes('number')) {
      throw fieldRefusal('number', publishingMessages.numberTaken);
    }
    throw error;
  }
}

/** Writes a new draft; its day is today until it is published. `claim` takes the form's uploads with it. */
export async function createContent(
  db: Database,
  editor: Editor,
  kind: ContentKind,
  input: ContentValues,
  now: Date,
  claim?: Claim,
): Promise<number> {
  const { table, subject, shownOnKey } = contentKinds[kind];
  const values = { ...textColumns(input), status: 'draft', [shownOnKey]: uaeToday(now) };
  refuseMissingTexts(kind, values, false);
  return refusingTakenNumber(kind, () =>
    db.transaction(async (tx) => {
      await claim?.(tx);
      const [row] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      await storeFiles(tx, kind, row!.id, null, input);
      await writeAudit(tx, {
        actorId: editor.id,
        subject,
        subjectId: row!.id,
        memberId: null,
        action: 'content.created',
        toStatus: 'draft',
      });
      return row!.id;
    }),
  );
}

/**
 * Saves the texts and files; a published item shows them at once. False when there is no such item. `claim` takes
 * the form's uploads with it.
 */
export async function updateContent(
  db: Database,
  editor: Editor,
  kind: ContentKind,
  id: number,
  input: ContentValues,
  claim?: Claim,
): Promise<boolean> {
  const { table, subject } = contentKinds[kind];
  const values = textColumns(input);
  return refusingTakenNumber(kind, () =>
    db.transaction(async (tx) => {
      const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Record<
        string,
        unknown
      >[];
      if (!current) return false;
      refuseMissingTexts(kind, values, live(current.status as ContentStatus));
      await claim?.(tx);
      await tx
        .update(table)
        .set(values as never)
        .where(eq(table.id, id));
      await storeFiles(tx, kind, id, (current.imagePath as string | null | undefined) ?? null, input);
      await writeAudit(tx, {
        actorId: editor.id,
        subject,
        subjectId: id,
        memberId: null,
        action: 'content.edited',
        fromStatus: current.status as ContentStatus,
        toStatus: current.status as ContentStatus,
      });
      return true;
    }),
  );
}

/**
 * Publishes now (`at` undefined) or schedules for `at`, which must be in the future. The public list's day becomes
 * the UAE day it appears. False when there is no such item.
 */
export function publishContent(
  db: Database,
  editor: Editor,
  kind: ContentKind,
  id: number,
  at: Date | undefined,
  now: Date,
): Promise<boolean> {
  return changePublication(db, editor.id, contentKinds[kind], id, at, now, {
    // A draft written in one language is published once the other is written (decision 069).
    check: (row) => refuseMissingTexts(kind, row, true, publishingMessages.neededToPublish),
    onPublish: (publishAt) => ({ [contentKinds[kind].shownOnKey]: uaeToday(publishAt) }),
  });
}

/** Takes it off the site (a scheduled item is not published at its time). False when there is no such item. */
export function unpublishContent(
  db: Database,
  editor: Editor,
  kind: ContentKind,
  id: number,
  now: Date,
): Promise<boolean> {
  return changePublication(db, editor.id, contentKinds[kind], id, null, now);
}

/**
 * Deletes a draft that was never published, with its attachments' files; false when there is no such item. Anything
 * the public has seen (published, scheduled, unpublished) is refused with a 409: it is unpublished instead, since
 * visitors may have linked or shared it. The audit row keeps the title, as the item is gone.
 */
export function deleteDraft(db: Database, editor: Editor, kind: ContentKind, id: number): Promise<boolean> {
  return removePublishable(db, editor.id, contentKinds[kind], id, {
    check: async (row, tx) => {
      if (row.status !== 'draft') throw notADraft();
      if (kind !== 'circulars') return [];
      const attached = await tx
        .select({ fileId: circularAttachments.fileId })
        .from(circularAttachments)
        .where(eq(circularAttachments.circularId, id));
      return attached.map(({ fileId }) => fileId);
    },
    reason: (row) => [row.titleAr, row.titleEn].filter(Boolean).join(' / '),
    then: async (tx, _row, fileIds) => {
      if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    },
  });
}

export const notADraft = () =>
  new ApiError(
    409,
    'not_a_draft',
    'Only a draft that was never published can be deleted; unpublish this one instead',
  );
