import { defineMessage, defineMessages } from 'react-intl';

export const moderationText = defineMessages({
  status: { id: 'office.moderation.status', defaultMessage: 'Status' },
  filters: { id: 'office.moderation.filters', defaultMessage: 'Filter the sent-in articles' },
  title: { id: 'office.moderation.articleTitle', defaultMessage: 'Title' },
  sender: { id: 'office.moderation.sender', defaultMessage: 'Sender' },
  received: { id: 'office.moderation.received', defaultMessage: 'Received' },
  language: { id: 'office.moderation.language', defaultMessage: 'Written in' },
  sent: { id: 'office.moderation.sent', defaultMessage: 'What was sent' },
  email: { id: 'office.moderation.email', defaultMessage: 'Email' },
  phone: { id: 'office.moderation.phone', defaultMessage: 'Phone' },
  image: { id: 'office.moderation.image', defaultMessage: 'The picture sent with it' },
  acceptHeading: { id: 'office.moderation.acceptHeading', defaultMessage: 'Accept as an article draft' },
  acceptIntro: {
    id: 'office.moderation.acceptIntro',
    defaultMessage:
      'Complete the other language: both are needed. A blank line starts a new paragraph. The draft then opens in the article editor, to format and to publish now or at a set time.',
  },
  titleAr: { id: 'office.moderation.titleAr', defaultMessage: 'Title in Arabic' },
  titleEn: { id: 'office.moderation.titleEn', defaultMessage: 'Title in English' },
  summaryAr: { id: 'office.moderation.summaryAr', defaultMessage: 'Summary in Arabic' },
  summaryEn: { id: 'office.moderation.summaryEn', defaultMessage: 'Summary in English' },
  authorAr: { id: 'office.moderation.authorAr', defaultMessage: 'Author in Arabic' },
  authorEn: { id: 'office.moderation.authorEn', defaultMessage: 'Author in English' },
  bodyAr: { id: 'office.moderation.bodyAr', defaultMessage: 'Article in Arabic' },
  bodyEn: { id: 'office.moderation.bodyEn', defaultMessage: 'Article in English' },
  accept: { id: 'office.moderation.accept', defaultMessage: 'Make the article draft' },
  openArticle: { id: 'office.moderation.openArticle', defaultMessage: 'Open the article it became' },
  declineHeading: { id: 'office.moderation.declineHeading', defaultMessage: 'Decline' },
  declineIntro: {
    id: 'office.moderation.declineIntro',
    defaultMessage: 'The reason is mailed to the sender, so write it in the language they wrote in.',
  },
  reason: { id: 'office.moderation.reason', defaultMessage: 'Reason' },
  decline: { id: 'office.moderation.decline', defaultMessage: 'Decline and mail the reason' },
  alreadyDecided: {
    id: 'office.moderation.alreadyDecided',
    defaultMessage: 'A colleague has just accepted or declined this article. It now shows its current state.',
  },
});

export const submissionStatusText = defineMessages({
  pending: { id: 'office.moderation.statusPending', defaultMessage: 'Waiting' },
  approved: { id: 'office.moderation.statusApproved', defaultMessage: 'Accepted' },
  rejected: { id: 'office.moderation.statusRejected', defaultMessage: 'Declined' },
});

export const languageText = defineMessages({
  ar: { id: 'office.moderation.languageAr', defaultMessage: 'Arabic' },
  en: { id: 'office.moderation.languageEn', defaultMessage: 'English' },
});

export const submissionCountText = defineMessage<{ total: number }>({
  id: 'office.moderation.count',
  defaultMessage:
    '{total, plural, =0 {No sent-in articles} one {# sent-in article} other {# sent-in articles}}',
});

export const acceptedText = defineMessage<{ title: string }>({
  id: 'office.moderation.accepted',
  defaultMessage: '“{title}” is an article draft.',
});

export const declinedText = defineMessage({
  id: 'office.moderation.declined',
  defaultMessage: 'Declined; the reason was mailed to the sender.',
});

export const decidedText = defineMessage<{ at: string; name: string }>({
  id: 'office.moderation.decided',
  defaultMessage: 'Decided {at} by {name}',
});

export const declinedBecauseText = defineMessage<{ reason: string }>({
  id: 'office.moderation.declinedBecause',
  defaultMessage: 'Declined: {reason}',
});
