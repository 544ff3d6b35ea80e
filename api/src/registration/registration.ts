import {
  type RegistrationForm as AnyRegistrationForm,
  registrationConflictFields,
  RegistrationErrorCodes,
  type RegistrationFormName,
  registrationSchemas,
  validationMessages,
} from '@uaeaf/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, registrationFiles } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { isUpload } from '../files/uploads';
import { ApiError } from '../http/errors';
import { servedValues } from '../lookups/lookups';
import { isMemberClub } from '../lookups/member-clubs';

export type RegistrationForm = (typeof registrationSchemas)[RegistrationFormName];

/** The form of a URL name, or undefined for anything else (`toString` included). */
export function registrationFormNamed(name: string): RegistrationForm | undefined {
  return Object.hasOwn(registrationSchemas, name)
    ? registrationSchemas[name as RegistrationFormName]
    : undefined;
}

/** A registration as the contract's schema gives it: normalised text, decoded files, unasked fields dropped. */
export type RegistrationValues = Record<string, unknown>;

export interface UploadedFile {
  field: string;
  type: string;
  bytes: Uint8Array;
}

// Which list each field's value must come from. Gender, emirates and club categories are already picklists in the
// contract; they are checked here as well so the served lists stay the one source.
const lookupFields: Record<string, keyof typeof servedValues> = {
  nationality: 'nationalities',
  country: 'nationalities',
  ownerNationality: 'nationalities',
  gender: 'genders',
  emirate: 'emirates',
  residenceEmirate: 'emirates',
  qualificationId: 'qualifications',
  uniformSizeId: 'uniformSizes',
  categories: 'clubCategories',
};

/** 400 `validation_failed` with `validation.invalid` on every field whose value is not on the list `/api/lookups` serves. */
export function assertServedLookups(values: RegistrationValues): void {
  const fields: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(lookupFields)) {
    const value = values[field];
    if (value === undefined) continue;
    const chosen = Array.isArray(value) ? value : [value];
    if (!chosen.every((item) => servedValues[list].has(item))) fields[field] = [validationMessages.invalid];
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'The request body is not valid', fields);
  }
}

/** 400 `validation_failed` on `clubId` when it names no club or academy an applicant may name (`isMemberClub`). */
export async function assertNamedClub(
  db: Pick<Database, 'select'>,
  values: RegistrationValues,
): Promise<void> {
  const clubId = values.clubId as number | undefined;
  if (clubId === undefined || (await isMemberClub(db, clubId))) return;
  throw new ApiError(400, 'validation_failed', 'The request body is not valid', {
    clubId: [validationMessages.invalid],
  });
}

/**
 * 400 `validation.required` on each file the form requires with these answers that was neither sent nor is stored
 * (a resubmission keeps the files not sent again; one newly required, such as a guardian's approval, must come).
 */
export function assertRequiredFiles(
  form: AnyRegistrationForm,
  values: RegistrationValues,
  stored: readonly string[],
  today: string,
): void {
  const missing = form.fileFields.filter(
    (field) =>
      values[field] === undefined &&
      !stored.includes(field) &&
      form.isAsked(field, values, today) &&
      form.isRequired(field, values, today),
  );
  if (missing.length === 0) return;
  throw new ApiError(
    400,
    'validation_failed',
    'The request body is not valid',
    Object.fromEntries(missing.map((field) => [field, [validationMessages.required]])),
  );
}

/** Stores a request's files, one row per field, in the transaction that stores the request. */
export async function storeFiles(tx: Pick<Database, 'insert'>, requestId: number, files: UploadedFile[]) {
  if (files.length === 0) return;
  await tx.insert(registrationFiles).values(
    files.map((file) => ({
      requestId,
      field: file.field,
      contentType: file.type,
      byteSize: file.bytes.byteLength,
      bytes: file.bytes,
    })),
  );
}

/**
 * The parts stored apart: the files, the password, the club named (`registration_requests.club_id`), and the rest
 * (what `registration_requests.details` holds).
 */
