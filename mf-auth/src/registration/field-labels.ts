import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The title of each step, by its id in the contract; the first step of the club and academy forms differs. */
export const stepTitles: Record<string, MessageDescriptor> = defineMessages({
  names: { id: 'auth.register.step.names', defaultMessage: 'Names' },
  personal: { id: 'auth.register.step.personal', defaultMessage: 'Personal details' },
  account: { id: 'auth.register.step.account', defaultMessage: 'Account and contact' },
  residence: { id: 'auth.register.step.residence', defaultMessage: 'Residence and Emirates ID' },
  passport: { id: 'auth.register.step.passport', defaultMessage: 'Passport' },
  education: { id: 'auth.register.step.education', defaultMessage: 'Education and work' },
  health: { id: 'auth.register.step.health', defaultMessage: 'Health' },
  archery: { id: 'auth.register.step.archery', defaultMessage: 'Archery profile' },
  career: { id: 'auth.register.step.career', defaultMessage: 'Qualifications and CV' },
  memberOf: { id: 'auth.register.step.memberOf', defaultMessage: 'Club or academy' },
  guardian: { id: 'auth.register.step.guardian', defaultMessage: "Guardian's consent" },
  club: { id: 'auth.register.step.club', defaultMessage: 'Club details' },
  academy: { id: 'auth.register.step.academy', defaultMessage: 'Academy details' },
  management: { id: 'auth.register.step.management', defaultMessage: 'Management' },
  owner: { id: 'auth.register.step.owner', defaultMessage: 'Owner' },
  licenses: { id: 'auth.register.step.licenses', defaultMessage: 'Licences' },
  review: { id: 'auth.register.step.review', defaultMessage: 'Review and submit' },
});
