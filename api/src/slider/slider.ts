import type { Slide } from '@uaeaf/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, slides } from '../db/schema';
import { imageColumns, requiredImage } from '../content/images';
import { isPublic } from '../content/published';
import { optionalText } from '../content/localized';

/** The home page slider, in the federation's order. */
export async function listSlides(db: Database, now: Date): Promise<Slide[]> {
  const rows = await db
    .select({
      id: slides.id,
      title: { ar: slides.titleAr, en: slides.titleEn },
      textAr: slides.textAr,
      textEn: slides.textEn,
      image: imageColumns,
      linkHref: slides.linkHref,
      linkLabelAr: slides.linkLabelAr,
      linkLabelEn: slides.linkLabelEn,
    })
    .from(slides)
    .innerJoin(images, eq(images.path, slides.imagePath))
    .where(isPublic(slides, now))
    .orderBy(asc(slides.sortOrder), asc(slides.id));
  return rows.map(({ textAr, textEn, linkHref, linkLabelAr, linkLabelEn, ...slide }) => {
    const label = optionalText(linkLabelAr, linkLabelEn);
    return {
      ...slide,
      text: optionalText(textAr, textEn),
      image: requiredImage(slide.image),
      link: linkHref === null || label === null ? null : { href: linkHref, label },
    };
  });
}
