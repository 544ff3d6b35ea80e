import { defineMessage, defineMessages } from 'react-intl';
import type {
  CardState,
  ElectronicServiceKind,
  ServiceDocumentKind,
  ServicePartyRole,
} from '@uaeaf/contracts';

export const verifyPage = defineMessages({
  title: { id: 'public.verify.title', defaultMessage: 'Verify a document' },
  purpose: {
    id: 'public.verify.purpose',
    defaultMessage:
      'Type the verification code printed on a letter, certificate or membership card of the federation to see what it states.',
  },
});

export const verifyText = defineMessages({
  form: { id: 'public.verify.form', defaultMessage: 'Check a code' },
  code: { id: 'public.verify.code', defaultMessage: 'Verification code' },
  submit: { id: 'public.verify.submit', defaultMessage: 'Verify' },
  result: { id: 'public.verify.result', defaultMessage: 'Result' },
  valid: {
    id: 'public.verify.valid',
    defaultMessage: 'Valid: the UAE Archery Federation issued this document.',
  },
  tooMany: {
    id: 'public.verify.tooMany',
    defaultMessage: 'Too many unknown codes were checked from your connection. Please try again in an hour.',
  },
  document: { id: 'public.verify.document', defaultMessage: 'Document' },
  service: { id: 'public.verify.service', defaultMessage: 'Service' },
  holder: { id: 'public.verify.holder', defaultMessage: 'Issued for' },
  requester: { id: 'public.verify.requester', defaultMessage: 'Requested by' },
  approvedOn: { id: 'public.verify.approvedOn', defaultMessage: 'Approved on' },
});

export const documentNames = defineMessages<ServiceDocumentKind>({
  noObjectionLetter: {
    id: 'public.verify.document.noObjectionLetter',
    defaultMessage: 'No-objection letter',
  },
  transferCertificate: {
    id: 'public.verify.document.transferCertificate',
    defaultMessage: 'Player transfer certificate',
  },
  certificate: { id: 'public.verify.document.certificate', defaultMessage: 'Certificate' },
});

export const serviceNames = defineMessages<ElectronicServiceKind>({
  playerRelease: { id: 'public.verify.service.playerRelease', defaultMessage: 'Player release' },
  playerTransfer: { id: 'public.verify.service.playerTransfer', defaultMessage: 'Player transfer' },
  eventOrganisation: { id: 'public.verify.service.eventOrganisation', defaultMessage: 'Organising an event' },
  internationalCode: { id: 'public.verify.service.internationalCode', defaultMessage: 'International code' },
  equipmentImport: {
    id: 'public.verify.service.equipmentImport',
    defaultMessage: 'Equipment import no-objection',
  },
});

export const partyNames = defineMessages<ServicePartyRole>({
  releasingClub: { id: 'public.verify.party.releasingClub', defaultMessage: 'Releasing club' },
  receivingClub: { id: 'public.verify.party.receivingClub', defaultMessage: 'Receiving club' },
});

export const codeHintText = defineMessage<{ example: string }>({
  id: 'public.verify.hint',
  defaultMessage: 'As printed on the document, for example {example}',
});

export const malformedText = defineMessage<{ code: string }>({
  id: 'public.verify.malformed',
  defaultMessage:
    '“{code}” is not a verification code: a code reads UAEAF followed by three groups of four letters and digits.',
});

export const unknownText = defineMessage<{ code: string }>({
  id: 'public.verify.unknown',
  defaultMessage:
    'No document of the federation carries the code {code}. Check that it is typed as printed; a document whose code is not found here is not the federation’s.',
});

/** A membership card's state today, as a reader at a venue needs it: one clear sentence. */
export const cardStateText = defineMessages<CardState>({
  valid: {
    id: 'public.verify.card.valid',
    defaultMessage: 'Valid membership: this member may take part today.',
  },
  expired: {
    id: 'public.verify.card.expired',
    defaultMessage: 'Expired: this membership is not valid today.',
  },
  suspended: {
    id: 'public.verify.card.suspended',
    defaultMessage: 'Suspended: a penalty of the federation covers today.',
  },
  blocked: { id: 'public.verify.card.blocked', defaultMessage: 'Not valid: this account is blocked.' },
  revoked: {
    id: 'public.verify.card.revoked',
    defaultMessage: 'Not valid: the federation revoked this card. Ask the member for their current card.',
  },
});

export const cardText = defineMessages({
  card: { id: 'public.verify.card.title', defaultMessage: 'Membership card' },
  name: { id: 'public.verify.card.name', defaultMessage: 'Name' },
  kind: { id: 'public.verify.card.kind', defaultMessage: 'Membership' },
  club: { id: 'public.verify.card.club', defaultMessage: 'Club' },
  validUntil: { id: 'public.verify.card.validUntil', defaultMessage: 'Valid until' },
});

export const cardPhotoText = defineMessage<{ name: string }>({
  id: 'public.verify.card.photo',
  defaultMessage: 'Photo of {name}',
});
