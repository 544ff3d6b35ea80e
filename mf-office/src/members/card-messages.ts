import { defineMessage, defineMessages } from 'react-intl';

export const cardSectionText = defineMessages({
  title: { id: 'office.members.card.title', defaultMessage: 'Membership card' },
  code: { id: 'office.members.card.code', defaultMessage: 'Verification code' },
  issuedAt: { id: 'office.members.card.issuedAt', defaultMessage: 'Issued' },
  none: {
    id: 'office.members.card.none',
    defaultMessage: 'No card: it is issued when the membership is approved, or reissued after a revocation.',
  },
  revoke: { id: 'office.members.card.revoke', defaultMessage: 'Revoke the card' },
  reissue: { id: 'office.members.card.reissue', defaultMessage: 'Reissue the card' },
  revokeIntro: {
    id: 'office.members.card.revokeIntro',
    defaultMessage:
      'The card’s code will read “revoked” on the verification page at once, and the member will have no card until it is reissued.',
  },
  reissueIntro: {
    id: 'office.members.card.reissueIntro',
    defaultMessage:
      'The member gets a new code; the old one will read “revoked” on the verification page (a lost or misused card).',
  },
  noCard: { id: 'office.members.card.noCard', defaultMessage: 'This member has no card to revoke.' },
});

export const cardDoneText = defineMessage<{ name: string; reissued: string }>({
  id: 'office.members.card.done',
  defaultMessage:
    'Membership card: {reissued, select, true {a new one issued to {name}} other {revoked for {name}}}',
});
