import { defineMessages } from 'react-intl';

/** The information pages and training centres in the office (decision 066). */
export const sitePages = {
  pages: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.sitePages.title', defaultMessage: 'Information pages' },
      nav: { id: 'office.sitePages.nav', defaultMessage: 'Information pages' },
      purpose: {
        id: 'office.sitePages.purpose',
        defaultMessage:
          'About us, the legal pages, the chairman’s speech…: edit a page, preview it and publish the changes.',
      },
    }),
  },
  centres: {
    permission: 'content.publish',
    ...defineMessages({
      title: { id: 'office.centres.title', defaultMessage: 'Training centres' },
      nav: { id: 'office.centres.nav', defaultMessage: 'Training centres' },
      purpose: {
        id: 'office.centres.purpose',
        defaultMessage:
          'The centres where courses are held, with their contacts and location: write and publish.',
      },
    }),
  },
} as const;

export const sitePageText = defineMessages({
  page: { id: 'office.sitePages.page', defaultMessage: 'Page' },
  updatedOn: { id: 'office.sitePages.updatedOn', defaultMessage: 'Last updated' },
  changesWaiting: {
    id: 'office.sitePages.changesWaiting',
    defaultMessage:
      'Saved changes are not on the site yet: visitors see the published page until you publish them.',
  },
  draftNote: {
    id: 'office.sitePages.draftNote',
    defaultMessage: 'Saving keeps the changes as a draft; the site shows them once they are published.',
  },
  name: { id: 'office.centres.name', defaultMessage: 'Name' },
  nameAr: { id: 'office.centres.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'office.centres.nameEn', defaultMessage: 'Name in English' },
  emirate: { id: 'office.centres.emirate', defaultMessage: 'Emirate' },
  addressAr: { id: 'office.centres.addressAr', defaultMessage: 'Address in Arabic' },
  addressEn: { id: 'office.centres.addressEn', defaultMessage: 'Address in English' },
  descriptionAr: { id: 'office.centres.descriptionAr', defaultMessage: 'Description in Arabic' },
  descriptionEn: { id: 'office.centres.descriptionEn', defaultMessage: 'Description in English' },
  phone: { id: 'office.centres.phone', defaultMessage: 'Phone' },
  email: { id: 'office.centres.email', defaultMessage: 'Email' },
  website: { id: 'office.centres.website', defaultMessage: 'Website' },
  websiteHint: { id: 'office.centres.websiteHint', defaultMessage: 'Starting with https:// or http://' },
  latitude: { id: 'office.centres.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'office.centres.longitude', defaultMessage: 'Longitude' },
  locationHint: {
    id: 'office.centres.locationHint',
    defaultMessage: 'In decimal degrees, for example 25.2048 and 55.2708; both or neither.',
  },
  optionalPairs: {
    id: 'office.centres.optionalPairs',
    defaultMessage: 'The address and the description are optional, but in both languages or neither.',
  },
  searchNames: { id: 'office.centres.search', defaultMessage: 'Search the names' },
});

/** Deleting a centre (decision 070): refused while a training course names it, whatever the course's status. */
export const centreDeleteText = defineMessages({
  delete: { id: 'office.centres.delete', defaultMessage: 'Delete the centre' },
  confirmTitle: { id: 'office.centres.confirmTitle', defaultMessage: 'Delete this centre?' },
  confirmText: {
    id: 'office.centres.confirmText',
    defaultMessage: 'It leaves the site and the office at once. Once deleted it cannot be brought back.',
  },
  keep: { id: 'office.centres.keep', defaultMessage: 'Keep the centre' },
  deleted: { id: 'office.centres.deleted', defaultMessage: 'Centre deleted' },
  inUse: {
    id: 'office.centres.inUse',
    defaultMessage:
      'Training courses are held at this centre: move them to another centre or delete them first, then delete the centre.',
  },
});
