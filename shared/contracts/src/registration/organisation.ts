import * as v from 'valibot';
import { validationMessages } from '../auth';
import { ClubCategories, type ClubOfficialRole } from '../clubs';
import { ImageOrPdfUploadSchema } from '../files';
import { NationalityCodeSchema } from '../lookups';
import { PhoneSchema } from '../phone';
import { ImageUploadSchema } from '../uploads';
import {
  bilingual,
  BilingualPersonNameSchema,
  choice,
  DateSchema,
  EmirateChoiceSchema,
  optionalField,
  requiredLine,
  titleIn,
  wholeNumber,
  WebsiteSchema,
} from './fields';
import type { RegistrationValues } from './form';
import { registrationLimits as limits } from './limits';
import { accountEntries } from './person';
import type { FieldRule } from './rules';

/** The steps of the club and academy forms; an academy adds its playground and its owner. */

/** Spec section 3's officials, under the spec's keys (`academyPrecident` included) for clubs and academies alike. */
export const RegistrationOfficialRoles = [
  'academyPrecident',
  'academyDirector',
  'ceo',
  'secretaryGeneral',
  'financialDirector',
  'technicalsupervisor',
] as const;
export type RegistrationOfficialRole = (typeof RegistrationOfficialRoles)[number];

/** Where each official appears on the public club page (`ClubDetail.officials`). */
export const officialRoleOnClubPage: Readonly<Record<RegistrationOfficialRole, ClubOfficialRole>> = {
  academyPrecident: 'president',
  academyDirector: 'director',
  ceo: 'ceo',
  secretaryGeneral: 'secretaryGeneral',
  financialDirector: 'financialDirector',
  technicalsupervisor: 'technicalSupervisor',
};

// Every official is optional; one whose two names are left empty is not sent.
const officialName = optionalField(BilingualPersonNameSchema);
const OfficialsSchema = v.optional(
  v.object(
    Object.fromEntries(RegistrationOfficialRoles.map((role) => [role, officialName])) as Record<
      RegistrationOfficialRole,
      typeof officialName
    >,
    validationMessages.required,
  ),
  {},
);

/** At least one of men, women, junior, junior women; a category ticked twice counts once. */
const CategoriesSchema = v.pipe(
  v.array(choice(ClubCategories), validationMessages.required),
  v.minLength(1, validationMessages.required),
  v.transform((categories) => [...new Set(categories)]),
);

const clubEntries = {
  name: bilingual((language) => titleIn(language, limits.clubName)),
  /** ISO 3166 alpha-2, from the served nationality list. */
  country: NationalityCodeSchema,
  emirate: EmirateChoiceSchema,
  /** From 1950; "not after this year" is a rule, as it depends on the day. */
  foundationYear: wholeNumber(limits.foundationYear),
  categories: CategoriesSchema,
  /** When its membership of the federation began (or begins). */
  membershipStartDate: DateSchema,
  logo: ImageUploadSchema,
};

export const clubStep = { id: 'club', entries: clubEntries } as const;

/** An academy also names the ground (range) where it trains. */
export const academyStep = {
  id: 'club',
  entries: { ...clubEntries, playground: requiredLine(limits.playground) },
} as const;

export const organisationAccountStep = {
  id: 'account',
  entries: {
    ...accountEntries,
    fax: optionalField(PhoneSchema),
    website: optionalField(WebsiteSchema),
    address: bilingual(() => requiredLine(limits.address)),
  },
} as const;

export const managementStep = {
  id: 'management',
  entries: {
    supervisorName: BilingualPersonNameSchema,
    financialSupervisorName: BilingualPersonNameSchema,
    trainerCount: wholeNumber(limits.headcount),
    administratorCount: wholeNumber(limits.headcount),
    memberCount: wholeNumber(limits.headcount),
    officials: OfficialsSchema,
  },
} as const;

export const academyOwnerStep = {
  id: 'owner',
  entries: {
    ownerName: BilingualPersonNameSchema,
    ownerNationality: NationalityCodeSchema,
    ownerIdPhoto: ImageUploadSchema,
  },
} as const;

/** The federation's licence (an image) and the sports authority's (a photo or the PDF it issued). */
export const licensesStep = {
  id: 'licenses',
  entries: { licenseImage: ImageUploadSchema, sportsAuthorityLicense: ImageOrPdfUploadSchema },
} as const;

export const clubSteps = [clubStep, organisationAccountStep, managementStep, licensesStep] as const;
export const academySteps = [
  academyStep,
  organisationAccountStep,
  managementStep,
  academyOwnerStep,
  licensesStep,
] as const;

type FoundedValues = RegistrationValues<readonly [typeof clubStep]>;

export const foundationYearRule: FieldRule<FoundedValues> = {
  reads: [],
  target: 'foundationYear',
  message: validationMessages.maxValue,
  holds: (values, { today }) => values.foundationYear <= Number(today.slice(0, 4)),
};
