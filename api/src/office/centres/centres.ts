import {
  centreMessages,
  effectiveStatus,
  type OfficeTrainingCentre,
  type OfficeTrainingCentreList,
  type OfficeTrainingCentreQuery,
  type TrainingCentreInput,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { images, trainingCentres, trainingCourses } from '../../db/schema';
import { imageColumns, toImage } from '../../content/images';
import { ApiError } from '../../http/errors';
import type { Upload } from '../../files/uploads';
import { type ImageValue, storeContentImage } from '../content/files';
import { optionalRichTextPair, richTextToHtml } from '../content/rich-text-html';
import { iso, listForOffice } from '../publishing/list';
import {
  changePublication,
  fieldRefusal,
  type PublishingTarget,
  removePublishable,
} from '../publishing/transitions';

/**
 * Training centres written in the office (decision 066): a new centre is a draft, published now or at a time, or taken
 * off the site, with the statuses of decision 057 (the events' status change, decision 061).
 */

interface Editor {
  id: number;
}
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type TrainingCentreValues = Omit<TrainingCentreInput, 'image'> & { image?: ImageValue };

const centreTarget: PublishingTarget = { table: trainingCentres, subject: 'trainingCentre' };

const orNull = (text: string) => (text === '' ? null : text);

function columns(input: TrainingCentreValues) {
  return {
    nameAr: input.nameAr,
    nameEn: input.nameEn,
    emirate: input.emirate,
    addressAr: orNull(input.addressAr),
    addressEn: orNull(input.addressEn),
    ...optionalRichTextPair('description', input),
    phone: orNull(input.phone),
    email: orNull(input.email),
    website: orNull(input.website),
    latitude: input.latitude === '' ? null : input.latitude,
    longitude: input.longitude === '' ? null : input.longitude,
  };
}

/** The centre's picture after the form (decision 060's rules: a kept path must be the centre's own). */
async function imagePath(tx: Tx, current: string | null, image: ImageValue): Promise<string | null> {
  if (image.file === '') return null;
  if ('path' in image.file) {
    if (image.file.path !== current) throw fieldRefusal('image.file', 'validation.invalid');
    await tx.update(images).set({ altAr: image.altAr, altEn: image.altEn }).where(eq(images.path, current));
    return current;
  }
  return storeContentImage(tx, 'centres/office', image.file as Upload, { ar: image.altAr, en: image.altEn });
}

export function listOfficeCentres(
  db: Database,
  query: OfficeTrainingCentreQuery,
  now: Date,
): Promise<OfficeTrainingCentreList> {
  const { nameAr, nameEn } = trainingCentres;
  return listForOffice(
    db,
    trainingCentres,
    query,
    {
      search: [nameAr, nameEn],
      fields: { id: trainingCentres.id, name: { ar: nameAr, en: nameEn }, emirate: trainingCentres.emirate },
    },
    now,
  );
}

const text = (value: string | null) => value ?? '';

export async function findOfficeCentre(
  db: Database,
  id: number,
  now: Date,
): Promise<OfficeTrainingCentre | undefined> {
  const [row] = await db
    .select({ centre: trainingCentres, image: imageColumns })
    .from(trainingCentres)
    .leftJoin(images, eq(images.path, trainingCentres.imagePath))
    .where(eq(trainingCentres.id, id));
  if (!row) return undefined;
  const { centre } = row;
  const publishAt = iso(centre.publishAt);
  return {
    id,
    name: { ar: centre.nameAr, en: centre.nameEn },
    emirate: centre.emirate,
    status: effectiveStatus(centre.status, publishAt, now),
    publishAt,
    fields: {
      nameAr: centre.nameAr,
      nameEn: centre.nameEn,
      emirate: centre.emirate,
      addressAr: text(centre.addressAr),
      addressEn: text(centre.addressEn),
      descriptionAr: centre.descriptionAr ? richTextToHtml(centre.descriptionAr) : '',
      descriptionEn: centre.descriptionEn ? richTextToHtml(centre.descriptionEn) : '',
      phone: text(centre.phone),
      email: text(centre.email),
      website: text(centre.website),
      latitude: centre.latitude === null ? '' : String(centre.latitude),
      longitude: centre.longitude === null ? '' : String(centre.longitude),
    },
    files: { image: toImage(row.image), attachments: [] },
  };
}

/** A new centre, as a draft; `claim` takes the form's picture with it. */
export async function createCentre(
  db: Database,
  editor: Editor,
  input: TrainingCentreValues,
  claim?: Claim,
): Promise<number> {
  const values = columns(input);
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const [row] = await tx
      .insert(trainingCentres)
      .values({ ...values, status: 'draft' })
      .returning({ id: trainingCentres.id });
    if (input.image) {
      await tx
        .update(trainingCentres)
        .set({ imagePath: await imagePath(tx, null, input.image) })
        .where(eq(trainingCentres.id, row!.id));
    }
    await writeAudit(tx, {
      actorId: editor.id,
      subject: centreTarget.subject,
      subjectId: row!.id,
      memberId: null,
      action: 'content.created',
      toStatus: 'draft',
    });
    return row!.id;
  });
}

/** Saves the fields (a published centre shows them at once). False when there is no such centre. */
export async function updateCentre(
  db: Database,
  editor: Editor,
  id: number,
  input: TrainingCentreValues,
  claim?: Claim,
): Promise<boolean> {
  const values = columns(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: trainingCentres.status, imagePath: trainingCentres.imagePath })
      .from(trainingCentres)
      .where(eq(trainingCentres.id, id))
      .for('update');
    if (!current) return false;
    await claim?.(tx);
    await tx
      .update(trainingCentres)
      .set({
        ...values,
        ...(input.image && { imagePath: await imagePath(tx, current.imagePath, input.image) }),
      })
      .where(eq(trainingCentres.id, id));
    await writeAudit(tx, {
      actorId: editor.id,
      subject: centreTarget.subject,
      subjectId: id,
      memberId: null,
      action: 'content.edited',
      fromStatus: current.status,
      toStatus: current.status,
    });
    return true;
  });
}

/** Publishes now (`at` undefined), at a time, or takes off the site (`at` null). False when there is no such centre. */
export const changeCentreStatus = (
  db: Database,
  editor: Editor,
  id: number,
  at: Date | null | undefined,
  now: Date,
) => changePublication(db, editor.id, centreTarget, id, at, now);

/**
 * Deletes a centre, whatever its status: a centre has no page of its own once off the site. Refused (409
 * `centre_in_use`) while a training course names it, draft or not, so no course loses its centre without the office
 * choosing another. False when there is no such centre.
 */
export function deleteCentre(db: Database, editor: Editor, id: number): Promise<boolean> {
  return removePublishable(db, editor.id, centreTarget, id, {
    check: async (_row, tx) => {
      const [course] = await tx
        .select({ id: trainingCourses.id })
        .from(trainingCourses)
        .where(eq(trainingCourses.trainingCentreId, id))
        .limit(1);
      if (course) {
        throw new ApiError(
          409,
          centreMessages.inUse,
          'Training courses are held at this centre: move them to another centre or delete them first',
        );
      }
    },
    reason: (row) => `${row.nameAr as string} / ${row.nameEn as string}`,
  });
}
