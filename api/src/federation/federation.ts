import type { BoardMember, CareerOpening, Partner } from '@uaeaf/contracts';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { boardMembers, careerOpenings, images, partners } from '../db/schema';
import { imageColumns, requiredImage, toImage } from '../content/images';
import { isPublic } from '../content/published';
import { localizedRichText, optionalText } from '../content/localized';

/** The short lists are shown whole, in the order the federation gives them. */

export async function listBoardMembers(db: Database, now: Date): Promise<BoardMember[]> {
  const rows = await db
    .select({
      id: boardMembers.id,
      name: { ar: boardMembers.nameAr, en: boardMembers.nameEn },
      position: { ar: boardMembers.positionAr, en: boardMembers.positionEn },
      photo: imageColumns,
    })
    .from(boardMembers)
    .leftJoin(images, eq(images.path, boardMembers.photoPath))
    .where(isPublic(boardMembers, now))
    .orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
  return rows.map((row) => ({ ...row, photo: toImage(row.photo) }));
}

export async function listPartners(db: Database, now: Date): Promise<Partner[]> {
  const rows = await db
    .select({
      id: partners.id,
      name: { ar: partners.nameAr, en: partners.nameEn },
      logo: imageColumns,
      website: partners.website,
    })
    .from(partners)
    .innerJoin(images, eq(images.path, partners.logoPath))
    .where(isPublic(partners, now))
    .orderBy(asc(partners.sortOrder), asc(partners.id));
  return rows.map((row) => ({ ...row, logo: requiredImage(row.logo) }));
}

/** Openings still taking applications: no closing day, or one not yet past in the UAE. */
export async function listCareerOpenings(db: Database, now: Date): Promise<CareerOpening[]> {
  const rows = await db
    .select()
    .from(careerOpenings)
    .where(or(isNull(careerOpenings.closingOn), sql`${careerOpenings.closingOn} >= ${uaeToday(now)}::date`))
    .orderBy(asc(careerOpenings.sortOrder), asc(careerOpenings.id));
  return rows.map((row) => ({
    id: row.id,
    title: { ar: row.titleAr, en: row.titleEn },
    department: optionalText(row.departmentAr, row.departmentEn),
    location: optionalText(row.locationAr, row.locationEn),
    postedOn: row.postedOn,
    closingOn: row.closingOn,
    description: localizedRichText(row.descriptionAr, row.descriptionEn),
    howToApply: {
      email: row.applyEmail,
      url: row.applyUrl,
      instructions: localizedRichText(row.applyInstructionsAr, row.applyInstructionsEn),
    },
  }));
}
