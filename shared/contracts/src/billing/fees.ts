import * as v from 'valibot';
import { validationMessages } from '../auth';
import { LocalizedTextSchema } from '../localized';
import { IdFilterSchema, optionalParam } from '../office/lists';
import { FeeCategories, IsoDateTimeSchema, type FeeCategory } from '../tournaments';

/**
 * The fee catalogue (issue 10): what the federation charges, one amount per fee and season, set by the finance office
 * at `/office/fees`. Two categories are priced per case as well: a tournament sets its own entry fee (the catalogue's
 * `tournamentSubscription.entry` is the standard one new tournaments start from) and a penalty its own fine (the
 * catalogue's `penalties.lateWithdrawal` is the fine for a withdrawal the office charges for).
 */
export const FeeCodes = [
  'seasonSubscription.club',
  'seasonSubscription.academy',
  'seasonSubscription.archer',
  'seasonSubscription.official',
  'tournamentSubscription.entry',
  'electronicServices.certificate',
  'electronicServices.letter',
  'electronicServices.transfer',
  'membershipCards.new',
  'membershipCards.replacement',
  'penalties.lateWithdrawal',
  'licenseRenewal.club',
  'licenseRenewal.academy',
  'licenseRenewal.coach',
  'licenseRenewal.referee',
  'licenseRenewal.technical',
] as const;
export type FeeCode = (typeof FeeCodes)[number];
export const FeeCodeSchema = v.picklist(FeeCodes, validationMessages.invalid);

/** The category a fee belongs to: the part of its code before the dot. */
export function categoryOfFee(code: FeeCode): FeeCategory {
  return code.slice(0, code.indexOf('.')) as FeeCategory;
}

export const FeeCategorySchema = v.picklist(FeeCategories, validationMessages.invalid);

/** The largest amount anything is billed at: AED 1,000,000 (PostgreSQL integers hold far more fils). */
export const maxAmountFils = 100_000_000;

/** Whole fils, zero (free) up to `maxAmountFils`. The office's forms type AED and send fils (`aedToFils`). */
export const AmountFilsSchema = v.pipe(
  v.number(validationMessages.invalid),
  v.integer(validationMessages.invalid),
  v.minValue(0, validationMessages.minValue),
  v.maxValue(maxAmountFils, validationMessages.maxValue),
);

export const SeasonRefSchema = v.object({
  id: v.number(),
  /** `2026-2027`. */
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  active: v.boolean(),
});
export type SeasonRef = v.InferOutput<typeof SeasonRefSchema>;

/** One fee of one season. `amountFils` null: not priced for that season yet (nothing of it can be billed). */
export const FeeSchema = v.object({
  code: FeeCodeSchema,
  category: FeeCategorySchema,
  name: LocalizedTextSchema,
  amountFils: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  updatedAt: v.nullable(IsoDateTimeSchema),
});
export type Fee = v.InferOutput<typeof FeeSchema>;

/** `GET /api/office/fees?seasonId=` ('finance.manage'): the season's catalogue (the active season when not given). */
export const FeeCatalogueQuerySchema = v.object({ seasonId: optionalParam(IdFilterSchema) });
export const FeeCatalogueSchema = v.object({
  season: SeasonRefSchema,
  seasons: v.array(SeasonRefSchema),
  items: v.array(FeeSchema),
});
export type FeeCatalogue = v.InferOutput<typeof FeeCatalogueSchema>;

/** `PUT /api/office/fees/:code` ('finance.manage'): 200 with the fee; every change is an audit row. */
export const SetFeeSchema = v.object({
  seasonId: v.pipe(
    v.number(validationMessages.required),
    v.integer(validationMessages.invalid),
    v.minValue(1),
  ),
  amountFils: AmountFilsSchema,
});
export type SetFee = v.InferOutput<typeof SetFeeSchema>;
