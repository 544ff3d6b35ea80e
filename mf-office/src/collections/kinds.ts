import { defineMessages } from 'react-intl';
import { sendJson } from '@uaeaf/account-kit';
import {
  CollectionItemSchema,
  type CollectionKind,
  CollectionListResponseSchema,
  type PublishInput,
} from '@uaeaf/contracts';
import { useOfficeApi } from '../common/api';

/** The ordered collections' pages (decision 065), each opened by `content.publish`; the office's navigation lists them. */
export const collectionPages = {
  partners: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.collections.partners.title', defaultMessage: 'Partners' },
      nav: { id: 'office.collections.partners.nav', defaultMessage: 'Partners' },
      purpose: {
        id: 'office.collections.partners.purpose',
        defaultMessage: 'The partners’ logos in the order the site shows them: add, edit, reorder, publish.',
      },
    }),
  },
  'board-members': {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.collections.board-members.title', defaultMessage: 'Board members' },
      nav: { id: 'office.collections.board-members.nav', defaultMessage: 'Board members' },
      purpose: {
        id: 'office.collections.board-members.purpose',
        defaultMessage: 'The board of directors with their positions and photos, in order.',
      },
    }),
  },
  slides: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.collections.slides.title', defaultMessage: 'Home page slides' },
      nav: { id: 'office.collections.slides.nav', defaultMessage: 'Slides' },
      purpose: {
        id: 'office.collections.slides.purpose',
        defaultMessage: 'The slider at the top of the home page: pictures, words and links, in order.',
      },
    }),
  },
  links: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.collections.links.title', defaultMessage: 'Links' },
      nav: { id: 'office.collections.links.nav', defaultMessage: 'Links' },
      purpose: {
        id: 'office.collections.links.purpose',
        defaultMessage: 'The pages of useful websites: each link on its list, in order.',
      },
    }),
  },
} as const satisfies Record<CollectionKind, object>;

/**
 * A kind's text fields in the form's order (its input's names): `optional` ones may stay empty, `long` ones are a
 * few lines, `lists` is the link list chosen from the existing ones, `url` an address.
 */
export interface CollectionField {
  name: string;
  kind?: 'line' | 'long' | 'url' | 'list';
  optional?: boolean;
}

export const collectionFields: Record<CollectionKind, readonly CollectionField[]> = {
  partners: [{ name: 'nameAr' }, { name: 'nameEn' }, { name: 'website', kind: 'url', optional: true }],
  'board-members': [{ name: 'nameAr' }, { name: 'nameEn' }, { name: 'positionAr' }, { name: 'positionEn' }],
  slides: [
    { name: 'titleAr' },
    { name: 'titleEn' },
    { name: 'textAr', kind: 'long', optional: true },
    { name: 'textEn', kind: 'long', optional: true },
    { name: 'linkHref', kind: 'url', optional: true },
    { name: 'linkLabelAr', optional: true },
    { name: 'linkLabelEn', optional: true },
  ],
  links: [
    { name: 'listSlug', kind: 'list' },
    { name: 'titleAr' },
    { name: 'titleEn' },
    { name: 'url', kind: 'url' },
    { name: 'descriptionAr', kind: 'long', optional: true },
    { name: 'descriptionEn', kind: 'long', optional: true },
  ],
};

export const collectionApiPath = (kind: CollectionKind, id?: number | string) =>
  `/office/collections/${kind}${id === undefined ? '' : `/${id}`}`;

export const useCollectionList = (kind: CollectionKind) =>
  useOfficeApi(`collections-${kind}`, collectionApiPath(kind), CollectionListResponseSchema);

export const useCollectionItem = (kind: CollectionKind, id: string, enabled: boolean) =>
  useOfficeApi(
    `collections-${kind}-item`,
    collectionApiPath(kind, id),
    CollectionItemSchema,
    {},
    { enabled },
  );

export const moveItem = (kind: CollectionKind, id: number, position: number) =>
  sendJson('POST', `${collectionApiPath(kind, id)}/move`, CollectionItemSchema, { position });

export const publishItem = (kind: CollectionKind, id: number, body: PublishInput) =>
  sendJson('POST', `${collectionApiPath(kind, id)}/publish`, CollectionItemSchema, body);

export const unpublishItem = (kind: CollectionKind, id: number) =>
  sendJson('POST', `${collectionApiPath(kind, id)}/unpublish`, CollectionItemSchema, {});
