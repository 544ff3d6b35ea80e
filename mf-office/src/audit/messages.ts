import { defineMessage, defineMessages } from 'react-intl';

export const auditText = defineMessages({
  filters: { id: 'office.audit.filters', defaultMessage: 'Filter the log' },
  when: { id: 'office.audit.when', defaultMessage: 'When' },
  subject: { id: 'office.audit.subject', defaultMessage: 'About' },
  action: { id: 'office.audit.action', defaultMessage: 'What happened' },
  change: { id: 'office.audit.change', defaultMessage: 'Status' },
  actor: { id: 'office.audit.actor', defaultMessage: 'Who' },
  member: { id: 'office.audit.member', defaultMessage: 'Member' },
  reason: { id: 'office.audit.reason', defaultMessage: 'Reason' },
  from: { id: 'office.audit.from', defaultMessage: 'From' },
  to: { id: 'office.audit.to', defaultMessage: 'Until' },
  system: { id: 'office.audit.system', defaultMessage: 'The system' },
  activeFilters: { id: 'office.audit.activeFilters', defaultMessage: 'Also filtered by' },
});

export const auditCountText = defineMessage<{ total: number }>({
  id: 'office.audit.count',
  defaultMessage: '{total, plural, =0 {No events} one {# event} other {# events}}',
});

export const memberFilterText = defineMessage<{ id: string }>({
  id: 'office.audit.memberFilter',
  defaultMessage: 'Member {id}',
});

export const actorFilterText = defineMessage<{ name: string }>({
  id: 'office.audit.actorFilter',
  defaultMessage: 'Done by {name}',
});

export const removeFilterText = defineMessage<{ filter: string }>({
  id: 'office.audit.removeFilter',
  defaultMessage: 'Remove the filter: {filter}',
});

export const onlyActorText = defineMessage<{ name: string }>({
  id: 'office.audit.onlyActor',
  defaultMessage: 'Show only what {name} did',
});

export const subjectItemText = defineMessage<{ subject: string; id: string }>({
  id: 'office.audit.subjectItem',
  defaultMessage: '{subject} {id}',
});
