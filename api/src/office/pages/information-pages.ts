import { randomBytes } from 'node:crypto';
import {
  type ContentStatus,
  type InformationPageInput,
  type InformationPageSlug,
  InformationPageSlugs,
  type OfficeInformationPage,
  type OfficeInformationPageItem,
  publishingMessages,
  type RichText,
  validationMessages,
} from '@uaeaf/contracts';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { images, informationPageDrafts, informationPages } from '../../db/schema';
import { imageColumns, toImage } from '../../content/images';
import { ApiError } from '../../http/errors';
import type { Upload } from '../../files/uploads';
import { storeContentImage } from '../content/files';
import { htmlToRichText, richTextToHtml } from '../content/rich-text-html';

/**
 * The information pages in the office (decision 066). A page is always on the site, so an edit is saved as the page's
 * draft (`information_page_drafts`) and reaches visitors when it is published: now (copied onto the page's row) or at
 * a set time (the public read takes a scheduled draft once its time has come; the next office write copies it over).
 */

interface Editor {
  id: number;
}
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;
type Draft = typeof informationPageDrafts.$inferSelect;
type Page = typeof informationPages.$inferSelect;

/** The input once its upload is read (decision 052). */
export type InformationPageValues = Omit<InformationPageInput, 'image'> & {
  image?: { file: '' | { path: string } | Upload; altAr: string; altEn: string };
};

/** The audit trail's subject ids are numbers: a page's is its slug's place in the list, from 1; the slug is the reason. */
export const pageAuditId = (slug: InformationPageSlug) => InformationPageSlugs.indexOf(slug) + 1;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The page is not valid', { [field]: [message] });
}

/** A scheduled draft whose time has come is what the site shows (the public read takes it, decision 066). */
export const isDue = (draft: Pick<Draft, 'status' | 'publishAt'> | undefined, now: Date): boolean =>
  draft?.status === 'scheduled' && draft.publishAt !== null && draft.publishAt.getTime() <= now.getTime();

/** The page's status for the office: `published` when no change waits, else the draft's. */
function statusOf(draft: Draft | undefined, now: Date): ContentStatus {
  return !draft || isDue(draft, now) ? 'published' : draft.status;
}

function itemOf(page: Page, draft: Draft | undefined, now: Date): OfficeInformationPageItem {
  const source = draft ?? page;
  return {
    slug: page.slug,
    title: { ar: source.titleAr, en: source.titleEn },
    status: statusOf(draft, now),
    publishAt: draft?.status === 'scheduled' ? iso(draft.publishAt) : null,
    updatedOn: isDue(draft, now) ? uaeToday(draft!.publishAt!) : page.updatedOn,
  };
}

export async function listInformationPages(db: Database, now: Date): Promise<OfficeInformationPageItem[]> {
  const rows = await db
    .select({ page: getTableColumns(informationPages), draft: getTableColumns(informationPageDrafts) })
    .from(informationPages)
    .leftJoin(informationPageDrafts, eq(informationPageDrafts.slug, informationPages.slug))
    .orderBy(asc(informationPages.slug));
  const order = (slug: InformationPageSlug) => InformationPageSlugs.indexOf(slug);
  return rows
    .map(({ page, draft }) => itemOf(page, draft ?? undefined, now))
    .sort((a, b) => order(a.slug) - order(b.slug));
}

export async function findOfficeInformationPage(
  db: Database,
  slug: InformationPageSlug,
  now: Date,
): Promise<OfficeInformationPage | undefined> {
  const [page] = await db.select().from(informationPages).where(eq(informationPages.slug, slug));
  if (!page) return undefined;
  const [draft] = await db.select().from(informationPageDrafts).where(eq(informationPageDrafts.slug, slug));
  const source = draft ?? page;
  const [image] = source.imagePath
    ? await db.select(imageColumns).from(images).where(eq(images.path, source.imagePath))
    : [];
  return {
    ...itemOf(page, draft, now),
    fields: {
      titleAr: source.titleAr,
      titleEn: source.titleEn,
      bodyAr: richTextToHtml(source.bodyAr),
      bodyEn: richTextToHtml(source.bodyEn),
    },
    files: { image: toImage(image ?? null), attachments: [] },
  };
}

/** Copies the draft onto the page's row (its day: the UAE day it appears) and drops it. */
async function copyOnto(tx: Tx, draft: Draft, appearsAt: Date): Promise<void> {
  await tx
    .update(informationPages)
    .set({
      titleAr: draft.titleAr,
      titleEn: draft.titleEn,
      bodyAr: draft.bodyAr,
      bodyEn: draft.bodyEn,
      imagePath: draft.imagePath,
      updatedOn: uaeToday(appearsAt),
    })
    .where(eq(informationPages.slug, draft.slug));
  await tx.delete(informationPageDrafts).where(eq(informationPageDrafts.slug, draft.slug));
}

/**
 * Locks the page and returns it with its draft; a scheduled draft whose time has come is first made the page (the
 * public already reads it), so what follows starts from what visitors see.
 */
