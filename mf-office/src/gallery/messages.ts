import { defineMessage, defineMessages } from 'react-intl';

/** The office's gallery page (decision 072), opened by `content.publish` like the other editors' pages. */
export const galleryPage = {
  permission: 'content.publish',
  ...defineMessages({
    title: { id: 'office.gallery.title', defaultMessage: 'Gallery albums' },
    nav: { id: 'office.gallery.nav', defaultMessage: 'Gallery' },
    purpose: {
      id: 'office.gallery.purpose',
      defaultMessage: 'Photo albums: add photos, order them, pick the cover, publish now or at a set time.',
    },
  }),
} as const;

export const galleryText = defineMessages({
  search: { id: 'office.gallery.search', defaultMessage: 'Search album titles' },
  takenOn: { id: 'office.gallery.takenOn', defaultMessage: 'Day the photos were taken' },
  photoCount: { id: 'office.gallery.photoCount', defaultMessage: 'Photos' },
  titleAr: { id: 'office.gallery.titleAr', defaultMessage: 'Title in Arabic' },
  titleEn: { id: 'office.gallery.titleEn', defaultMessage: 'Title in English' },
  descriptionAr: { id: 'office.gallery.descriptionAr', defaultMessage: 'Description in Arabic' },
  descriptionEn: { id: 'office.gallery.descriptionEn', defaultMessage: 'Description in English' },
  descriptionHint: {
    id: 'office.gallery.descriptionHint',
    defaultMessage: 'Optional: in both languages or neither.',
  },
  previewLead: {
    id: 'office.gallery.previewLead',
    defaultMessage: 'The album as visitors will see it, in both languages, from what is saved.',
  },
  noPhotos: {
    id: 'office.gallery.noPhotos',
    defaultMessage: 'Add at least one photo: an album is published with its photos.',
  },
  coverNotInAlbum: {
    id: 'office.gallery.coverNotInAlbum',
    defaultMessage: 'Choose the cover among the album’s photos.',
  },
});

/** The photo-set field's words, shared by an album and a news item's further photos. */
export const photoText = defineMessages({
  photos: { id: 'office.gallery.photos', defaultMessage: 'Photos' },
  photosHint: {
    id: 'office.gallery.photosHint',
    defaultMessage:
      'In the order the site shows them. JPG or PNG, at most 1 MB each. A caption is in both languages or neither; without one, the photo is described by the album’s or news item’s title.',
  },
  none: { id: 'office.gallery.none', defaultMessage: 'No photos yet.' },
  add: { id: 'office.gallery.add', defaultMessage: 'Add a photo' },
  cover: { id: 'office.gallery.cover', defaultMessage: 'Cover' },
  coverHint: {
    id: 'office.gallery.coverHint',
    defaultMessage: 'The photo that stands for the album on the gallery page.',
  },
  newsPhotos: { id: 'office.gallery.newsPhotos', defaultMessage: 'Further photos' },
  newsPhotosLead: {
    id: 'office.gallery.newsPhotosLead',
    defaultMessage:
      'Shown after the news item’s picture. Saved on their own with “Save the photos”, and seen by visitors while the item is published.',
  },
  saveNewsPhotos: { id: 'office.gallery.saveNewsPhotos', defaultMessage: 'Save the photos' },
  newsPhotosSaved: { id: 'office.gallery.newsPhotosSaved', defaultMessage: 'Photos saved' },
});

export const newPhotoText = defineMessage<{ name: string }>({
  id: 'office.gallery.newPhoto',
  defaultMessage: 'New photo, sent with the next save: {name}',
});

/** A photo's words, numbered by its place so each control says which photo it is. */
export const photoNumberText = {
  name: defineMessage<{ number: string }>({
    id: 'office.gallery.photoName',
    defaultMessage: 'Photo {number}',
  }),
  file: defineMessage<{ number: string }>({
    id: 'office.gallery.photoFile',
    defaultMessage: 'Photo {number}: choose the file',
  }),
  captionAr: defineMessage<{ number: string }>({
    id: 'office.gallery.captionAr',
    defaultMessage: 'Photo {number}: caption in Arabic',
  }),
  captionEn: defineMessage<{ number: string }>({
    id: 'office.gallery.captionEn',
    defaultMessage: 'Photo {number}: caption in English',
  }),
  remove: defineMessage<{ number: string }>({
    id: 'office.gallery.remove',
    defaultMessage: 'Remove photo {number}',
  }),
};
