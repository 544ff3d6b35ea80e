import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { validationMessages } from '../auth';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { PageQuerySchema, paginated } from '../pagination';
import { TournamentKinds } from '../startup';
import { TournamentRegistrationStateSchema } from './registration-state';

/**
 * `GET /api/tournaments/list?kind=Local&season=2025-2026&division=R&page=1&pageSize=12&q=`: one kind's tournaments,
 * those not yet over first (soonest first), then past ones (latest first). Season and division narrow the list; a
 * well-formed season or division that does not exist lists nothing, a malformed one answers 400. (`GET
 * /api/tournaments`, without `/list`, stays the shell's start-up list of spec section 7: every tournament, unpaged.)
 */

/** A season's name, as `GET /api/tournaments/filters` serves it: `2025-2026`. */
export const SeasonNameSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{4}$/, validationMessages.invalid));

/** A bow division's code (`R`, `C`, `B`, …): the federation edits the list, so only its form is checked here. */
export const DivisionCodeSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.toUpperCase(),
  v.regex(/^[A-Z][A-Z0-9]{0,7}$/, validationMessages.invalid),
);

/** An optional query filter: missing or empty (an unset select) means "any". */
export function optionalFilter<TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim()),
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        schema,
      ],
      validationMessages.invalid,
    ),
  );
}

export const TournamentListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** Required: each list page is one kind (`/tournament/Local`). */
  kind: v.picklist(TournamentKinds, validationMessages.invalid),
  season: optionalFilter(SeasonNameSchema),
  division: optionalFilter(DivisionCodeSchema),
});
export type TournamentListQuery = v.InferOutput<typeof TournamentListQuerySchema>;

export const TournamentListItemSchema = v.object({
  id: v.number(),
  kind: v.picklist(TournamentKinds),
  name: LocalizedTextSchema,
  venue: LocalizedTextSchema,
  season: v.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** Over (its last day is before today, UAE calendar): the list shows these after the upcoming ones. */
  isPast: v.boolean(),
  /** Its results are published: it links to `/tournament-details/{id}/results` (issue 30). */
  hasResults: v.boolean(),
  registration: TournamentRegistrationStateSchema,
});
export type TournamentListItem = v.InferOutput<typeof TournamentListItemSchema>;
export const TournamentListResponseSchema = paginated(TournamentListItemSchema);
export type TournamentListResponse = v.InferOutput<typeof TournamentListResponseSchema>;

/** A bow division or an age class as a tournament offers it. */
export const DivisionSchema = v.object({ code: v.string(), name: LocalizedTextSchema });
export type Division = v.InferOutput<typeof DivisionSchema>;
export const AgeClassOptionSchema = v.object({ code: v.picklist(AgeClassCodes), name: LocalizedTextSchema });
export type AgeClassOption = v.InferOutput<typeof AgeClassOptionSchema>;

export const SeasonSchema = v.object({
  name: v.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** The season the federation is running now; a list page preselects nothing, but may mark it. */
  isActive: v.boolean(),
});
export type Season = v.InferOutput<typeof SeasonSchema>;

/** `GET /api/tournaments/filters`: the options of the list's two filters, newest season first, divisions in order. */
export const TournamentFiltersResponseSchema = v.object({
  seasons: v.array(SeasonSchema),
  divisions: v.array(DivisionSchema),
});
export type TournamentFiltersResponse = v.InferOutput<typeof TournamentFiltersResponseSchema>;
