import * as v from 'valibot';
import { EmailSchema, validationMessages } from '../auth';
import { isMinorOn } from '../calendar';
import { EmiratesIdSchema } from '../emirates-id';
import { ImageOrPdfUploadSchema, PdfUploadSchema } from '../files';
import { GenderIdSchema, LookupIdSchema, NationalityCodeSchema, uaeNationalityCode } from '../lookups';
import { PhoneSchema } from '../phone';
import { ImageUploadSchema } from '../uploads';
import {
  choice,
  DateSchema,
  EmirateChoiceSchema,
  isAfter,
  measure,
  nameIn,
  optionalField,
  PassportNumberSchema,
  PasswordConfirmationSchema,
  PasswordSchema,
  requiredLine,
  wholeNumber,
  YesNoSchema,
} from './fields';
import type { RegistrationValues } from './form';
import { registrationLimits as limits } from './limits';
import type { ConditionalFields, FieldRule } from './rules';

/**
 * The steps people fill in, shared by the guest form and by the members' forms (players, community players,
 * coaches, referees, administrators), and the rules between their fields.
 */

/**
 * First to fifth name in Arabic and English. The fifth is the family name, so it is `lastName`: someone with three
 * names fills the first, second and last.
 */
export const namesStep = {
  id: 'names',
  entries: {
    firstNameAr: nameIn('ar'),
    secondNameAr: nameIn('ar'),
    thirdNameAr: optionalField(nameIn('ar')),
    fourthNameAr: optionalField(nameIn('ar')),
    lastNameAr: nameIn('ar'),
    firstNameEn: nameIn('en'),
    secondNameEn: nameIn('en'),
    thirdNameEn: optionalField(nameIn('en')),
    fourthNameEn: optionalField(nameIn('en')),
    lastNameEn: nameIn('en'),
  },
} as const;

/** Gender is an id of the served gender list; nationality an ISO code of the served nationality list. */
const identityEntries = { gender: GenderIdSchema, nationality: NationalityCodeSchema };

/** The login and how to reach the person; the password confirmation is checked by `passwordRules`. */
export const accountEntries = {
  email: EmailSchema,
  password: PasswordSchema,
  passwordConfirmation: PasswordConfirmationSchema,
  phone: PhoneSchema,
};

export const guestSteps = [
  namesStep,
  { id: 'personal', entries: identityEntries },
  { id: 'account', entries: accountEntries },
] as const;

export const Occupations = ['employee', 'student'] as const;
export type Occupation = (typeof Occupations)[number];

/** Every member's steps, before those of their kind. */
export const memberSteps = [
  namesStep,
  {
    id: 'personal',
    entries: {
      ...identityEntries,
      /** Gives the age class (`ageClassFor`) and whether a guardian must consent (`isMinorOn`). */
      birthDate: v.pipe(DateSchema, v.minValue(limits.earliestBirthDate, validationMessages.invalid)),
      placeOfBirth: requiredLine(limits.placeOfBirth),
      photo: ImageUploadSchema,
    },
  },
  {
    id: 'account',
    entries: {
      ...accountEntries,
      secondPhone: optionalField(PhoneSchema),
      secondEmail: optionalField(EmailSchema),
    },
  },
  {
    id: 'residence',
    entries: {
      isResident: YesNoSchema,
      residenceEmirate: optionalField(EmirateChoiceSchema),
      emiratesId: optionalField(EmiratesIdSchema),
      emiratesIdExpiry: optionalField(DateSchema),
      emiratesIdFront: optionalField(ImageUploadSchema),
      emiratesIdBack: optionalField(ImageUploadSchema),
      /**
       * Optional: since 2022 the UAE prints no residence visa in passports, the Emirates ID is the proof; a photo or
       * PDF of an older visa page is still taken.
       */
      residencePermit: optionalField(ImageOrPdfUploadSchema),
    },
  },
  {
    id: 'passport',
    entries: {
      passportNumber: PassportNumberSchema,
      passportIssueDate: DateSchema,
      passportExpiryDate: DateSchema,
      passportCopy: PdfUploadSchema,
    },
  },
  {
    id: 'education',
    entries: {
      qualificationId: LookupIdSchema,
      occupation: choice(Occupations),
      employerName: optionalField(requiredLine(limits.employerName)),
      university: optionalField(requiredLine(limits.university)),
      studyYear: optionalField(wholeNumber(limits.studyYear)),
    },
  },
  {
    id: 'health',
    entries: {
      hasDisability: YesNoSchema,
      disabilityRatio: optionalField(wholeNumber(limits.disabilityRatio)),
    },
  },
] as const;

