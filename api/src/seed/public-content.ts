import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, uaeToday } from '../calendar';
import type { Database } from '../db/client';
import {
  appliedSeeds,
  articles,
  boardMembers,
  careerOpenings,
  circularAttachments,
  circulars,
  clubOfficials,
  clubs,
  externalLinks,
  files,
  galleryAlbums,
  galleryPhotos,
  images,
  informationPages,
  linkLists,
  news,
  newsPhotos,
  partners,
  slides,
  trainingCentres,
  trainingCourses,
} from '../db/schema';
import { articleSeeds } from './content/articles';
import { circularAudiences, circularSeeds } from './content/circulars';
import { clubSeeds } from './content/clubs';
import { boardMemberSeeds, careerSeeds, partnerSeeds, slideSeeds } from './content/federation';
import { galleryAlbumSeeds } from './content/gallery';
import { newsSeeds } from './content/news';
import { informationPageSeeds, linkListSeeds } from './content/pages';
import { richText } from './content/rich-text';
import { trainingCentreSeeds, trainingCourseSeeds } from './content/training';
import type { ImageSpec } from './media/catalog';
import { textPdf } from './media/pdf';
import { type ImageRow, renderImages } from './media/render';

/** Every picture the demo content uses, once each (a slide may show a story's picture). */
export function demoImageSpecs(): ImageSpec[] {
  const all = [
    ...newsSeeds.map((item) => item.image),
    ...articleSeeds.map((item) => item.image),
    ...clubSeeds.map((item) => item.logo),
    ...trainingCentreSeeds.map((item) => item.image),
    ...trainingCourseSeeds.map((item) => item.image),
    ...galleryAlbumSeeds.flatMap((album) => album.photos.map((photo) => photo.image)),
    ...boardMemberSeeds.map((item) => item.photo),
    ...partnerSeeds.map((item) => item.logo),
    ...slideSeeds.map((item) => item.image),
    ...informationPageSeeds.map((item) => item.image),
  ];
  const byPath = new Map<string, ImageSpec>();
  for (const spec of all) {
    if (!spec) continue;
    const known = byPath.get(spec.path);
    if (known && (known.kind !== spec.kind || known.width !== spec.width || known.height !== spec.height)) {
      throw new Error(`Two different pictures are stored at ${spec.path}`);
    }
    byPath.set(spec.path, spec);
  }
  return [...byPath.values()];
}

/**
 * Draws every demo picture (about a second of CPU, on sharp's threads). Start it early and hand the promise to
 * `seedDemoContent`, so that the drawing overlaps work the main thread is doing anyway.
 */
export function renderDemoImages(): Promise<ImageRow[]> {
  const rendering = renderImages(demoImageSpecs());
  // Whoever started it may fail before awaiting it; the seed that awaits it still sees any error.
  rendering.catch(() => {});
  return rendering;
}

const rich = (text: { ar: string; en: string }) => ({ ar: richText(text.ar), en: richText(text.en) });

/**
 * The public content of the demo site: news, articles, clubs, training, circulars, gallery, federation pages. Claimed
 * under its own name in `applied_seeds`, so a database seeded before this content existed gets it on its next start.
 * Course and career dates count from `now`'s UAE day, so a fresh database always has courses open, upcoming and
 * closed. The pictures (`pictures`, or drawn now) are ready before the transaction opens, so it stays short.
 */
