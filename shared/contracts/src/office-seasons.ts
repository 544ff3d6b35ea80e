import * as v from 'valibot';
import { validationMessages } from './auth';
import { DateSchema } from './registration/fields';
import { SeasonNameSchema } from './tournaments/list';

/**
 * Seasons in the office (issue 14, decision 058): the administrator adds the next season and makes one active. A
 * season's name is its two years (`2027-2028`), written the same in both languages; the pages format it.
 */
export const OfficeSeasonSchema = v.object({
  id: v.number(),
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  isActive: v.boolean(),
});
export type OfficeSeason = v.InferOutput<typeof OfficeSeasonSchema>;

/** `GET /api/office/seasons`: every season, latest first. */
export const OfficeSeasonListSchema = v.object({ items: v.array(OfficeSeasonSchema) });
export type OfficeSeasonList = v.InferOutput<typeof OfficeSeasonListSchema>;

export const seasonMessages = {
  /** The name's years are not the years the season starts and ends in. */
  nameYears: 'seasons.nameYears',
  /** The end is before the start. */
  endBeforeStart: 'seasons.endBeforeStart',
  /** The dates share a day with another season (fees find their season by the day, so seasons never overlap). */
  overlap: 'seasons.overlap',
  /** Another season has this name. */
  nameTaken: 'seasons.nameTaken',
} as const;

/** `POST /api/office/seasons`: a season; the API also refuses one that overlaps another (400 on `startDate`). */
export const SeasonInputSchema = v.pipe(
  v.object(
    {
      name: v.pipe(
        v.string(validationMessages.required),
        v.trim(),
        v.nonEmpty(validationMessages.required),
        SeasonNameSchema,
      ),
      startDate: DateSchema,
      endDate: DateSchema,
    },
    validationMessages.required,
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      ({ startDate, endDate }) => startDate <= endDate,
      seasonMessages.endBeforeStart,
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['name'], ['startDate'], ['endDate']],
      ({ name, startDate, endDate }) => name === `${startDate.slice(0, 4)}-${endDate.slice(0, 4)}`,
      seasonMessages.nameYears,
    ),
    ['name'],
  ),
);
export type SeasonInput = v.InferOutput<typeof SeasonInputSchema>;
export type SeasonInputBody = v.InferInput<typeof SeasonInputSchema>;
