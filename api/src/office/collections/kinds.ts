import type { AuditSubject, CollectionKind } from '@uaeaf/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boardMembers, externalLinks, partners, slides } from '../../db/schema';

type CollectionTable = typeof partners | typeof boardMembers | typeof slides | typeof externalLinks;

/**
 * What the collections' framework needs of a kind (decision 065): its table, audit subject, the columns of its name,
 * its picture's column and the form's text fields. The form's field names are the table's own, so one mapping serves
 * every kind; an empty optional field is stored as null (the tables pair their optional columns by language).
 */
export interface CollectionKindDefinition {
  table: CollectionTable;
  subject: AuditSubject;
  /** Its name's columns are `<nameKey>Ar` and `<nameKey>En`. */
  nameKey: 'name' | 'title';
  imageKey: 'logoPath' | 'photoPath' | 'imagePath';
  /** The form's text fields besides the picture. */
  fields: readonly string[];
  /** The column that splits the kind into separately ordered lists (a link's list). */
  group?: AnyPgColumn;
}

export const collectionKinds: Record<CollectionKind, CollectionKindDefinition> = {
  partners: {
    table: partners,
    subject: 'partner',
    nameKey: 'name',
    imageKey: 'logoPath',
    fields: ['nameAr', 'nameEn', 'website'],
  },
  'board-members': {
    table: boardMembers,
    subject: 'boardMember',
    nameKey: 'name',
    imageKey: 'photoPath',
    fields: ['nameAr', 'nameEn', 'positionAr', 'positionEn'],
  },
  slides: {
    table: slides,
    subject: 'slide',
    nameKey: 'title',
    imageKey: 'imagePath',
    fields: ['titleAr', 'titleEn', 'textAr', 'textEn', 'linkHref', 'linkLabelAr', 'linkLabelEn'],
  },
  links: {
    table: externalLinks,
    subject: 'externalLink',
    nameKey: 'title',
    imageKey: 'logoPath',
    fields: ['listSlug', 'titleAr', 'titleEn', 'url', 'descriptionAr', 'descriptionEn'],
    group: externalLinks.listSlug,
  },
};
