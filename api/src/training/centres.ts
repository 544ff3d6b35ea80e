import type {
  Paginated,
  TrainingCentreDetail,
  TrainingCentreQuery,
  TrainingCentreSummary,
} from '@uaeaf/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, trainingCentres } from '../db/schema';
import { imageColumns, toImage } from '../content/images';
import { optionalRichText, optionalText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';

const summaryColumns = {
  id: trainingCentres.id,
  name: { ar: trainingCentres.nameAr, en: trainingCentres.nameEn },
  emirate: trainingCentres.emirate,
  addressAr: trainingCentres.addressAr,
  addressEn: trainingCentres.addressEn,
  image: imageColumns,
};

type SummaryRow = Omit<TrainingCentreSummary, 'address' | 'image'> & {
  addressAr: string | null;
  addressEn: string | null;
  image: Parameters<typeof toImage>[0];
};

function toSummary({ addressAr, addressEn, image, ...centre }: SummaryRow): TrainingCentreSummary {
  return { ...centre, address: optionalText(addressAr, addressEn), image: toImage(image) };
}

/** By emirate in the customary order; `?emirate=` filters, `q` searches the name. */
export function listTrainingCentres(
  db: Database,
  query: TrainingCentreQuery,
  now: Date,
): Promise<Paginated<TrainingCentreSummary>> {
  const where = and(
    isPublic(trainingCentres, now),
    query.emirate && eq(trainingCentres.emirate, query.emirate),
    matchesSearch(query.q, [trainingCentres.nameAr, trainingCentres.nameEn]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(trainingCentres).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(trainingCentres)
        .leftJoin(images, eq(images.path, trainingCentres.imagePath))
        .where(where)
        .orderBy(asc(trainingCentres.emirate), asc(trainingCentres.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toSummary);
    },
  );
}

export async function findTrainingCentre(
  db: Database,
  id: number,
  now: Date,
): Promise<TrainingCentreDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      descriptionAr: trainingCentres.descriptionAr,
      descriptionEn: trainingCentres.descriptionEn,
      phone: trainingCentres.phone,
      email: trainingCentres.email,
      website: trainingCentres.website,
      latitude: trainingCentres.latitude,
      longitude: trainingCentres.longitude,
    })
    .from(trainingCentres)
    .leftJoin(images, eq(images.path, trainingCentres.imagePath))
    .where(and(eq(trainingCentres.id, id), isPublic(trainingCentres, now)));
  if (!row) return undefined;
  const { descriptionAr, descriptionEn, phone, email, website, latitude, longitude, ...summary } = row;
  return {
    ...toSummary(summary),
    description: optionalRichText(descriptionAr, descriptionEn),
    phone,
    email,
    website,
    location: latitude === null || longitude === null ? null : { latitude, longitude },
  };
}
