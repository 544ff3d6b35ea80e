import * as v from 'valibot';
import { IsoDateSchema, LocalizedTextSchema } from './localized';

/** The five start-up calls of spec section 7; the shell makes them in parallel. */

export const MenuDetailSchema = v.object({
  data: v.object({
    id: v.number(),
    categoryId: v.number(),
    title: LocalizedTextSchema,
  }),
});
export type MenuDetail = v.InferOutput<typeof MenuDetailSchema>;

export interface MenuBlock {
  id: number;
  title: v.InferOutput<typeof LocalizedTextSchema>;
  /** Site path without locale prefix (for example `/news`), or an absolute https URL for external links. */
  href: string;
  order: number;
  children: MenuBlock[];
}
export const MenuBlockSchema: v.GenericSchema<MenuBlock> = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  href: v.string(),
  order: v.number(),
  children: v.array(v.lazy(() => MenuBlockSchema)),
});
export const BlocksResponseSchema = v.object({ items: v.array(MenuBlockSchema) });

export const SocialPlatforms = [
  'x',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'snapchat',
  'linkedin',
] as const;
export const SocialMediaItemSchema = v.object({
  id: v.number(),
  platform: v.picklist(SocialPlatforms),
  url: v.pipe(v.string(), v.url()),
  label: LocalizedTextSchema,
});
export type SocialMediaItem = v.InferOutput<typeof SocialMediaItemSchema>;
export const SocialMediaResponseSchema = v.object({ items: v.array(SocialMediaItemSchema) });

export const GenderSchema = v.picklist(['male', 'female']);
export const AgeCategorySchema = v.object({
  id: v.number(),
  /** World Archery class code: U15, U18, U21, SENIOR, 50+. */
  code: v.string(),
  name: LocalizedTextSchema,
  /** Age reached in the competition's calendar year (World Archery counts by birth year). */
  minAge: v.nullable(v.number()),
  maxAge: v.nullable(v.number()),
});
export type AgeCategory = v.InferOutput<typeof AgeCategorySchema>;
export const AgeCategoriesResponseSchema = v.object({ data: v.array(AgeCategorySchema) });

export const TournamentKinds = [
  'Local',
  'Open',
  'International',
  'Activities',
  'Communityactivities',
] as const;
export type TournamentKind = (typeof TournamentKinds)[number];
export const TournamentSummarySchema = v.object({
  id: v.number(),
  kind: v.picklist(TournamentKinds),
  name: LocalizedTextSchema,
  venue: LocalizedTextSchema,
  season: v.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  firstRegistrationStart: IsoDateSchema,
  firstRegistrationEnd: IsoDateSchema,
  secondRegistrationStart: v.nullable(IsoDateSchema),
  secondRegistrationEnd: v.nullable(IsoDateSchema),
});
export type TournamentSummary = v.InferOutput<typeof TournamentSummarySchema>;
export const TournamentsResponseSchema = v.object({ data: v.array(TournamentSummarySchema) });

export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});