export async function seedDemoContent(
  db: Database,
  now: Date,
  pictures?: Promise<ImageRow[]>,
): Promise<void> {
  const [done] = await db.select().from(appliedSeeds).where(eq(appliedSeeds.name, 'demo-content'));
  if (done) return;
  const imageRows = await (pictures ?? renderDemoImages());
  const today = uaeToday(now);

  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-content' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    await tx.insert(images).values(imageRows);

    const newsIds = await tx
      .insert(news)
      .values(
        newsSeeds.map((item) => {
          const body = rich({
            ar: `${item.summary.ar}\n\n${item.more.ar}`,
            en: `${item.summary.en}\n\n${item.more.en}`,
          });
          return {
            titleAr: item.title.ar,
            titleEn: item.title.en,
            summaryAr: item.summary.ar,
            summaryEn: item.summary.en,
            bodyAr: body.ar,
            bodyEn: body.en,
            publishedOn: item.publishedOn,
            imagePath: item.image?.path ?? null,
          };
        }),
      )
      .returning({ id: news.id });
    const photoRows = newsSeeds.flatMap((item, index) =>
      (item.photos ?? []).map((imagePath, order) => ({
        newsId: newsIds[index]!.id,
        imagePath,
        sortOrder: order + 1,
      })),
    );
    await tx.insert(newsPhotos).values(photoRows);

    await tx.insert(articles).values(
      articleSeeds.map((item) => {
        const body = rich(item.body);
        return {
          titleAr: item.title.ar,
          titleEn: item.title.en,
          summaryAr: item.summary.ar,
          summaryEn: item.summary.en,
          authorAr: item.author.ar,
          authorEn: item.author.en,
          bodyAr: body.ar,
          bodyEn: body.en,
          publishedOn: item.publishedOn,
          imagePath: item.image?.path ?? null,
        };
      }),
    );

    const clubIds = await tx
      .insert(clubs)
      .values(
        clubSeeds.map((club) => ({
          kind: club.kind,
          nameAr: club.name.ar,
          nameEn: club.name.en,
          emirate: club.emirate,
          logoPath: club.logo?.path ?? null,
          categories: club.categories,
          foundationYear: club.foundationYear,
          phone: club.phone,
          website: club.website,
          addressAr: club.address?.ar ?? null,
          addressEn: club.address?.en ?? null,
        })),
      )
      .returning({ id: clubs.id });
    await tx.insert(clubOfficials).values(
      clubSeeds.flatMap((club, index) =>
        club.officials.map((official, order) => ({
          clubId: clubIds[index]!.id,
          role: official.role,
          nameAr: official.name.ar,
          nameEn: official.name.en,
          sortOrder: order + 1,
        })),
      ),
    );

    const centreIds = await tx
      .insert(trainingCentres)
      .values(
        trainingCentreSeeds.map((centre) => {
          const description = centre.description && rich(centre.description);
          return {
            nameAr: centre.name.ar,
            nameEn: centre.name.en,
            emirate: centre.emirate,
            addressAr: centre.address?.ar ?? null,
            addressEn: centre.address?.en ?? null,
            imagePath: centre.image?.path ?? null,
            descriptionAr: description?.ar ?? null,
            descriptionEn: description?.en ?? null,
            phone: centre.phone,
            email: centre.email,
            website: centre.website,
            latitude: centre.location?.latitude ?? null,
            longitude: centre.location?.longitude ?? null,
          };
        }),
      )
      .returning({ id: trainingCentres.id });
    const centreIdOf = new Map(
      trainingCentreSeeds.map((centre, index) => [centre.key, centreIds[index]!.id]),
    );
    await tx.insert(trainingCourses).values(
      trainingCourseSeeds.map((course) => {
        const description = rich(course.description);
        return {
          nameAr: course.name.ar,
          nameEn: course.name.en,
          registrationStart: addDays(today, course.registration[0]),
          registrationEnd: addDays(today, course.registration[1]),
          startDate: addDays(today, course.course[0]),
          endDate: addDays(today, course.course[1]),
          venueAr: course.venue?.ar ?? null,
          venueEn: course.venue?.en ?? null,
          imagePath: course.image?.path ?? null,
          descriptionAr: description.ar,
          descriptionEn: description.en,
          trainingCentreId: course.centre === null ? null : centreIdOf.get(course.centre)!,
        };
      }),
    );

    const documents = circularSeeds.flatMap((circular) => circular.attachments);
    const fileIds = await tx
      .insert(files)
      .values(
        documents.map((document) => {
          const bytes = textPdf(document.name.en, document.text);
          return {
            fileName: document.fileName,
            contentType: 'application/pdf',
            byteSize: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            bytes,
          };
        }),
      )
      .returning({ id: files.id });
    const circularIds = await tx
      .insert(circulars)
      .values(
        circularSeeds.map((circular) => {
          const body = circular.body && rich(circular.body);
          return {
            number: circular.number,
            titleAr: circular.title.ar,
            titleEn: circular.title.en,
            issuedOn: circular.issuedOn,
            audience: [...(circularAudiences[circular.number] ?? [])],
            bodyAr: body?.ar ?? null,
            bodyEn: body?.en ?? null,
          };
        }),
      )
      .returning({ id: circulars.id });
    let fileIndex = 0;
    await tx.insert(circularAttachments).values(
      circularSeeds.flatMap((circular, index) =>
        circular.attachments.map((attachment, order) => ({
          circularId: circularIds[index]!.id,
          fileId: fileIds[fileIndex++]!.id,
          nameAr: attachment.name.ar,
          nameEn: attachment.name.en,
          sortOrder: order + 1,
        })),
      ),
    );

    const albumIds = await tx
      .insert(galleryAlbums)
      .values(
        galleryAlbumSeeds.map((album) => ({
          titleAr: album.title.ar,
          titleEn: album.title.en,
          takenOn: album.takenOn,
          coverPath: album.photos[0]!.image.path,
          descriptionAr: album.description?.ar ?? null,
          descriptionEn: album.description?.en ?? null,
        })),
      )
      .returning({ id: galleryAlbums.id });
    await tx.insert(galleryPhotos).values(
      galleryAlbumSeeds.flatMap((album, index) =>
        album.photos.map((photo, order) => ({
          albumId: albumIds[index]!.id,
          imagePath: photo.image.path,
          captionAr: photo.caption?.ar ?? null,
          captionEn: photo.caption?.en ?? null,
          sortOrder: order + 1,
        })),
      ),
    );

    await tx.insert(boardMembers).values(
      boardMemberSeeds.map((member, index) => ({
        nameAr: member.name.ar,
        nameEn: member.name.en,
        positionAr: member.position.ar,
        positionEn: member.position.en,
        photoPath: member.photo?.path ?? null,
        sortOrder: index + 1,
      })),
    );
    await tx.insert(partners).values(
      partnerSeeds.map((partner, index) => ({
        nameAr: partner.name.ar,
        nameEn: partner.name.en,
        logoPath: partner.logo.path,
        website: partner.website,
        sortOrder: index + 1,
      })),
    );
    await tx.insert(careerOpenings).values(
      careerSeeds.map((career, index) => {
        const description = rich(career.description);
        const instructions = rich(career.apply.instructions);
        return {
          titleAr: career.title.ar,
          titleEn: career.title.en,
          departmentAr: career.department?.ar ?? null,
          departmentEn: career.department?.en ?? null,
          locationAr: career.location?.ar ?? null,
          locationEn: career.location?.en ?? null,
          postedOn: addDays(today, career.postedOn),
          closingOn: career.closingOn === null ? null : addDays(today, career.closingOn),
          descriptionAr: description.ar,
          descriptionEn: description.en,
          applyEmail: career.apply.email,
          applyUrl: career.apply.url,
          applyInstructionsAr: instructions.ar,
          applyInstructionsEn: instructions.en,
          sortOrder: index + 1,
        };
      }),
    );
    await tx.insert(slides).values(
      slideSeeds.map((slide, index) => ({
        titleAr: slide.title.ar,
        titleEn: slide.title.en,
        textAr: slide.text?.ar ?? null,
        textEn: slide.text?.en ?? null,
        imagePath: slide.image.path,
        linkHref: slide.link?.href ?? null,
        linkLabelAr: slide.link?.label.ar ?? null,
        linkLabelEn: slide.link?.label.en ?? null,
        sortOrder: index + 1,
      })),
    );

    await tx.insert(informationPages).values(
      informationPageSeeds.map((page) => {
        const body = rich(page.body);
        return {
          slug: page.slug,
          titleAr: page.title.ar,
          titleEn: page.title.en,
          bodyAr: body.ar,
          bodyEn: body.en,
          imagePath: page.image?.path ?? null,
          updatedOn: page.updatedOn,
        };
      }),
    );
    await tx.insert(linkLists).values(
      linkListSeeds.map((list) => {
        const intro = list.intro && rich(list.intro);
        return {
          slug: list.slug,
          titleAr: list.title.ar,
          titleEn: list.title.en,
          introAr: intro?.ar ?? null,
          introEn: intro?.en ?? null,
        };
      }),
    );
    await tx.insert(externalLinks).values(
      linkListSeeds.flatMap((list) =>
        list.links.map((link, order) => ({
          listSlug: list.slug,
          titleAr: link.title.ar,
          titleEn: link.title.en,
          url: link.url,
          descriptionAr: link.description?.ar ?? null,
          descriptionEn: link.description?.en ?? null,
          sortOrder: order + 1,
        })),
      ),
    );
  });
}
