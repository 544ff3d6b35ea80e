import {
  type CollectionInput,
  type CollectionItem,
  type CollectionKind,
  type CollectionListResponse,
  collectionMessages,
  type ContentStatus,
  effectiveStatus,
  LinkListSlugs,
} from '@uaeaf/contracts';
import { type SQL, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { images, linkLists } from '../../db/schema';
import { imageColumns, toImage } from '../../content/images';
import { ApiError } from '../../http/errors';
import type { WithFiles } from '../../uploads/store';
import { type ImageValue, imagePathOf } from '../content/files';
import { iso } from '../publishing/list';
import { changePublication, removePublishable } from '../publishing/transitions';
import { type CollectionKindDefinition, collectionKinds } from './kinds';

interface Editor {
  id: number;
}

export type CollectionValues = WithFiles<CollectionInput> & { image: ImageValue };

/** Takes the form's uploads in the transaction that stores it (`resolveUploads`' claim). */
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const column = (definition: CollectionKindDefinition, key: string) =>
  (definition.table as unknown as Record<string, AnyPgColumn>)[key]!;

/** The rows sharing the item's order: the kind's, or a link list's. */
function sameGroup(definition: CollectionKindDefinition, group: string | null): SQL | undefined {
  return definition.group && group !== null ? eq(definition.group, group) : undefined;
}

const groupOf = (definition: CollectionKindDefinition, row: Record<string, unknown>) =>
  definition.group ? (row.listSlug as string) : null;

/** The form's text fields as columns: an optional field left empty is none. */
function textColumns(definition: CollectionKindDefinition, values: CollectionValues) {
  const input = values as unknown as Record<string, string>;
  return Object.fromEntries(
    definition.fields.map((field) => [field, input[field] === '' ? null : input[field]]),
  );
}

/** The group's ids in the site's order, locked: an order is rewritten whole, so two moves do not interleave. */
async function lockedOrder(
  tx: Tx,
  definition: CollectionKindDefinition,
  group: string | null,
): Promise<number[]> {
  const { table } = definition;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(sameGroup(definition, group))
    .orderBy(asc(table.sortOrder), asc(table.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Numbers the group 1, 2, … in the given order (only the rows whose number changes are written). */
async function renumber(
  tx: Tx,
  definition: CollectionKindDefinition,
  ids: number[],
  before: Map<number, number>,
) {
  const { table } = definition;
  for (const [index, id] of ids.entries()) {
    if (before.get(id) === index + 1) continue;
    await tx
      .update(table)
      .set({ sortOrder: index + 1 })
      .where(eq(table.id, id));
  }
}

async function sortOrders(tx: Tx, definition: CollectionKindDefinition, group: string | null) {
  const { table } = definition;
  const rows = await tx
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .where(sameGroup(definition, group));
  return new Map(rows.map((row) => [row.id, row.sortOrder]));
}

export async function listCollection(
  db: Database,
  kind: CollectionKind,
  now: Date,
): Promise<CollectionListResponse> {
  const definition = collectionKinds[kind];
  const { table, nameKey, group } = definition;
  const rows = await db
    .select({
      id: table.id,
      name: { ar: column(definition, `${nameKey}Ar`), en: column(definition, `${nameKey}En`) },
      status: table.status,
      publishAt: table.publishAt,
      group: group ?? table.id,
    })
    .from(table)
    .orderBy(...(group ? [asc(group)] : []), asc(table.sortOrder), asc(table.id));
  const positions = new Map<unknown, number>();
  const items = rows.map((row) => {
    const key = group ? row.group : null;
    const position = (positions.get(key) ?? 0) + 1;
    positions.set(key, position);
    const publishAt = iso(row.publishAt);
    return {
      id: row.id,
      name: row.name as { ar: string; en: string },
      status: effectiveStatus(row.status, publishAt, now),
      publishAt,
      group: group ? (row.group as string) : null,
      position,
    };
  });
  const groups = group
    ? (await db.select().from(linkLists)).sort(
        (a, b) => LinkListSlugs.indexOf(a.slug) - LinkListSlugs.indexOf(b.slug),
      )
    : [];
  return {
    items,
    groups: groups.map((list) => ({ slug: list.slug, title: { ar: list.titleAr, en: list.titleEn } })),
  };
}

export async function findCollectionItem(
  db: Database,
  kind: CollectionKind,
  id: number,
  now: Date,
): Promise<CollectionItem | undefined> {
  const definition = collectionKinds[kind];
  const { table, fields, imageKey } = definition;
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
  if (!row) return undefined;
  const imagePath = row[imageKey] as string | null;
  const [image] = imagePath
    ? await db.select(imageColumns).from(images).where(eq(images.path, imagePath))
    : [];
  const order = await db
    .select({ id: table.id })
    .from(table)
    .where(sameGroup(definition, groupOf(definition, row)))
    .orderBy(asc(table.sortOrder), asc(table.id));
  const publishAt = iso(row.publishAt as Date | null);
  return {
    id,
    status: effectiveStatus(row.status as ContentStatus, publishAt, now),
    publishAt,
    position: order.findIndex((item) => item.id === id) + 1,
    fields: Object.fromEntries(fields.map((field) => [field, (row[field] as string | null) ?? ''])),
    image: toImage(image ?? null),
  };
}

/** Writes a new draft at the end of its group's order. `claim` takes the form's uploads with it. */
export async function createCollectionItem(
  db: Database,
  editor: Editor,
  kind: CollectionKind,
  values: CollectionValues,
  claim: Claim,
): Promise<number> {
  const definition = collectionKinds[kind];
  const { table, subject, imageKey } = definition;
  const columns = textColumns(definition, values);
  return db.transaction(async (tx) => {
    await claim(tx);
    const group = (columns.listSlug as string | undefined) ?? null;
    const order = await lockedOrder(tx, definition, group);
    const [row] = await tx
      .insert(table)
      .values({
        ...columns,
        [imageKey]: await imagePathOf(tx, kind, null, values.image),
        sortOrder: order.length + 1,
        status: 'draft',
      } as never)
      .returning({ id: table.id });
    await writeAudit(tx, {
      actorId: editor.id,
      subject,
      subjectId: row!.id,
      memberId: null,
      action: 'content.created',
      toStatus: 'draft',
    });
    return row!.id;
  });
}

/**
 * Saves the texts and picture; a published item shows them at once. A link moved to another list goes to that list's
 * end, and the list it left closes its gap. False when there is no such item.
 */
export async function updateCollectionItem(
  db: Database,
  editor: Editor,
  kind: CollectionKind,
  id: number,
  values: CollectionValues,
  claim: Claim,
): Promise<boolean> {
  const definition = collectionKinds[kind];
  const { table, subject, imageKey } = definition;
  const columns: Record<string, unknown> = textColumns(definition, values);
  return db.transaction(async (tx) => {
    const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Record<
      string,
      unknown
    >[];
    if (!current) return false;
    await claim(tx);
    const from = groupOf(definition, current);
    const to = definition.group ? (columns.listSlug as string) : null;
    if (from !== to) {
      const target = await lockedOrder(tx, definition, to);
      columns.sortOrder = target.length + 1;
      await renumber(
        tx,
        definition,
        (await lockedOrder(tx, definition, from)).filter((other) => other !== id),
        await sortOrders(tx, definition, from),
      );
    }
    columns[imageKey] = await imagePathOf(tx, kind, current[imageKey] as string | null, values.image);
    await tx
      .update(table)
      .set(columns as never)
      .where(eq(table.id, id));
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
  });
}

/**
 * Puts the item at `position` (from 1; past the end is the end) in its group, the others closing up around it, so
 * the order stays 1, 2, 3… The audit row says from where to where. False when there is no such item.
 */
export async function moveCollectionItem(
  db: Database,
  editor: Editor,
  kind: CollectionKind,
  id: number,
  position: number,
): Promise<boolean> {
  const definition = collectionKinds[kind];
  const { table, subject } = definition;
  return db.transaction(async (tx) => {
    const [current] = (await tx.select().from(table).where(eq(table.id, id))) as Record<string, unknown>[];
    if (!current) return false;
    const group = groupOf(definition, current);
    const order = await lockedOrder(tx, definition, group);
    const from = order.indexOf(id) + 1;
    const others = order.filter((other) => other !== id);
    const to = Math.min(position, order.length);
    others.splice(to - 1, 0, id);
    await renumber(tx, definition, others, await sortOrders(tx, definition, group));
    await writeAudit(tx, {
      actorId: editor.id,
      subject,
      subjectId: id,
      memberId: null,
      action: 'content.moved',
      fromStatus: current.status as ContentStatus,
      toStatus: current.status as ContentStatus,
      reason: `${from} → ${to}`,
    });
    return true;
  });
}

/** Publishes now (`at` undefined), at a future time, or takes off the site (`at` null). */
export function changeCollectionStatus(
  db: Database,
  editor: Editor,
  kind: CollectionKind,
  id: number,
  at: Date | null | undefined,
  now: Date,
): Promise<boolean> {
  return changePublication(db, editor.id, collectionKinds[kind], id, at, now);
}

/**
 * Deletes an item the public does not see (a draft, or one taken off the site); the rest of its group closes up.
 * A published or scheduled item is refused (409): it is unpublished first. False when there is no such item.
 */
export function deleteCollectionItem(
  db: Database,
  editor: Editor,
  kind: CollectionKind,
  id: number,
): Promise<boolean> {
  const definition = collectionKinds[kind];
  const { nameKey } = definition;
  return removePublishable(db, editor.id, definition, id, {
    check: (row) => {
      if (row.status !== 'draft' && row.status !== 'unpublished') {
        throw new ApiError(409, collectionMessages.deletePublished, 'Unpublish the item before deleting it');
      }
    },
    reason: (row) => `${row[`${nameKey}Ar`] as string} / ${row[`${nameKey}En`] as string}`,
    then: async (tx, row) => {
      const group = groupOf(definition, row);
      await renumber(
        tx,
        definition,
        await lockedOrder(tx, definition, group),
        await sortOrders(tx, definition, group),
      );
    },
  });
}
