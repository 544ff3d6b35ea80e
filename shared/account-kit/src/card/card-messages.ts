import { defineMessages } from 'react-intl';
import type { MembershipStatus } from '@uaeaf/contracts';

/** The card page's heading and purpose, the same in every area (its navigation label is the title). */
export const cardPageMessages = defineMessages({
  title: { id: 'kit.card.title', defaultMessage: 'Membership card' },
  purpose: {
    id: 'kit.card.purpose',
    defaultMessage:
      'Your digital membership card: show it at a range or an event; its QR code opens the federation’s live check.',
  },
});

export const cardText = defineMessages({
  card: { id: 'kit.card.region', defaultMessage: 'Your card' },
  nameAr: { id: 'kit.card.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'kit.card.nameEn', defaultMessage: 'Name in English' },
  kind: { id: 'kit.card.kind', defaultMessage: 'Membership' },
  club: { id: 'kit.card.club', defaultMessage: 'Club' },
  number: { id: 'kit.card.number', defaultMessage: 'Membership number' },
  validUntil: { id: 'kit.card.validUntil', defaultMessage: 'Valid until' },
  ageClass: { id: 'kit.card.ageClass', defaultMessage: 'Age class' },
  code: { id: 'kit.card.code', defaultMessage: 'Verification code' },
  photo: { id: 'kit.card.photo', defaultMessage: 'Your photo' },
  logo: { id: 'kit.card.logo', defaultMessage: 'Your logo' },
  qr: {
    id: 'kit.card.qr',
    defaultMessage: 'QR code: opens the federation’s verification page for this card',
  },
  pdf: { id: 'kit.card.pdf', defaultMessage: 'Download as PDF' },
  install: { id: 'kit.card.install', defaultMessage: 'Add to home screen' },
  installHelp: {
    id: 'kit.card.installHelp',
    defaultMessage:
      'To keep the card on your phone: on an iPhone, open this page in Safari, tap Share, then “Add to Home Screen”; on Android, open the browser’s menu and choose “Add to Home screen” or “Install app”.',
  },
});

export const cardStateNotes = defineMessages({
  valid: { id: 'kit.card.state.valid', defaultMessage: 'Valid today' },
  expired: {
    id: 'kit.card.state.expired',
    defaultMessage: 'Expired: renew your membership for the card to read valid again.',
  },
  suspended: { id: 'kit.card.state.suspended', defaultMessage: 'Suspended while a penalty covers today.' },
  blocked: { id: 'kit.card.state.blocked', defaultMessage: 'Not valid: your account is blocked.' },
  revoked: { id: 'kit.card.state.revoked', defaultMessage: 'Not valid: the federation revoked this card.' },
});

/** Why a member has no card yet, by the status their membership is in. */
export const noCardText = defineMessages<MembershipStatus>({
  Pending: {
    id: 'kit.card.none.pending',
    defaultMessage:
      'Your membership is waiting for approval. Your card is issued as soon as the federation approves it.',
  },
  Accepted: {
    id: 'kit.card.none.accepted',
    defaultMessage:
      'Your club has accepted your membership; the federation has not approved it yet. Your card is issued with the approval.',
  },
  Cancled: {
    id: 'kit.card.none.cancelled',
    defaultMessage: 'Your membership is not approved, so there is no card. See your requests for the reason.',
  },
  Approved: { id: 'kit.card.none.approved', defaultMessage: 'Your card is being issued; reload the page.' },
});
