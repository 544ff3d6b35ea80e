import { defineMessage, defineMessages } from 'react-intl';

export const teamsText = defineMessages({
  none: { id: 'clubAccount.teams.none', defaultMessage: 'No teams yet. Make the first one below.' },
  newTeam: { id: 'clubAccount.teams.new', defaultMessage: 'New team' },
  nameAr: { id: 'clubAccount.teams.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'clubAccount.teams.nameEn', defaultMessage: 'Name in English' },
  division: { id: 'clubAccount.teams.division', defaultMessage: 'Division' },
  gender: { id: 'clubAccount.teams.gender', defaultMessage: 'Gender' },
  ageClass: { id: 'clubAccount.teams.ageClass', defaultMessage: 'Age class' },
  create: { id: 'clubAccount.teams.create', defaultMessage: 'Create team' },
  required: { id: 'clubAccount.teams.required', defaultMessage: 'Enter the name in both languages' },
  noPlayers: { id: 'clubAccount.teams.noPlayers', defaultMessage: 'No players in this team yet.' },
  addPlayer: { id: 'clubAccount.teams.addPlayer', defaultMessage: 'Player to add' },
  add: { id: 'clubAccount.teams.add', defaultMessage: 'Add' },
  noneFits: {
    id: 'clubAccount.teams.noneFits',
    defaultMessage: 'None of your other approved players fits this team (gender and age class).',
  },
  rename: { id: 'clubAccount.teams.rename', defaultMessage: 'Rename' },
  renamed: { id: 'clubAccount.teams.renamed', defaultMessage: 'Team renamed' },
  delete: { id: 'clubAccount.teams.delete', defaultMessage: 'Delete' },
  confirm: { id: 'clubAccount.teams.confirm', defaultMessage: 'are you sure about that?' },
  nameTaken: { id: 'clubAccount.teams.nameTaken', defaultMessage: 'You already have a team with this name' },
  notClubPlayer: {
    id: 'clubAccount.teams.notClubPlayer',
    defaultMessage: 'This player is not one of your approved players',
  },
  notEligible: {
    id: 'clubAccount.teams.notEligible',
    defaultMessage: "This player's gender or age class does not fit the team",
  },
  restricted: {
    id: 'clubAccount.teams.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
});

export const genderText = defineMessages({
  male: { id: 'clubAccount.gender.male', defaultMessage: 'Men' },
  female: { id: 'clubAccount.gender.female', defaultMessage: 'Women' },
});

export const ageClassText = defineMessages({
  U15: { id: 'clubAccount.ageClass.U15', defaultMessage: 'U15' },
  U18: { id: 'clubAccount.ageClass.U18', defaultMessage: 'U18' },
  U21: { id: 'clubAccount.ageClass.U21', defaultMessage: 'U21' },
  SENIOR: { id: 'clubAccount.ageClass.SENIOR', defaultMessage: 'Senior' },
  '50+': { id: 'clubAccount.ageClass.50plus', defaultMessage: '50+' },
});

/** The messages with values, each typed with them. */
export const teamsArgs = {
  created: defineMessage<{ name: string }>({
    id: 'clubAccount.teams.created',
    defaultMessage: 'Team {name} created',
  }),
  facts: defineMessage<{ division: string; gender: string; ageClass: string }>({
    id: 'clubAccount.teams.facts',
    defaultMessage: '{division}, {gender}, {ageClass}',
  }),
  added: defineMessage<{ player: string; team: string }>({
    id: 'clubAccount.teams.added',
    defaultMessage: '{player} added to {team}',
  }),
  remove: defineMessage<{ player: string }>({
    id: 'clubAccount.teams.remove',
    defaultMessage: 'Remove {player}',
  }),
  removed: defineMessage<{ player: string; team: string }>({
    id: 'clubAccount.teams.removed',
    defaultMessage: '{player} removed from {team}',
  }),
  renameTitle: defineMessage<{ team: string }>({
    id: 'clubAccount.teams.renameTitle',
    defaultMessage: 'Rename {team}',
  }),
  deleteTitle: defineMessage<{ team: string }>({
    id: 'clubAccount.teams.deleteTitle',
    defaultMessage: 'Delete {team}?',
  }),
  deleted: defineMessage<{ name: string }>({
    id: 'clubAccount.teams.deleted',
    defaultMessage: 'Team {name} deleted',
  }),
  rule: defineMessage<{ year: number }>({
    id: 'clubAccount.teams.rule',
    defaultMessage:
      'A team takes your approved players of its gender whose age class may shoot in its class in {year}: their own, or an older one (U15 and U18 may move up, U21 and 50+ may shoot senior).',
  }),
};
