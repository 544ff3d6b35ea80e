import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ServiceErrorCodes } from '@uaeaf/contracts';

// The services' kinds, statuses, parties, answers, objections and fields are the account kit's words (decision 045):
// the office reads a request in the words its member read. Only the office's own refusals are named here.

/** Every refusal of the office's service routes the page can meet, as a sentence. */
export const serviceRefusalText: Record<string, MessageDescriptor> = defineMessages({
  [ServiceErrorCodes.awaitingParties]: {
    id: 'office.services.error.awaitingParties',
    defaultMessage:
      'A club still has to answer this request: it can be approved once every club has answered.',
  },
  [ServiceErrorCodes.alreadyDecided]: {
    id: 'office.services.error.alreadyDecided',
    defaultMessage:
      'This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
  },
  [ServiceErrorCodes.invalidTransition]: {
    id: 'office.services.error.invalidTransition',
    defaultMessage: 'This request cannot take that decision in its current state.',
  },
  [ServiceErrorCodes.notApproved]: {
    id: 'office.services.error.notApproved',
    defaultMessage: 'The document is issued only once the request is approved.',
  },
  not_found: { id: 'office.services.error.notFound', defaultMessage: 'This request no longer exists.' },
});
