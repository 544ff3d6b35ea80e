import { defineMessages } from 'react-intl';

export const collectionText = defineMessages({
  position: { id: 'office.collections.position', defaultMessage: 'Place' },
  name: { id: 'office.collections.name', defaultMessage: 'Name' },
  order: { id: 'office.collections.order', defaultMessage: 'Order' },
  create: { id: 'office.collections.create', defaultMessage: 'Add a new one' },
  empty: { id: 'office.collections.empty', defaultMessage: 'Nothing yet' },
  moved: { id: 'office.collections.moved', defaultMessage: 'Moved' },
  deleted: { id: 'office.collections.deleted', defaultMessage: 'Deleted' },
  delete: { id: 'office.collections.delete', defaultMessage: 'Delete' },
  deleteHint: {
    id: 'office.collections.deleteHint',
    defaultMessage: 'Only a draft or an unpublished item can be deleted.',
  },
  deletePublished: {
    id: 'office.collections.deletePublished',
    defaultMessage: 'Unpublish it first: the public sees it now.',
  },
  list: { id: 'office.collections.list', defaultMessage: 'List' },
  chooseList: { id: 'office.collections.chooseList', defaultMessage: 'Choose a list' },
  optional: {
    id: 'office.collections.optional',
    defaultMessage: 'Optional: leave it empty in both languages.',
  },
  pictureRequired: {
    id: 'office.collections.pictureRequired',
    defaultMessage: 'JPG or PNG, at most 1 MB. Required: the site cannot show it without one.',
  },
  previewLead: {
    id: 'office.collections.previewLead',
    defaultMessage: 'As visitors will see it, in both languages, from what is saved.',
  },
  nameAr: { id: 'office.collections.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'office.collections.nameEn', defaultMessage: 'Name in English' },
  website: { id: 'office.collections.website', defaultMessage: 'Website (https://…)' },
  positionAr: { id: 'office.collections.positionAr', defaultMessage: 'Position in Arabic' },
  positionEn: { id: 'office.collections.positionEn', defaultMessage: 'Position in English' },
  titleAr: { id: 'office.collections.titleAr', defaultMessage: 'Title in Arabic' },
  titleEn: { id: 'office.collections.titleEn', defaultMessage: 'Title in English' },
  textAr: { id: 'office.collections.textAr', defaultMessage: 'Text in Arabic' },
  textEn: { id: 'office.collections.textEn', defaultMessage: 'Text in English' },
  linkHref: {
    id: 'office.collections.linkHref',
    defaultMessage: 'Link (a page of the site such as /tournaments, or https://…)',
  },
  linkLabelAr: { id: 'office.collections.linkLabelAr', defaultMessage: 'Link’s words in Arabic' },
  linkLabelEn: { id: 'office.collections.linkLabelEn', defaultMessage: 'Link’s words in English' },
  listSlug: { id: 'office.collections.listSlug', defaultMessage: 'On the list' },
  url: { id: 'office.collections.url', defaultMessage: 'Address (https://…)' },
  descriptionAr: { id: 'office.collections.descriptionAr', defaultMessage: 'Description in Arabic' },
  descriptionEn: { id: 'office.collections.descriptionEn', defaultMessage: 'Description in English' },
});
