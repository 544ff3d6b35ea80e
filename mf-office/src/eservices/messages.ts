import { defineMessage, defineMessages } from 'react-intl';

export const servicesText = defineMessages({
  lists: { id: 'office.services.lists', defaultMessage: 'Kind of request' },
  membershipList: { id: 'office.services.membershipList', defaultMessage: 'Membership requests' },
  servicesList: { id: 'office.services.servicesList', defaultMessage: 'Electronic services' },
  servicesTitle: { id: 'office.services.title', defaultMessage: 'Electronic service requests' },
  filters: { id: 'office.services.filters', defaultMessage: 'Filter the service requests' },
  service: { id: 'office.services.service', defaultMessage: 'Service' },
  status: { id: 'office.services.status', defaultMessage: 'Status' },
  number: { id: 'office.services.number', defaultMessage: 'Number' },
  requester: { id: 'office.services.requester', defaultMessage: 'Requester' },
  player: { id: 'office.services.player', defaultMessage: 'Player' },
  clubs: { id: 'office.services.clubs', defaultMessage: 'Clubs' },
  submitted: { id: 'office.services.submitted', defaultMessage: 'Submitted' },
  updated: { id: 'office.services.updated', defaultMessage: 'Last change' },
  waiting: { id: 'office.services.waiting', defaultMessage: 'Days waiting' },
  sinceToday: { id: 'office.services.sinceToday', defaultMessage: 'Less than a day' },
  parties: { id: 'office.services.parties', defaultMessage: 'The clubs’ answers' },
  answer: { id: 'office.services.answer', defaultMessage: 'Answer' },
  answerBy: { id: 'office.services.answerBy', defaultMessage: 'Answer due by' },
  answeredAt: { id: 'office.services.answeredAt', defaultMessage: 'Answered' },
  objection: { id: 'office.services.objection', defaultMessage: 'Objection' },
  note: { id: 'office.services.note', defaultMessage: 'Note' },
  answers: { id: 'office.services.answers', defaultMessage: 'What the form says' },
  files: { id: 'office.services.files', defaultMessage: 'Files' },
  timeline: { id: 'office.services.timeline', defaultMessage: 'History' },
  bill: { id: 'office.services.bill', defaultMessage: 'Fee' },
  noBill: { id: 'office.services.noBill', defaultMessage: 'None' },
  officeNote: { id: 'office.services.officeNote', defaultMessage: 'The office’s reason' },
  decision: { id: 'office.services.decision', defaultMessage: 'Decision' },
  noDecision: {
    id: 'office.services.noDecision',
    defaultMessage: 'No decision is open to the office on this request now.',
  },
  approve: { id: 'office.services.approve', defaultMessage: 'Approve' },
  reject: { id: 'office.services.reject', defaultMessage: 'Reject' },
  requestDocuments: { id: 'office.services.requestDocuments', defaultMessage: 'Ask for documents' },
  approveTitle: { id: 'office.services.approveTitle', defaultMessage: 'Approve this request?' },
  approveIntro: {
    id: 'office.services.approveIntro',
    defaultMessage:
      'The request is approved and its document issued with a verification code; a transfer or release moves the player. Everyone concerned is told by mail.',
  },
  rejectTitle: { id: 'office.services.rejectTitle', defaultMessage: 'Reject this request?' },
  rejectReason: { id: 'office.services.rejectReason', defaultMessage: 'Reason the requester will read' },
  rejectHint: {
    id: 'office.services.rejectHint',
    defaultMessage: 'Its unpaid fee is cancelled; everyone concerned is told by mail.',
  },
  documentsTitle: { id: 'office.services.documentsTitle', defaultMessage: 'Ask for more documents?' },
  documentsReason: { id: 'office.services.documentsReason', defaultMessage: 'What the requester must add' },
  documentsHint: {
    id: 'office.services.documentsHint',
    defaultMessage: 'The request comes back to this queue when they add the documents.',
  },
  document: { id: 'office.services.document', defaultMessage: 'Issued document' },
  verificationCode: { id: 'office.services.verificationCode', defaultMessage: 'Verification code' },
  settings: { id: 'office.services.settings', defaultMessage: 'Time the clubs have to answer' },
  settingsIntro: {
    id: 'office.services.settingsIntro',
    defaultMessage:
      'A club that does not answer a release or transfer within this period is taken as agreeing. A change applies to requests made after it.',
  },
  partyAnswerDays: { id: 'office.services.partyAnswerDays', defaultMessage: 'Days to answer (1 to 90)' },
  save: { id: 'office.services.save', defaultMessage: 'Save' },
});

export const serviceCountText = defineMessage<{ total: number }>({
  id: 'office.services.count',
  defaultMessage:
    '{total, plural, =0 {No service requests} one {# service request} other {# service requests}}',
});

export const requestNumberText = defineMessage<{ id: string }>({
  id: 'office.services.requestNumber',
  defaultMessage: 'Request {id}',
});

export const serviceTitleText = defineMessage<{ service: string; id: string }>({
  id: 'office.services.pageTitle',
  defaultMessage: '{service}: request {id}',
});

export const serviceDecidedText = defineMessage<{ decision: string; id: string }>({
  id: 'office.services.decided',
  defaultMessage:
    '{decision, select, approve {Request {id} approved} requestDocuments {Documents asked for on request {id}} other {Request {id} rejected}}',
});

export const downloadDocumentText = defineMessage<{ language: string }>({
  id: 'office.services.downloadDocument',
  defaultMessage: 'Download the document in {language} (PDF)',
});

export const settingsSavedText = defineMessage<{ days: number }>({
  id: 'office.services.settingsSaved',
  defaultMessage: 'Clubs now have {days, plural, one {# day} other {# days}} to answer new requests',
});

export const billText = defineMessage<{ number: string; amount: string; status: string }>({
  id: 'office.services.billText',
  defaultMessage: '{number}: {amount}, {status}',
});

export const itemText = defineMessage<{ description: string; quantity: number }>({
  id: 'office.services.item',
  defaultMessage: '{description} × {quantity}',
});