async function lockPage(
  tx: Tx,
  slug: InformationPageSlug,
  now: Date,
): Promise<{ page: Page; draft: Draft | undefined } | undefined> {
  const [page] = await tx
    .select()
    .from(informationPages)
    .where(eq(informationPages.slug, slug))
    .for('update');
  if (!page) return undefined;
  const [draft] = await tx
    .select()
    .from(informationPageDrafts)
    .where(eq(informationPageDrafts.slug, slug))
    .for('update');
  if (draft && isDue(draft, now)) {
    await copyOnto(tx, draft, draft.publishAt!);
    const [promoted] = await tx.select().from(informationPages).where(eq(informationPages.slug, slug));
    return { page: promoted!, draft: undefined };
  }
  return { page, draft };
}

/**
 * The draft's picture after the form: none, the one the page is being edited with (its alt text as typed), or a new
 * one. A kept picture whose alt text changed is stored again under a new path with the new text, so the page's
 * published picture keeps its own until the draft is published.
 */
async function draftImagePath(
  tx: Tx,
  current: string | null,
  image: NonNullable<InformationPageValues['image']>,
): Promise<string | null> {
  const alt = { ar: image.altAr, en: image.altEn };
  if (image.file === '') return null;
  if ('path' in image.file) {
    if (image.file.path !== current) throw fieldError('image.file', validationMessages.invalid);
    const [stored] = await tx.select().from(images).where(eq(images.path, current));
    if (stored!.altAr === alt.ar && stored!.altEn === alt.en) return current;
    const { createdAt: _createdAt, ...picture } = stored!;
    const path = `pages/office/${randomBytes(12).toString('hex')}${/\.\w+$/.exec(current)![0]}`;
    await tx.insert(images).values({ ...picture, path, altAr: alt.ar, altEn: alt.en });
    return path;
  }
  return storeContentImage(tx, 'pages/office', image.file, alt);
}

/** Saves the form as the page's draft (a scheduled one goes back to draft: what is published is what is saved). */
export async function saveInformationPage(
  db: Database,
  editor: Editor,
  slug: InformationPageSlug,
  input: InformationPageValues,
  now: Date,
  claim?: Claim,
): Promise<boolean> {
  const bodyAr = htmlToRichText(input.bodyAr);
  const bodyEn = htmlToRichText(input.bodyEn);
  const empty: Record<string, string[]> = {};
  if (bodyAr.length === 0) empty.bodyAr = [validationMessages.required];
  if (bodyEn.length === 0) empty.bodyEn = [validationMessages.required];
  if (Object.keys(empty).length > 0) throw new ApiError(400, 'validation_failed', 'A text is empty', empty);
  return db.transaction(async (tx) => {
    const locked = await lockPage(tx, slug, now);
    if (!locked) return false;
    const { page, draft } = locked;
    await claim?.(tx);
    const currentImage = (draft ?? page).imagePath;
    const values = {
      titleAr: input.titleAr,
      titleEn: input.titleEn,
      bodyAr: bodyAr as RichText,
      bodyEn: bodyEn as RichText,
      imagePath: input.image ? await draftImagePath(tx, currentImage, input.image) : currentImage,
      status: 'draft' as const,
      publishAt: null,
    };
    await tx
      .insert(informationPageDrafts)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: informationPageDrafts.slug, set: values });
    await writeAudit(tx, {
      actorId: editor.id,
      subject: 'informationPage',
      subjectId: pageAuditId(slug),
      memberId: null,
      action: 'content.edited',
      fromStatus: statusOf(draft, now),
      toStatus: 'draft',
      reason: slug,
    });
    return true;
  });
}

/**
 * Publishes the saved draft now, or schedules it for `at` (in the future). False when there is no such page; a page
 * with no saved changes has nothing to publish (409).
 */
export async function publishInformationPage(
  db: Database,
  editor: Editor,
  slug: InformationPageSlug,
  at: Date | undefined,
  now: Date,
): Promise<boolean> {
  if (at && at.getTime() <= now.getTime()) throw fieldError('at', publishingMessages.atInPast);
  return db.transaction(async (tx) => {
    const locked = await lockPage(tx, slug, now);
    if (!locked) return false;
    const { draft } = locked;
    if (!draft) throw new ApiError(409, 'nothing_to_publish', 'The page has no saved changes to publish');
    if (at) {
      await tx
        .update(informationPageDrafts)
        .set({ status: 'scheduled', publishAt: at })
        .where(eq(informationPageDrafts.slug, slug));
    } else {
      await copyOnto(tx, draft, now);
    }
    await writeAudit(tx, {
      actorId: editor.id,
      subject: 'informationPage',
      subjectId: pageAuditId(slug),
      memberId: null,
      action: at ? 'content.scheduled' : 'content.published',
      fromStatus: draft.status,
      toStatus: at ? 'scheduled' : 'published',
      reason: slug,
    });
    return true;
  });
}
