import type { ClubDetail, ClubQuery, ClubSummary, Paginated } from '@uaeaf/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubOfficials, clubs, images } from '../db/schema';
import { imageColumns, toImage } from '../content/images';
import { optionalText } from '../content/localized';
import { listPage } from '../content/page';
import { matchesSearch } from '../content/search';

const summaryColumns = {
  id: clubs.id,
  kind: clubs.kind,
  name: { ar: clubs.nameAr, en: clubs.nameEn },
  emirate: clubs.emirate,
  logo: imageColumns,
  categories: clubs.categories,
};

/** By emirate in the customary order (the enum's), clubs before academies; `q` searches the name. */
export function listClubs(db: Database, query: ClubQuery): Promise<Paginated<ClubSummary>> {
  const where = and(
    query.emirate && eq(clubs.emirate, query.emirate),
    query.kind && eq(clubs.kind, query.kind),
    matchesSearch(query.q, [clubs.nameAr, clubs.nameEn]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(clubs).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(clubs)
        .leftJoin(images, eq(images.path, clubs.logoPath))
        .where(where)
        .orderBy(asc(clubs.emirate), asc(clubs.kind), asc(clubs.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, logo: toImage(row.logo) }));
    },
  );
}

export async function findClub(db: Database, id: number): Promise<ClubDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      foundationYear: clubs.foundationYear,
      phone: clubs.phone,
      website: clubs.website,
      addressAr: clubs.addressAr,
      addressEn: clubs.addressEn,
    })
    .from(clubs)
    .leftJoin(images, eq(images.path, clubs.logoPath))
    .where(eq(clubs.id, id));
  if (!row) return undefined;
  const officials = await db
    .select({ role: clubOfficials.role, name: { ar: clubOfficials.nameAr, en: clubOfficials.nameEn } })
    .from(clubOfficials)
    .where(eq(clubOfficials.clubId, id))
    .orderBy(asc(clubOfficials.sortOrder), asc(clubOfficials.id));
  const { addressAr, addressEn, ...club } = row;
  return { ...club, logo: toImage(club.logo), address: optionalText(addressAr, addressEn), officials };
}
