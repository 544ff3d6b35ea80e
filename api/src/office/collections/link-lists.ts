import {
  type LinkListHeading,
  type LinkListHeadingInput,
  type LinkListSlug,
  LinkListSlugs,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { linkLists } from '../../db/schema';
import { optionalRichTextPair, richTextToHtml } from '../content/rich-text-html';
import { collectionKinds } from './kinds';

interface Editor {
  id: number;
}

type LinkListRow = typeof linkLists.$inferSelect;

const heading = (row: LinkListRow): LinkListHeading => ({
  slug: row.slug,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  introAr: row.introAr ? richTextToHtml(row.introAr) : '',
  introEn: row.introEn ? richTextToHtml(row.introEn) : '',
});

/** The three link lists' headings (the public links pages' titles and introductions), in the site's order. */
export async function listLinkListHeadings(db: Database): Promise<LinkListHeading[]> {
  const rows = await db.select().from(linkLists);
  return rows.sort((a, b) => LinkListSlugs.indexOf(a.slug) - LinkListSlugs.indexOf(b.slug)).map(heading);
}

/**
 * Saves a list's title and introduction; its public page shows them at once. Audited under the links' subject with
 * its own action (`content.headingEdited`: the id, the list's place in `LinkListSlugs` since audit ids are numbers,
 * is not a link's), the slug as the reason. Undefined when the list is not there.
 */
export async function saveLinkListHeading(
  db: Database,
  editor: Editor,
  slug: LinkListSlug,
  input: LinkListHeadingInput,
): Promise<LinkListHeading | undefined> {
  const values = { titleAr: input.titleAr, titleEn: input.titleEn, ...optionalRichTextPair('intro', input) };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(linkLists).set(values).where(eq(linkLists.slug, slug)).returning();
    if (!row) return undefined;
    await writeAudit(tx, {
      actorId: editor.id,
      subject: collectionKinds.links.subject,
      subjectId: LinkListSlugs.indexOf(slug) + 1,
      memberId: null,
      action: 'content.headingEdited',
      reason: slug,
    });
    return heading(row);
  });
}
