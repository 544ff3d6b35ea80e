import * as v from 'valibot';
import { EmirateSchema, Emirates } from './emirates';
import { ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { choiceParam, PageQuerySchema, paginated } from './pagination';
import { WebUrlSchema } from './urls';

/** `/clubs`: clubs and academies, with what spec section 3 lets a visitor see (no licences, owners or counts). */

export const ClubKinds = ['club', 'academy'] as const;
export type ClubKind = (typeof ClubKinds)[number];

/** The categories a club fields teams in; the front ends translate these ids. */
export const ClubCategories = ['men', 'women', 'junior', 'juniorWomen'] as const;
export type ClubCategory = (typeof ClubCategories)[number];

/** Spec section 3's officials (academyPrecident, academyDirector, …) under one spelling for clubs and academies. */
export const ClubOfficialRoles = [
  'president',
  'director',
  'ceo',
  'secretaryGeneral',
  'financialDirector',
  'technicalSupervisor',
] as const;
export type ClubOfficialRole = (typeof ClubOfficialRoles)[number];

export const ClubQuerySchema = v.object({
  ...PageQuerySchema.entries,
  emirate: choiceParam(Emirates),
  kind: choiceParam(ClubKinds),
});
export type ClubQuery = v.InferOutput<typeof ClubQuerySchema>;

export const ClubSummarySchema = v.object({
  id: v.number(),
  kind: v.picklist(ClubKinds),
  name: LocalizedTextSchema,
  emirate: EmirateSchema,
  logo: v.nullable(ImageSchema),
  categories: v.array(v.picklist(ClubCategories)),
});
export type ClubSummary = v.InferOutput<typeof ClubSummarySchema>;
export const ClubListResponseSchema = paginated(ClubSummarySchema);

export const ClubDetailSchema = v.object({
  ...ClubSummarySchema.entries,
  foundationYear: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  /** As stored: digits, spaces and an optional leading + (see PhoneSchema); shown as a `tel:` link. */
  phone: v.nullable(v.string()),
  website: v.nullable(WebUrlSchema),
  address: v.nullable(LocalizedTextSchema),
  officials: v.array(v.object({ role: v.picklist(ClubOfficialRoles), name: LocalizedTextSchema })),
});
export type ClubDetail = v.InferOutput<typeof ClubDetailSchema>;