export function splitRegistration(values: RegistrationValues) {
  const files: UploadedFile[] = [];
  const details: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'password' || field === 'passwordConfirmation' || field === 'clubId') continue;
    if (isUpload(value)) files.push({ field, type: value.type, bytes: value.bytes });
    else details[field] = value;
  }
  return {
    files,
    details,
    password: values.password as string,
    clubId: (values.clubId as number | undefined) ?? null,
  };
}

/** The member's name in both languages: an organisation's name, or a person's names in order, blanks left out. */
export function registrationName(values: RegistrationValues): { ar: string; en: string } {
  const name = values.name as { ar: string; en: string } | undefined;
  if (name) return { ar: name.ar, en: name.en };
  const parts = ['firstName', 'secondName', 'thirdName', 'fourthName', 'lastName'];
  const inLanguage = (suffix: 'Ar' | 'En') =>
    parts
      .map((part) => values[`${part}${suffix}`])
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ');
  return { ar: inLanguage('Ar'), en: inLanguage('En') };
}

/**
 * What the members table keeps of a person's answers: the birth date (the age classes they may enter in
 * tournaments) and the gender (spec section 3's list: 1 Male, 2 Female). Null for organisations.
 */
export function registrationPerson(values: RegistrationValues): {
  birthDate: string | null;
  gender: 'male' | 'female' | null;
} {
  const genderId = values.gender;
  return {
    birthDate: typeof values.birthDate === 'string' ? values.birthDate : null,
    gender: genderId === 1 ? 'male' : genderId === 2 ? 'female' : null,
  };
}

/** 409 with the field error of a conflict `findConflict` found. */
export function conflictError(code: keyof typeof registrationConflictFields): ApiError {
  const { field, message } = registrationConflictFields[code];
  return new ApiError(
    409,
    code,
    code === RegistrationErrorCodes.emailTaken
      ? 'Another account has this email'
      : 'Another account has this Emirates ID',
    { [field]: [message] },
  );
}

/**
 * Which conflict a registration meets: another account (than `exceptMemberId`, whose resubmission this is) holding the
 * email (whatever its case) or the Emirates ID (its 15 digits, as the schema gives it). The email is named first when
 * both are taken. The unique indexes stay the final word (two requests at once): `conflictOf` reads their violation.
 */
export async function findConflict(
  db: Database,
  email: string,
  emiratesId: string | undefined,
  exceptMemberId?: number,
): Promise<keyof typeof registrationConflictFields | undefined> {
  const sameEmail = sql`lower(${members.email}) = lower(${email})`;
  const rows = await db
    .select({ email: members.email, emiratesId: members.emiratesId })
    .from(members)
    .where(
      and(
        emiratesId === undefined ? sameEmail : or(sameEmail, eq(members.emiratesId, emiratesId)),
        exceptMemberId === undefined ? undefined : ne(members.id, exceptMemberId),
      ),
    )
    .limit(2);
  if (rows.some((row) => row.email.toLowerCase() === email.toLowerCase()))
    return RegistrationErrorCodes.emailTaken;
  return rows.length > 0 ? RegistrationErrorCodes.emiratesIdTaken : undefined;
}

/** 409 for the conflict `findConflict` finds, if any. */
export async function assertNoConflict(
  db: Database,
  email: string,
  emiratesId: string | undefined,
  exceptMemberId?: number,
) {
  const found = await findConflict(db, email, emiratesId, exceptMemberId);
  if (found) throw conflictError(found);
}

/** The conflict a unique violation of the members' email or Emirates ID means (a registration that raced another). */
export function conflictCodeOf(error: unknown): keyof typeof registrationConflictFields | undefined {
  const where = uniqueViolation(error) ?? '';
  if (where.includes('members_email_lower')) return RegistrationErrorCodes.emailTaken;
  if (where.includes('members_emirates_id')) return RegistrationErrorCodes.emiratesIdTaken;
  return undefined;
}

/** The 409 for a unique violation of the members' email or Emirates ID (a registration that raced another). */
export function conflictOf(error: unknown): ApiError | undefined {
  const code = conflictCodeOf(error);
  return code && conflictError(code);
}
