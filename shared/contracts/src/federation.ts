import * as v from 'valibot';
import { ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { LocalizedRichTextSchema } from './rich-text';
import { WebUrlSchema } from './urls';

/**
 * Short lists shown whole on one page, in the federation's order: `/board-of-directors`, `/partners`, `/careers`.
 * They have no page per item, so one schema carries everything and the answer is `{ items }`, not paginated.
 */

export const BoardMemberSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  /** Chairman, vice chairman, board member, … as the federation words it. */
  position: LocalizedTextSchema,
  photo: v.nullable(ImageSchema),
});
export type BoardMember = v.InferOutput<typeof BoardMemberSchema>;
export const BoardMembersResponseSchema = v.object({ items: v.array(BoardMemberSchema) });

export const PartnerSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  logo: ImageSchema,
  website: v.nullable(WebUrlSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;
export const PartnersResponseSchema = v.object({ items: v.array(PartnerSchema) });

/** Applicants write or follow a link; at least one of the two is given, and the instructions say what to send. */
export const HowToApplySchema = v.pipe(
  v.object({
    email: v.nullable(v.pipe(v.string(), v.email())),
    url: v.nullable(WebUrlSchema),
    instructions: LocalizedRichTextSchema,
  }),
  v.check((apply) => apply.email !== null || apply.url !== null, 'An opening needs an email or a link'),
);

/** Only openings still taking applications are listed (closing day not yet past, in UAE time). */
export const CareerOpeningSchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  department: v.nullable(LocalizedTextSchema),
  location: v.nullable(LocalizedTextSchema),
  postedOn: IsoDateSchema,
  /** Null while the opening has no closing date. */
  closingOn: v.nullable(IsoDateSchema),
  description: LocalizedRichTextSchema,
  howToApply: HowToApplySchema,
});
export type CareerOpening = v.InferOutput<typeof CareerOpeningSchema>;
export const CareerOpeningsResponseSchema = v.object({ items: v.array(CareerOpeningSchema) });
