import * as v from 'valibot';
import { validationMessages } from '../auth';
import { ImageOrPdfUploadSchema, PdfUploadSchema } from '../files';
import { NationalityCodeSchema } from '../lookups';
import { memberSearchTerms } from '../office/members';
import {
  choice,
  DateSchema,
  EmirateChoiceSchema,
  optionalField,
  PassportNumberSchema,
  requiredLine,
  titleIn,
  wholeNumber,
} from '../registration/fields';
import { SeasonNameSchema } from '../tournaments/list';
import { ImageUploadSchema } from '../uploads';
import type { ElectronicServiceKind } from './kinds';

const required = validationMessages.required;

/** A member or club id as a select sends it. */
const MemberIdSchema = v.pipe(
  v.number(required),
  v.integer(validationMessages.invalid),
  v.minValue(1, validationMessages.invalid),
  v.maxValue(2_147_483_647, validationMessages.invalid),
);

/**
 * The membership number a player gives the club that wants to receive them: `UAEAF-000042` as the federation prints
 * it, or only its digits, in any case, with Arabic or Latin digits; checked to that shape, stored as the API keeps it.
 * A club names another club's player by it, never by an internal id (decision 051).
 */
export const MembershipNumberSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.transform((text) => memberSearchTerms(text).membershipNumber ?? ''),
  v.nonEmpty(validationMessages.invalid),
);

/** A free text the office reads (a reason, a description): 1 to 1000 characters, trimmed. */
const TextSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(1000, validationMessages.maxLength),
);

/** The season a release or transfer takes effect in, as the federation names it (`2026-2027`); the API checks it exists. */
const ServiceSeasonSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  SeasonNameSchema,
  v.check((name) => Number(name.slice(5)) === Number(name.slice(0, 4)) + 1, validationMessages.invalid),
);

/** Kinds of event a club or academy organises. */
export const ServiceEventKinds = ['competition', 'trainingCamp', 'community', 'workshop'] as const;
export type ServiceEventKind = (typeof ServiceEventKinds)[number];

/** The role an international code is asked for. */
export const InternationalCodeRoles = ['athlete', 'coach', 'judge'] as const;
export type InternationalCodeRole = (typeof InternationalCodeRoles)[number];

export const serviceFormLimits = { equipmentItems: 20, quantity: 1000, participants: 5000 } as const;

/**
 * The forms, as a member fills them in (their files base64 in the JSON, judged by their first bytes like
 * registration's). A club or academy names the player: its own by `playerId` (a release, from its roster), another's by
 * `membershipNumber` (a transfer); a player asks for themself. A
 * transfer's `receivingClubId` is asked only of a player: a club asking is the receiving club. The releasing club is
 * never asked: it is the player's club now (`club_players`).
 */
const releaseFields = { reason: TextSchema, season: ServiceSeasonSchema };
/** A player asks to be released from their club. */
export const PlayerReleaseFormSchema = v.object(releaseFields, required);
/** A club or academy releases one of its players. */
export const ClubReleaseFormSchema = v.object({ playerId: MemberIdSchema, ...releaseFields }, required);

const transferFields = {
  ...releaseFields,
  /** The agreement between player and receiving club, when there is one. */
  agreement: optionalField(PdfUploadSchema),
};
/** A player asks to move to the club or academy they name. */
export const PlayerTransferFormSchema = v.object(
  { receivingClubId: MemberIdSchema, ...transferFields },
  required,
);
/** A club or academy asks to receive another club's player, named by the membership number the player gave it. */
export const ClubTransferFormSchema = v.object(
  { membershipNumber: MembershipNumberSchema, ...transferFields },
  required,
);

export const EventOrganisationFormSchema = v.pipe(
  v.object(
    {
      nameAr: titleIn('ar', 200),
      nameEn: titleIn('en', 200),
      eventKind: choice(ServiceEventKinds),
      startDate: DateSchema,
      endDate: DateSchema,
      venue: requiredLine(200),
      emirate: EmirateChoiceSchema,
      participants: wholeNumber({ min: 1, max: serviceFormLimits.participants }),
      description: optionalField(TextSchema),
      /** The programme or the invitation. */
      programme: PdfUploadSchema,
    },
    required,
  ),
  v.forward(
    v.check((form) => form.endDate >= form.startDate, validationMessages.invalid),
    ['endDate'],
  ),
);

export const InternationalCodeFormSchema = v.object(
  {
    role: choice(InternationalCodeRoles),
    passportNumber: PassportNumberSchema,
    passportExpiry: DateSchema,
    nationality: NationalityCodeSchema,
    passportCopy: ImageOrPdfUploadSchema,
    photo: ImageUploadSchema,
  },
  required,
);

export const EquipmentItemSchema = v.object(
  {
    description: requiredLine(200),
    quantity: wholeNumber({ min: 1, max: serviceFormLimits.quantity }),
  },
  required,
);

export const EquipmentImportFormSchema = v.object(
  {
    items: v.pipe(
      v.array(EquipmentItemSchema, required),
      v.minLength(1, required),
      v.maxLength(serviceFormLimits.equipmentItems, validationMessages.maxLength),
    ),
    supplier: requiredLine(200),
    /** The country it is shipped from: ISO 3166 alpha-2, as the lookups serve nationalities. */
    country: NationalityCodeSchema,
    expectedArrival: optionalField(DateSchema),
    invoice: ImageOrPdfUploadSchema,
  },
  required,
);

/** The form of `kind` for a requester of that kind (a club names the player; a player names only the club). */
export function serviceFormSchema(kind: ElectronicServiceKind, asClub: boolean) {
  switch (kind) {
    case 'playerRelease':
      return asClub ? ClubReleaseFormSchema : PlayerReleaseFormSchema;
    case 'playerTransfer':
      return asClub ? ClubTransferFormSchema : PlayerTransferFormSchema;
    case 'eventOrganisation':
      return EventOrganisationFormSchema;
    case 'internationalCode':
      return InternationalCodeFormSchema;
    case 'equipmentImport':
      return EquipmentImportFormSchema;
  }
}
export type ServiceFormInput = v.InferInput<ReturnType<typeof serviceFormSchema>>;

/**
 * `POST /api/account/services/:id/documents`: what the office asked for, 1 to 5 files (PDF, JPG or PNG), each under
 * a name the member chose so the office can tell them apart.
 */
export const AddServiceDocumentsSchema = v.object(
  {
    files: v.pipe(
      v.array(v.object({ name: requiredLine(100), file: ImageOrPdfUploadSchema }, required), required),
      v.minLength(1, required),
      v.maxLength(5, validationMessages.maxLength),
    ),
  },
  required,
);
export type AddServiceDocumentsInput = v.InferInput<typeof AddServiceDocumentsSchema>;
