import { createHash } from 'node:crypto';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import {
  ageCategories,
  appliedSeeds,
  bowDivisions,
  menuBlocks,
  menus,
  resultRounds,
  socialLinks,
} from '../db/schema';
import { type MenuEntrySeed, menuSeeds } from './menus';
import { ageCategorySeeds, bowDivisionSeeds, resultRoundSeeds, socialLinkSeeds } from './rows';
import { installSeasons } from './seasons';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The claim in `applied_seeds` is named by the rows as shipped: a release that adds a row installs it on its first
 * start, and otherwise a row the federation deleted is not brought back.
 */
const claim = `reference-${createHash('sha256')
  .update(JSON.stringify([ageCategorySeeds, bowDivisionSeeds, socialLinkSeeds, menuSeeds, resultRoundSeeds]))
  .digest('hex')
  .slice(0, 12)}`;

/**
 * The reference data every database holds, demo or not, production or not (decision 022): age classes, bow
 * divisions, the ranking rounds, the menus and social links, and the seasons around `now`. Runs on every start. Rows are added by their
 * code when missing and never overwritten, since the federation edits them; the claim and the rows commit together, so
 * processes starting at the same moment install them once.
 */
export async function installReferenceData(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(appliedSeeds).values({ name: claim }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    await tx
      .insert(ageCategories)
      .values(ageCategorySeeds)
      .onConflictDoNothing({ target: ageCategories.code });
    await tx.insert(bowDivisions).values(bowDivisionSeeds).onConflictDoNothing({ target: bowDivisions.code });
    await tx.insert(resultRounds).values(resultRoundSeeds).onConflictDoNothing({ target: resultRounds.code });
    await tx
      .insert(socialLinks)
      .values(socialLinkSeeds)
      .onConflictDoNothing({ target: socialLinks.platform });
    for (const menu of menuSeeds) {
      const [inserted] = await tx
        .insert(menus)
        .values({ categoryId: menu.categoryId, titleAr: menu.title.ar, titleEn: menu.title.en })
        .onConflictDoNothing({ target: menus.categoryId })
        .returning({ id: menus.id });
      if (inserted) await insertMenuEntries(tx, inserted.id, null, menu.entries);
    }
  });
  await installSeasons(db, uaeToday(now));
}

/** One insert per level of siblings; `sortOrder` (the position) ties each returned id back to its entry. */
async function insertMenuEntries(
  tx: Transaction,
  menuId: number,
  parentId: number | null,
  entries: MenuEntrySeed[],
): Promise<void> {
  if (entries.length === 0) return;
  const inserted = await tx
    .insert(menuBlocks)
    .values(
      entries.map((entry, index) => ({
        menuId,
        parentId,
        titleAr: entry.title.ar,
        titleEn: entry.title.en,
        href: entry.href,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: menuBlocks.id, sortOrder: menuBlocks.sortOrder });
  for (const { id, sortOrder } of inserted) {
    await insertMenuEntries(tx, menuId, id, entries[sortOrder - 1]!.children ?? []);
  }
}
