export * from './answers';
export { MemberClubKinds, MemberClubListSchema, MemberClubSchema, type MemberClub } from './clubs';
export { optionalField, PasswordSchema } from './fields';
export type { RegistrationForm, RegistrationInput, RegistrationStep, RegistrationValues } from './form';
export * from './forms';
export * from './limits';
export {
  officialRoleOnClubPage,
  RegistrationOfficialRoles,
  type RegistrationOfficialRole,
} from './organisation';
export { needsEmiratesId, Occupations, type Occupation } from './person';
export type { ConditionalFields, FieldRule, RegistrationContext } from './rules';
export * from './own-requests';
