import type * as v from 'valibot';
import { memberOfStep } from './clubs';
import { registrationForm } from './form';
import { academySteps, clubSteps, foundationYearRule } from './organisation';
import {
  administratorStep,
  certifiedStaffStep,
  communityArcherStep,
  guardianStep,
  guestSteps,
  memberConditions,
  memberRules,
  memberSteps,
  passwordRules,
  playerArcherStep,
} from './person';

/** The URL names of the registration forms: `/register/{name}`. */
export const RegistrationFormNames = [
  'club',
  'guest',
  'judges',
  'academy',
  'coaches',
  'players',
  'administrators',
  'playersCommunity',
] as const;
export type RegistrationFormName = (typeof RegistrationFormNames)[number];

/**
 * Every registration form by its URL name, with the account type it creates, its steps in order, and its schema
 * (`schemaOn(today)`), which the form and the API both judge the body by. A member's guardian step comes last.
 */
export const registrationSchemas = {
  club: registrationForm({
    accountType: 'club',
    sections: clubSteps,
    rules: [...passwordRules, foundationYearRule],
  }),
  guest: registrationForm({ accountType: 'guest', sections: guestSteps, rules: passwordRules }),
  judges: registrationForm({
    accountType: 'referee',
    sections: [...memberSteps, certifiedStaffStep, guardianStep],
    rules: memberRules,
    conditions: memberConditions,
  }),
  academy: registrationForm({
    accountType: 'academy',
    sections: academySteps,
    rules: [...passwordRules, foundationYearRule],
  }),
  coaches: registrationForm({
    accountType: 'coach',
    sections: [...memberSteps, certifiedStaffStep, memberOfStep, guardianStep],
    rules: memberRules,
    conditions: memberConditions,
  }),
  players: registrationForm({
    accountType: 'player',
    sections: [...memberSteps, playerArcherStep, memberOfStep, guardianStep],
    rules: memberRules,
    conditions: memberConditions,
  }),
  administrators: registrationForm({
    accountType: 'employee',
    sections: [...memberSteps, administratorStep, guardianStep],
    rules: memberRules,
    conditions: memberConditions,
  }),
  playersCommunity: registrationForm({
    accountType: 'activity',
    sections: [...memberSteps, communityArcherStep, memberOfStep, guardianStep],
    rules: memberRules,
    conditions: memberConditions,
  }),
} as const;

export type RegistrationSchemas = typeof registrationSchemas;

/** The JSON body `/register/{name}` sends: text as typed, files as base64. */
export type RegistrationBody<TName extends RegistrationFormName> = v.InferInput<
  ReturnType<RegistrationSchemas[TName]['schemaOn']>
>;
/** What the API stores from it: normalised text, decoded files, unasked fields dropped. */
export type Registration<TName extends RegistrationFormName> = v.InferOutput<
  ReturnType<RegistrationSchemas[TName]['schemaOn']>
>;
