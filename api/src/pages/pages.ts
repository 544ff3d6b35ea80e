import type { InformationPage, InformationPageSlug, LinkListPage, LinkListSlug } from '@uaeaf/contracts';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uaeToday } from '../calendar';
import { externalLinks, images, informationPageDrafts, informationPages, linkLists } from '../db/schema';
import { imageColumns, toImage } from '../content/images';
import { isPublic } from '../content/published';
import { localizedRichText, optionalRichText, optionalText } from '../content/localized';
import { isDue } from '../office/pages/information-pages';

/**
 * A page as visitors read it: its row, or its scheduled draft once the draft's time has come (decision 066: the office
 * copies it onto the row at its next write; until then this read shows it, with no job).
 */
export async function findInformationPage(
  db: Database,
  slug: InformationPageSlug,
  now: Date,
): Promise<InformationPage | undefined> {
  const [draft] = await db
    .select({ ...getTableColumns(informationPageDrafts), image: imageColumns })
    .from(informationPageDrafts)
    .leftJoin(images, eq(images.path, informationPageDrafts.imagePath))
    .where(eq(informationPageDrafts.slug, slug));
  if (draft && isDue(draft, now)) {
    return {
      slug,
      title: { ar: draft.titleAr, en: draft.titleEn },
      body: localizedRichText(draft.bodyAr, draft.bodyEn),
      image: toImage(draft.image),
      updatedOn: uaeToday(draft.publishAt!),
    };
  }
  const [row] = await db
    .select({
      slug: informationPages.slug,
      title: { ar: informationPages.titleAr, en: informationPages.titleEn },
      bodyAr: informationPages.bodyAr,
      bodyEn: informationPages.bodyEn,
      image: imageColumns,
      updatedOn: informationPages.updatedOn,
    })
    .from(informationPages)
    .leftJoin(images, eq(images.path, informationPages.imagePath))
    .where(eq(informationPages.slug, slug));
  if (!row) return undefined;
  const { bodyAr, bodyEn, ...page } = row;
  return { ...page, body: localizedRichText(bodyAr, bodyEn), image: toImage(page.image) };
}

export async function findLinkList(
  db: Database,
  slug: LinkListSlug,
  now: Date,
): Promise<LinkListPage | undefined> {
  const [list] = await db.select().from(linkLists).where(eq(linkLists.slug, slug));
  if (!list) return undefined;
  const links = await db
    .select({
      id: externalLinks.id,
      title: { ar: externalLinks.titleAr, en: externalLinks.titleEn },
      url: externalLinks.url,
      descriptionAr: externalLinks.descriptionAr,
      descriptionEn: externalLinks.descriptionEn,
      logo: imageColumns,
    })
    .from(externalLinks)
    .leftJoin(images, eq(images.path, externalLinks.logoPath))
    .where(and(eq(externalLinks.listSlug, slug), isPublic(externalLinks, now)))
    .orderBy(asc(externalLinks.sortOrder), asc(externalLinks.id));
  return {
    slug: list.slug,
    title: { ar: list.titleAr, en: list.titleEn },
    intro: optionalRichText(list.introAr, list.introEn),
    links: links.map(({ descriptionAr, descriptionEn, ...link }) => ({
      ...link,
      description: optionalText(descriptionAr, descriptionEn),
      logo: toImage(link.logo),
    })),
  };
}
