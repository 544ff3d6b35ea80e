import { defineMessage, defineMessages } from 'react-intl';
import type { MemberDocumentKind, MemberDocumentState } from '@uaeaf/contracts';

/** The documents a member keeps current (decision 056), by the contract's names. */
export const memberDocumentNames = defineMessages({
  emiratesId: { id: 'roleAccounts.memberDocument.emiratesId', defaultMessage: 'Emirates ID' },
  passport: { id: 'roleAccounts.memberDocument.passport', defaultMessage: 'Passport' },
  medicalExam: { id: 'roleAccounts.memberDocument.medicalExam', defaultMessage: 'Medical examination' },
  photo: { id: 'roleAccounts.memberDocument.photo', defaultMessage: 'Personal photo' },
}) satisfies Record<MemberDocumentKind, unknown>;

export const documentStateText = defineMessages({
  valid: { id: 'roleAccounts.memberDocument.state.valid', defaultMessage: 'Valid' },
  expiring: { id: 'roleAccounts.memberDocument.state.expiring', defaultMessage: 'Expires soon' },
  expired: { id: 'roleAccounts.memberDocument.state.expired', defaultMessage: 'Expired' },
  noExpiry: { id: 'roleAccounts.memberDocument.state.noExpiry', defaultMessage: 'No expiry date' },
}) satisfies Record<MemberDocumentState, unknown>;

/** A document needing attention, in one sentence (the home page's list). */
export const documentAttentionText = {
  expiring: defineMessage<{ document: string; day: string }>({
    id: 'roleAccounts.memberDocument.attention.expiring',
    defaultMessage: 'Your {document} expires on {day}: replace it',
  }),
  expired: defineMessage<{ document: string; day: string }>({
    id: 'roleAccounts.memberDocument.attention.expired',
    defaultMessage: 'Your {document} expired on {day}: replace it',
  }),
};