/** Last, and only for those under 18 on the day they register: the guardian's phone and signed approval. */
export const guardianStep = {
  id: 'guardian',
  entries: {
    mobileFather: optionalField(PhoneSchema),
    parentalApproval: optionalField(PdfUploadSchema),
  },
} as const;

/** What community players tell about their archery; players add their best scores. */
const archerEntries = {
  shoeSize: measure(limits.shoeSizeEu),
  uniformSizeId: LookupIdSchema,
  heightCm: wholeNumber(limits.heightCm),
  weightKg: measure(limits.weightKg),
  yearsOfPractice: wholeNumber(limits.yearsOfPractice),
  externalChampionships: wholeNumber(limits.externalChampionships),
  medicalExam: ImageOrPdfUploadSchema,
};

export const communityArcherStep = { id: 'archery', entries: archerEntries } as const;

/** Scores are optional: a beginner has none yet. */
export const playerArcherStep = {
  id: 'archery',
  entries: {
    ...archerEntries,
    bestLocalScore: optionalField(wholeNumber(limits.score)),
    bestInternationalScore: optionalField(wholeNumber(limits.score)),
  },
} as const;

/** Coaches' and referees' certificates (their qualification) and CV, as PDFs. */
export const certifiedStaffStep = {
  id: 'career',
  entries: { qualificationCertificate: PdfUploadSchema, cv: PdfUploadSchema },
} as const;

export const administratorStep = { id: 'career', entries: { cv: PdfUploadSchema } } as const;

type AccountValues = RegistrationValues<readonly [{ id: 'account'; entries: typeof accountEntries }]>;
export type MemberValues = RegistrationValues<typeof memberSteps> &
  RegistrationValues<readonly [typeof guardianStep]>;

/** Every form with a password. */
export const passwordRules: FieldRule<AccountValues>[] = [
  {
    reads: ['password'],
    target: 'passwordConfirmation',
    message: validationMessages.passwordMatch,
    holds: (values) => values.passwordConfirmation === values.password,
  },
];

export const memberRules: FieldRule<MemberValues>[] = [
  ...passwordRules,
  {
    reads: [],
    target: 'birthDate',
    message: validationMessages.futureDate,
    holds: (values, { today }) => !isAfter(values.birthDate, today),
  },
  {
    reads: [],
    target: 'passportIssueDate',
    message: validationMessages.futureDate,
    holds: (values, { today }) => !isAfter(values.passportIssueDate, today),
  },
  {
    reads: ['passportIssueDate'],
    target: 'passportExpiryDate',
    message: validationMessages.passportExpiry,
    holds: (values) => isAfter(values.passportExpiryDate, values.passportIssueDate),
  },
];

/** Spec section 5: "some fields are mandatory for residents and those born in the country" (UAE nationals). */
export function needsEmiratesId(values: Partial<Pick<MemberValues, 'isResident' | 'nationality'>>): boolean {
  return values.isResident === true || values.nationality === uaeNationalityCode;
}

export const memberConditions: ConditionalFields<MemberValues>[] = [
  {
    reads: ['isResident', 'nationality'],
    fields: ['emiratesId', 'emiratesIdExpiry', 'emiratesIdFront', 'emiratesIdBack'],
    applies: needsEmiratesId,
    otherwise: 'optional',
  },
  {
    reads: ['isResident'],
    fields: ['residenceEmirate'],
    applies: (values) => values.isResident === true,
    otherwise: 'dropped',
  },
  // Spec section 5: "employee or student must be specified", and then the employer or the studies.
  {
    reads: ['occupation'],
    fields: ['employerName'],
    applies: (values) => values.occupation === 'employee',
    otherwise: 'dropped',
  },
  {
    reads: ['occupation'],
    fields: ['university', 'studyYear'],
    applies: (values) => values.occupation === 'student',
    otherwise: 'dropped',
  },
  {
    reads: ['hasDisability'],
    fields: ['disabilityRatio'],
    applies: (values) => values.hasDisability === true,
    otherwise: 'dropped',
  },
  {
    reads: ['birthDate'],
    fields: ['mobileFather', 'parentalApproval'],
    applies: (values, { today }) => values.birthDate !== undefined && isMinorOn(values.birthDate, today),
    otherwise: 'dropped',
  },
];
