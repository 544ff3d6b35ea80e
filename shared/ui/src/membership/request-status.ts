import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RequestStatus } from '@uaeaf/contracts';

/** A request's or membership's status as members read it; the spec's stored value "Cancled" reads as rejected. */
export const requestStatusLabels: Record<RequestStatus, MessageDescriptor> = defineMessages({
  Pending: { id: 'ui.member.status.pending', defaultMessage: 'Pending' },
  Approved: { id: 'ui.member.status.approved', defaultMessage: 'Approved' },
  Accepted: { id: 'ui.member.status.accepted', defaultMessage: 'Accepted' },
  Cancled: { id: 'ui.member.status.rejected', defaultMessage: 'Rejected' },
  Withdrawn: { id: 'ui.member.status.withdrawn', defaultMessage: 'Withdrawn' },
});
