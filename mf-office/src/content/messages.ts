import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContentStatus } from '@uaeaf/contracts';

export const contentText = defineMessages({
  filters: { id: 'office.content.filters', defaultMessage: 'Filter the list' },
  search: { id: 'office.content.search', defaultMessage: 'Search the titles' },
  status: { id: 'office.content.status', defaultMessage: 'Status' },
  title: { id: 'office.content.titleColumn', defaultMessage: 'Title' },
  shownOn: { id: 'office.content.shownOn', defaultMessage: 'Date on the site' },
  publishAt: { id: 'office.content.publishAt', defaultMessage: 'Published from' },
  create: { id: 'office.content.create', defaultMessage: 'Write a new one' },
  back: { id: 'office.content.back', defaultMessage: 'Back to the list' },
  titleAr: { id: 'office.content.titleAr', defaultMessage: 'Title in Arabic' },
  titleEn: { id: 'office.content.titleEn', defaultMessage: 'Title in English' },
  summaryAr: { id: 'office.content.summaryAr', defaultMessage: 'Summary in Arabic' },
  summaryEn: { id: 'office.content.summaryEn', defaultMessage: 'Summary in English' },
  authorAr: { id: 'office.content.authorAr', defaultMessage: 'Author in Arabic' },
  authorEn: { id: 'office.content.authorEn', defaultMessage: 'Author in English' },
  bodyAr: { id: 'office.content.bodyAr', defaultMessage: 'Text in Arabic' },
  bodyEn: { id: 'office.content.bodyEn', defaultMessage: 'Text in English' },
  number: { id: 'office.content.number', defaultMessage: 'Circular number' },
  numberHint: { id: 'office.content.numberHint', defaultMessage: 'For example 12/2026' },
  audience: { id: 'office.content.audience', defaultMessage: 'Addressed to' },
  audienceHint: {
    id: 'office.content.audienceHint',
    defaultMessage: 'Tick none for everyone: it is then on the public list too.',
  },
  save: { id: 'office.content.save', defaultMessage: 'Save' },
  saved: { id: 'office.content.saved', defaultMessage: 'Saved' },
  publishing: { id: 'office.content.publishing', defaultMessage: 'Publishing' },
  publishNow: { id: 'office.content.publishNow', defaultMessage: 'Publish now' },
  publishAtLabel: { id: 'office.content.publishAtLabel', defaultMessage: 'Publish at (UAE time)' },
  schedule: { id: 'office.content.schedule', defaultMessage: 'Schedule' },
  unpublish: { id: 'office.content.unpublish', defaultMessage: 'Unpublish' },
  published: { id: 'office.content.published', defaultMessage: 'Published' },
  scheduled: { id: 'office.content.scheduled', defaultMessage: 'Scheduled' },
  unpublished: { id: 'office.content.unpublished', defaultMessage: 'Taken off the site' },
  saveFirst: {
    id: 'office.content.saveFirst',
    defaultMessage: 'Save the changes before publishing: what is saved is what is published.',
  },
  preview: { id: 'office.content.preview', defaultMessage: 'Preview as saved' },
  previewLead: {
    id: 'office.content.previewLead',
    defaultMessage:
      'As visitors will read it, in both languages, after the site kept only the formatting it shows.',
  },
  atInPast: { id: 'office.content.atInPast', defaultMessage: 'Choose a time in the future, or publish now' },
  numberTaken: { id: 'office.content.numberTaken', defaultMessage: 'Another circular has this number' },
  editorLoading: { id: 'office.content.editorLoading', defaultMessage: 'Loading the editor…' },
  toolbar: { id: 'office.content.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'office.content.bold', defaultMessage: 'Bold' },
  italic: { id: 'office.content.italic', defaultMessage: 'Italic' },
  heading2: { id: 'office.content.heading2', defaultMessage: 'Heading' },
  heading3: { id: 'office.content.heading3', defaultMessage: 'Subheading' },
  bulletList: { id: 'office.content.bulletList', defaultMessage: 'List' },
  orderedList: { id: 'office.content.orderedList', defaultMessage: 'Numbered list' },
  link: { id: 'office.content.link', defaultMessage: 'Link' },
  linkPrompt: {
    id: 'office.content.linkPrompt',
    defaultMessage: 'Link address (a page of the site such as /news, or https://…); empty removes the link',
  },
});

export const contentStatusText: Record<ContentStatus, MessageDescriptor> = defineMessages({
  draft: { id: 'office.contentStatus.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'office.contentStatus.scheduled', defaultMessage: 'Scheduled' },
  published: { id: 'office.contentStatus.published', defaultMessage: 'Published' },
  unpublished: { id: 'office.contentStatus.unpublished', defaultMessage: 'Unpublished' },
});

export const contentCountText = defineMessage<{ total: number }>({
  id: 'office.content.count',
  defaultMessage: '{total, plural, =0 {Nothing yet} one {# item} other {# items}}',
});

export const scheduledForText = defineMessage<{ time: string }>({
  id: 'office.content.scheduledFor',
  defaultMessage: 'Scheduled: shows on the site from {time}.',
});

export const newItemText = defineMessage<{ kind: string }>({
  id: 'office.content.newItem',
  defaultMessage: 'New: {kind}',
});

/** The pictures and PDFs of the editors' forms (decision 060). */
export const contentFileText = defineMessages({
  picture: { id: 'office.content.picture', defaultMessage: 'Picture' },
  choosePicture: { id: 'office.content.choosePicture', defaultMessage: 'Choose a picture' },
  replacePicture: { id: 'office.content.replacePicture', defaultMessage: 'Choose another picture' },
  removePicture: { id: 'office.content.removePicture', defaultMessage: 'Remove the picture' },
  pictureHint: {
    id: 'office.content.pictureHint',
    defaultMessage: 'JPG or PNG, at most 1 MB. Leave it empty for an item without a picture.',
  },
  altAr: { id: 'office.content.altAr', defaultMessage: 'What the picture shows, in Arabic' },
  altEn: { id: 'office.content.altEn', defaultMessage: 'What the picture shows, in English' },
  altHint: {
    id: 'office.content.altHint',
    defaultMessage: 'Read out to visitors who cannot see it; required with a picture.',
  },
  attachments: { id: 'office.content.attachments', defaultMessage: 'Attached PDFs' },
  attachmentsHint: {
    id: 'office.content.attachmentsHint',
    defaultMessage: 'Each PDF at most 2 MB, named in both languages; visitors download them in this order.',
  },
  addAttachment: { id: 'office.content.addAttachment', defaultMessage: 'Attach a PDF' },
  pdfHint: { id: 'office.content.pdfHint', defaultMessage: 'PDF, at most 2 MB' },
});

/** The words of one attachment of the list, by its number. */
export const attachmentNumberText = {
  nameAr: defineMessage<{ number: string }>({
    id: 'office.content.attachmentNameAr',
    defaultMessage: 'Name of PDF {number} in Arabic',
  }),
  nameEn: defineMessage<{ number: string }>({
    id: 'office.content.attachmentNameEn',
    defaultMessage: 'Name of PDF {number} in English',
  }),
  file: defineMessage<{ number: string }>({
    id: 'office.content.attachmentFile',
    defaultMessage: 'PDF {number}',
  }),
  remove: defineMessage<{ number: string }>({
    id: 'office.content.attachmentRemove',
    defaultMessage: 'Remove PDF {number}',
  }),
};
