import { defineMessage, defineMessages } from 'react-intl';

export const staffText = defineMessages({
  name: { id: 'office.staff.name', defaultMessage: 'Name' },
  email: { id: 'office.staff.email', defaultMessage: 'Email' },
  role: { id: 'office.staff.role', defaultMessage: 'Role' },
  state: { id: 'office.staff.state', defaultMessage: 'Account' },
  since: { id: 'office.staff.since', defaultMessage: 'Since' },
  actions: { id: 'office.staff.actions', defaultMessage: 'Actions' },
  changeRole: { id: 'office.staff.changeRole', defaultMessage: 'Change role' },
  newRole: { id: 'office.staff.newRole', defaultMessage: 'New role' },
  save: { id: 'office.staff.save', defaultMessage: 'Save' },
  add: { id: 'office.staff.add', defaultMessage: 'Add a staff account' },
  addIntro: {
    id: 'office.staff.addIntro',
    defaultMessage: 'Give the new colleague this password; they change it after their first login.',
  },
  nameAr: { id: 'office.staff.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'office.staff.nameEn', defaultMessage: 'Name in English' },
  password: { id: 'office.staff.password', defaultMessage: 'First password' },
  chooseRole: { id: 'office.staff.chooseRole', defaultMessage: 'Choose a role' },
  create: { id: 'office.staff.create', defaultMessage: 'Add the account' },
  lastAdministrator: {
    id: 'office.staff.lastAdministrator',
    defaultMessage: 'The office must keep at least one administrator who can log in.',
  },
  ownAccount: {
    id: 'office.staff.ownAccount',
    defaultMessage: 'Another administrator changes your own role.',
  },
});

export const staffCountText = defineMessage<{ total: number }>({
  id: 'office.staff.count',
  defaultMessage: '{total, plural, =0 {No staff accounts} one {# staff account} other {# staff accounts}}',
});

export const roleChangedText = defineMessage<{ name: string; role: string }>({
  id: 'office.staff.roleChanged',
  defaultMessage: '{name} is now: {role}',
});

export const staffAddedText = defineMessage<{ name: string }>({
  id: 'office.staff.added',
  defaultMessage: 'Staff account added: {name}',
});

export const changeRoleOfText = defineMessage<{ name: string }>({
  id: 'office.staff.changeRoleOf',
  defaultMessage: 'Change the role of {name}',
});
