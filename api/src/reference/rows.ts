// The rows `installReferenceData` puts in every database (decision 022); the federation edits them afterwards.
import { roundDefinitions, roundMaximum } from '@uaeaf/contracts';
import type { ageCategories, bowDivisions, resultRounds, socialLinks } from '../db/schema';

export const socialLinkSeeds: (typeof socialLinks.$inferInsert)[] = [
  { platform: 'x', url: 'https://x.com/uaearchery', labelAr: 'إكس', labelEn: 'X', sortOrder: 1 },
  {
    platform: 'instagram',
    url: 'https://www.instagram.com/uaearchery',
    labelAr: 'إنستغرام',
    labelEn: 'Instagram',
    sortOrder: 2,
  },
  {
    platform: 'facebook',
    url: 'https://www.facebook.com/uaearchery',
    labelAr: 'فيسبوك',
    labelEn: 'Facebook',
    sortOrder: 3,
  },
  {
    platform: 'youtube',
    url: 'https://www.youtube.com/@uaearchery',
    labelAr: 'يوتيوب',
    labelEn: 'YouTube',
    sortOrder: 4,
  },
];

// World Archery classes; the senior range stops where 50+ starts, although older archers may still enter senior.
export const ageCategorySeeds: (typeof ageCategories.$inferInsert)[] = [
  { code: 'U15', nameAr: 'تحت 15 سنة', nameEn: 'Under 15', minAge: null, maxAge: 14, sortOrder: 1 },
  { code: 'U18', nameAr: 'تحت 18 سنة', nameEn: 'Under 18', minAge: 15, maxAge: 17, sortOrder: 2 },
  { code: 'U21', nameAr: 'تحت 21 سنة', nameEn: 'Under 21', minAge: 18, maxAge: 20, sortOrder: 3 },
  { code: 'SENIOR', nameAr: 'الكبار', nameEn: 'Senior', minAge: 21, maxAge: 49, sortOrder: 4 },
  { code: '50+', nameAr: '50 سنة فأكثر', nameEn: '50 and over', minAge: 50, maxAge: null, sortOrder: 5 },
];

export const bowDivisionSeeds: (typeof bowDivisions.$inferInsert)[] = [
  { code: 'R', nameAr: 'القوس المنحني (الأولمبي)', nameEn: 'Recurve', sortOrder: 1 },
  { code: 'C', nameAr: 'القوس المركب', nameEn: 'Compound', sortOrder: 2 },
  { code: 'B', nameAr: 'القوس المجرد', nameEn: 'Barebow', sortOrder: 3 },
  { code: 'T', nameAr: 'القوس التقليدي', nameEn: 'Traditional', sortOrder: 4 },
  { code: 'L', nameAr: 'القوس الطويل', nameEn: 'Longbow', sortOrder: 5 },
];

/** The ranking rounds, from the contracts' definitions (decision 092). */
export const resultRoundSeeds: (typeof resultRounds.$inferInsert)[] = Object.values(roundDefinitions).map(
  (round) => ({
    code: round.code,
    nameAr: round.name.ar,
    nameEn: round.name.en,
    environment: round.environment,
    distances: round.distances.map((distance) => ({ ...distance })),
    maxScore: roundMaximum(round),
  }),
);
