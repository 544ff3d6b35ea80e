import type { ClubPage, ClubPageInput, ClubPageListResponse, ClubPageListQuery } from '@uaeaf/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import { imageColumns, toImage } from '../../content/images';
import { listPage } from '../../content/page';
import { matchesSearch } from '../../content/search';
import type { Database } from '../../db/client';
import { clubOfficials, clubs, images } from '../../db/schema';
import { imagePathOf, type ImageValue } from '../content/files';

/** The form's values once its upload is read (decision 060): the logo as the content editors' picture. */
export type ClubPageValues = Omit<ClubPageInput, 'image'> & { image?: ImageValue };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;

/** The clubs in the public list's order (emirate, kind, id); `q` searches the names. */
export function listClubPages(db: Database, query: ClubPageListQuery): Promise<ClubPageListResponse> {
  const where = matchesSearch(query.q, [clubs.nameAr, clubs.nameEn]);
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(clubs).where(where))[0]!.total,
    (limit, offset) =>
      db
        .select({
          id: clubs.id,
          name: { ar: clubs.nameAr, en: clubs.nameEn },
          kind: clubs.kind,
          emirate: clubs.emirate,
        })
        .from(clubs)
        .where(where)
        .orderBy(asc(clubs.emirate), asc(clubs.kind), asc(clubs.id))
        .limit(limit)
        .offset(offset),
  );
}

async function officialsOf(db: Pick<Database, 'select'>, id: number) {
  return db
    .select({ role: clubOfficials.role, nameAr: clubOfficials.nameAr, nameEn: clubOfficials.nameEn })
    .from(clubOfficials)
    .where(eq(clubOfficials.clubId, id))
    .orderBy(asc(clubOfficials.sortOrder), asc(clubOfficials.id));
}

export async function findClubPage(db: Database, id: number): Promise<ClubPage | undefined> {
  const [row] = await db
    .select({
      id: clubs.id,
      name: { ar: clubs.nameAr, en: clubs.nameEn },
      kind: clubs.kind,
      emirate: clubs.emirate,
      logo: imageColumns,
      phone: clubs.phone,
      website: clubs.website,
      addressAr: clubs.addressAr,
      addressEn: clubs.addressEn,
      foundationYear: clubs.foundationYear,
      categories: clubs.categories,
    })
    .from(clubs)
    .leftJoin(images, eq(images.path, clubs.logoPath))
    .where(eq(clubs.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    emirate: row.emirate,
    logo: toImage(row.logo),
    fields: {
      phone: row.phone ?? '',
      website: row.website ?? '',
      addressAr: row.addressAr ?? '',
      addressEn: row.addressEn ?? '',
      foundationYear: row.foundationYear === null ? '' : String(row.foundationYear),
      categories: row.categories,
      officials: await officialsOf(db, id),
    },
  };
}

/** The columns as the page stores them: an empty answer is no value (the public page leaves the line out). */
function columnsOf(values: ClubPageValues) {
  return {
    phone: values.phone || null,
    website: values.website || null,
    addressAr: values.addressAr || null,
    addressEn: values.addressEn || null,
    foundationYear: values.foundationYear === '' ? null : Number(values.foundationYear),
    categories: values.categories,
  };
}

/** What changed, before and after, for the audit row's reason: the row keeps no copy of the page. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
    .join('; ');
}

/**
 * Saves the page, live at once (no draft: decision 069), with its officials in the form's order and the logo sent
 * ahead (`claim`), and the audit row with what changed. False when there is no such club.
 */
export async function updateClubPage(
  db: Database,
  editorId: number,
  id: number,
  values: ClubPageValues,
  claim?: Claim,
): Promise<boolean> {
  return db.transaction(async (tx: Tx) => {
    const [current] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
    if (!current) return false;
    await claim?.(tx);
    const columns = columnsOf(values);
    const logoPath = values.image
      ? await imagePathOf(tx, 'clubs', current.logoPath, values.image)
      : current.logoPath;
    await tx
      .update(clubs)
      .set({ ...columns, logoPath })
      .where(eq(clubs.id, id));
    const officialsBefore = await officialsOf(tx, id);
    await tx.delete(clubOfficials).where(eq(clubOfficials.clubId, id));
    if (values.officials.length > 0) {
      await tx
        .insert(clubOfficials)
        .values(
          values.officials.map((official, index) => ({ ...official, clubId: id, sortOrder: index + 1 })),
        );
    }
    const { phone, website, addressAr, addressEn, foundationYear, categories } = current;
    await writeAudit(tx, {
      actorId: editorId,
      subject: 'club',
      subjectId: id,
      memberId: null,
      action: 'clubPage.edited',
      reason: changes(
        {
          phone,
          website,
          addressAr,
          addressEn,
          foundationYear,
          categories,
          logoPath: current.logoPath,
          officials: officialsBefore,
        },
        { ...columns, logoPath, officials: values.officials },
      ),
    });
    return true;
  });
}
