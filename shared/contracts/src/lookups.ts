import * as v from 'valibot';
import { validationMessages } from './auth';
import { ClubCategories } from './clubs';
import { EmirateSchema } from './emirates';
import { LocalizedTextSchema } from './localized';

/**
 * `GET /api/lookups`: the lists registration forms offer in their selects. The federation edits them in its
 * database, so they are served rather than built into the front ends; a form sends back the `id` (for nationalities,
 * the `code`) and the API checks that it is one it served.
 */

/** Spec section 3's gender list: 1 Male, 2 Female. */
export const GenderIds = [1, 2] as const;
export type GenderId = (typeof GenderIds)[number];
/** A registration's gender. A select left empty sends nothing, which is "required". */
export const GenderIdSchema = v.picklist(GenderIds, validationMessages.required);

/** Exactly the spec's shape, which the old front end also used. */
export const GenderOptionSchema = v.object({
  id: v.picklist(GenderIds),
  nameAr: v.pipe(v.string(), v.nonEmpty()),
  nameEn: v.pipe(v.string(), v.nonEmpty()),
});
export type GenderOption = v.InferOutput<typeof GenderOptionSchema>;

/** The UAE's ISO 3166 code: its nationals need an Emirates ID, like residents. */
export const uaeNationalityCode = 'AE';

/** A nationality (or country) as a registration sends it: its ISO 3166 alpha-2 code, stable across databases. */
export const NationalityCodeSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, validationMessages.invalid),
);

export const NationalitySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  code: NationalityCodeSchema,
  name: LocalizedTextSchema,
});
export type Nationality = v.InferOutput<typeof NationalitySchema>;

/** An entry of a list the federation edits (educational qualifications, uniform sizes), in its display order. */
export const LookupOptionSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: LocalizedTextSchema,
});
export type LookupOption = v.InferOutput<typeof LookupOptionSchema>;

/** A registration's choice from such a list: the entry's id. */
export const LookupIdSchema = v.pipe(
  v.number(validationMessages.required),
  v.integer(validationMessages.invalid),
  v.minValue(1, validationMessages.invalid),
);

export const EmirateOptionSchema = v.object({ id: EmirateSchema, name: LocalizedTextSchema });
export type EmirateOption = v.InferOutput<typeof EmirateOptionSchema>;

export const ClubCategoryOptionSchema = v.object({
  id: v.picklist(ClubCategories),
  name: LocalizedTextSchema,
});
export type ClubCategoryOption = v.InferOutput<typeof ClubCategoryOptionSchema>;

export const LookupsResponseSchema = v.object({
  nationalities: v.array(NationalitySchema),
  genders: v.array(GenderOptionSchema),
  emirates: v.array(EmirateOptionSchema),
  qualifications: v.array(LookupOptionSchema),
  uniformSizes: v.array(LookupOptionSchema),
  clubCategories: v.array(ClubCategoryOptionSchema),
});
export type LookupsResponse = v.InferOutput<typeof LookupsResponseSchema>;
