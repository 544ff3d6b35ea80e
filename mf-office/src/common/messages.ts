import { defineMessage, defineMessages } from 'react-intl';

/** Strings the office's pages share. */
export const officeText = {
  ...defineMessages({
    yes: { id: 'office.common.yes', defaultMessage: 'Yes' },
    no: { id: 'office.common.no', defaultMessage: 'No' },
    noHistory: { id: 'office.common.noHistory', defaultMessage: 'Nothing has been recorded yet.' },
    bySystem: { id: 'office.common.bySystem', defaultMessage: 'By the system' },
    noFiles: { id: 'office.common.noFiles', defaultMessage: 'No files were sent.' },
    blocked: { id: 'office.common.blocked', defaultMessage: 'Blocked' },
    restricted: { id: 'office.common.restricted', defaultMessage: 'Restricted' },
  }),
  statusChange: defineMessage<{ from: string; to: string | null }>({
    id: 'office.common.statusChange',
    defaultMessage: '({from} → {to})',
  }),
  by: defineMessage<{ name: string }>({ id: 'office.common.by', defaultMessage: 'By {name}' }),
  reason: defineMessage<{ reason: string }>({
    id: 'office.common.reason',
    defaultMessage: 'Reason: {reason}',
  }),
  addedFile: defineMessage<{ name: string }>({
    id: 'office.common.addedFile',
    defaultMessage: '{name}, added after the office asked',
  }),
  openDocument: defineMessage<{ name: string }>({
    id: 'office.common.openDocument',
    defaultMessage: 'Open {name} (PDF)',
  }),
};

export const occupationText = defineMessages({
  employee: { id: 'office.occupation.employee', defaultMessage: 'Employee' },
  student: { id: 'office.occupation.student', defaultMessage: 'Student' },
});
