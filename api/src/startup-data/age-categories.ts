import type { AgeCategory } from '@uaeaf/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ageCategories } from '../db/schema';

export function listAgeCategories(db: Database): Promise<AgeCategory[]> {
  return db
    .select({
      id: ageCategories.id,
      code: ageCategories.code,
      name: { ar: ageCategories.nameAr, en: ageCategories.nameEn },
      minAge: ageCategories.minAge,
      maxAge: ageCategories.maxAge,
    })
    .from(ageCategories)
    .orderBy(asc(ageCategories.sortOrder), asc(ageCategories.id));
}
