import type { MenuBlock, MenuDetail } from '@uaeaf/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { menuBlocks, menus } from '../db/schema';

export type MenuRecord = MenuDetail['data'];

export async function findMenu(db: Database, categoryId: number): Promise<MenuRecord | undefined> {
  const [menu] = await db
    .select({ id: menus.id, categoryId: menus.categoryId, title: { ar: menus.titleAr, en: menus.titleEn } })
    .from(menus)
    .where(eq(menus.categoryId, categoryId))
    .limit(1);
  return menu;
}

/** The menu's entries as a tree, siblings in their display order. */
export async function findMenuTree(db: Database, menuId: number): Promise<MenuBlock[]> {
  const rows = await db
    .select({
      id: menuBlocks.id,
      parentId: menuBlocks.parentId,
      title: { ar: menuBlocks.titleAr, en: menuBlocks.titleEn },
      href: menuBlocks.href,
      order: menuBlocks.sortOrder,
    })
    .from(menuBlocks)
    .where(eq(menuBlocks.menuId, menuId))
    .orderBy(asc(menuBlocks.sortOrder), asc(menuBlocks.id));

  // Rows arrive sorted, so appending keeps every level in order.
  const nodes = new Map<number, MenuBlock>(
    rows.map(({ parentId: _, ...block }) => [block.id, { ...block, children: [] }]),
  );
  const roots: MenuBlock[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
