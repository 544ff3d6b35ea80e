import * as v from 'valibot';
import { LocalizedRichTextSchema } from '../rich-text';
import { AttachmentSchema } from '../circulars';
import { IsoDateSchema } from '../localized';
import { AgeClassOptionSchema, DivisionSchema, TournamentListItemSchema } from './list';

/**
 * Money is kept and sent as whole fils (1 AED = 100 fils): integers add up exactly, where 0.1 + 0.2 does not. The
 * apps show `formatNumber(filsToAed(fils), { style: 'currency', currency: 'AED' })`.
 */
export const FilsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const filsPerDirham = 100;
export function filsToAed(fils: number): number {
  return fils / filsPerDirham;
}

/** `GET /api/tournaments/:id` (404 `not_found` for an unknown id). */
export const TournamentDetailSchema = v.object({
  ...TournamentListItemSchema.entries,
  firstRegistrationStart: IsoDateSchema,
  firstRegistrationEnd: IsoDateSchema,
  secondRegistrationStart: v.nullable(IsoDateSchema),
  secondRegistrationEnd: v.nullable(IsoDateSchema),
  /** In the federation's order; an entry names one of these. */
  divisions: v.array(DivisionSchema),
  /** Youngest first; an entry names one of these that the archer's birth date allows (`ageClassesOpenTo`). */
  ageClasses: v.array(AgeClassOptionSchema),
  /** The entry fee the federation set, per entry, in fils; 0 is a free event, which makes no bill. */
  entryFeeFils: FilsSchema,
  /** The circular announcing it, the programme, …, downloaded from `/api/files/:id`. */
  documents: v.array(AttachmentSchema),
  /** Live entries (pending or accepted, not withdrawn). */
  entryCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Live entries it takes; null: no limit. Places left are `capacity - entryCount` (decision 067). */
  capacity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Rich text in both languages, or null when the federation wrote none. */
  description: v.nullable(LocalizedRichTextSchema),
});
export type TournamentDetail = v.InferOutput<typeof TournamentDetailSchema>;
