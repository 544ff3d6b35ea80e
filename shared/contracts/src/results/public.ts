import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { validationMessages } from '../auth';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { choiceParam, PageOnlyQuerySchema, paginated } from '../pagination';
import { GenderSchema, TournamentKinds } from '../startup';
import {
  AgeClassOptionSchema,
  DivisionCodeSchema,
  DivisionSchema,
  optionalFilter,
  SeasonNameSchema,
} from '../tournaments/list';
import { RoundCodes, RoundSchema } from './rounds';

/**
 * The public side of results, rankings and records (issue 30, decisions 092 and 093). Every answer is public content:
 * cached as published content and refreshed on publication through the content change stream (decision 091).
 */

/** `?season=2025-2026`: missing or empty is any season; a malformed one answers 400. */
const seasonParam = optionalFilter(SeasonNameSchema);

/** An archer as results show them. `id` is set only for a member whose public profile may be shown (not hidden). */
export const ResultArcherSchema = v.object({
  /** `/athletes/{id}`; null for a guest (an archer who is no member) and for a member who hid their profile. */
  id: v.nullable(v.number()),
  /** A member's names; a guest's name as the scoring file wrote it, the same in both languages. */
  name: LocalizedTextSchema,
});
export type ResultArcher = v.InferOutput<typeof ResultArcherSchema>;

/** A club as results show it: the club's account names when known, otherwise the name the file gave. */
export const ResultClubSchema = v.object({ name: LocalizedTextSchema });
export type ResultClub = v.InferOutput<typeof ResultClubSchema>;

export const ResultTournamentSchema = v.object({
  id: v.number(),
  kind: v.picklist(TournamentKinds),
  name: LocalizedTextSchema,
  venue: LocalizedTextSchema,
  season: v.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});
export type ResultTournament = v.InferOutput<typeof ResultTournamentSchema>;

// --- GET /api/results ---

/** `GET /api/results?season=&kind=&page=&pageSize=`: tournaments with published results, newest first. */
export const ResultsListQuerySchema = v.object({
  ...PageOnlyQuerySchema.entries,
  season: seasonParam,
  kind: choiceParam(TournamentKinds),
});
export type ResultsListQuery = v.InferOutput<typeof ResultsListQuerySchema>;

export const ResultsListItemSchema = v.object({
  tournament: ResultTournamentSchema,
  publishedAt: v.string(),
  /** Archers in the qualification tables. */
  archers: v.number(),
  /** The divisions shot, in the federation's order. */
  divisions: v.array(DivisionSchema),
});
export type ResultsListItem = v.InferOutput<typeof ResultsListItemSchema>;
export const ResultsListResponseSchema = paginated(ResultsListItemSchema);
export type ResultsListResponse = v.InferOutput<typeof ResultsListResponseSchema>;

// --- GET /api/tournaments/:id/results ---

/** An archer's ranking-round score as results show it. */
const scoreEntries = {
  /** Each distance's score, in the order shot. */
  distances: v.array(v.number()),
  total: v.number(),
  tens: v.number(),
  /** Xs outdoors, 9s indoors (the round's `secondCount`). */
  xs: v.number(),
  /** A member's best score of this round so far, this one included (shown as "PB"). */
  personalBest: v.boolean(),
  /** The score set a national record (approved by the office). */
  record: v.boolean(),
};

/** One row of a qualification (ranking round) table, in rank order. */
export const QualificationRowSchema = v.object({
  /** 1 for the best total; ties broken by 10s, then Xs (indoors 9s), as World Archery ranks; equal on all share it. */
  rank: v.number(),
  archer: ResultArcherSchema,
  club: v.nullable(ResultClubSchema),
  ...scoreEntries,
});
export type QualificationRow = v.InferOutput<typeof QualificationRowSchema>;

/** A final placing from the elimination and medal matches: 1 to 4 from the medal matches, then 5, 9, 17, … */
export const FinalPlacingSchema = v.object({
  place: v.number(),
  archer: ResultArcherSchema,
  club: v.nullable(ResultClubSchema),
});
export type FinalPlacing = v.InferOutput<typeof FinalPlacingSchema>;

/** A club's team of a category: its three best archers of the ranking round (World Archery's team qualification). */
export const TeamResultSchema = v.object({
  place: v.number(),
  club: ResultClubSchema,
  total: v.number(),
  tens: v.number(),
  xs: v.number(),
  archers: v.array(ResultArcherSchema),
});
export type TeamResult = v.InferOutput<typeof TeamResultSchema>;

/** One division, gender and age class of a tournament: its round and its three tables. */
export const ResultCategorySchema = v.object({
  division: DivisionSchema,
  gender: GenderSchema,
  ageClass: AgeClassOptionSchema,
  round: RoundSchema,
  qualification: v.array(QualificationRowSchema),
  /** Empty when the category shot no matches. */
  finals: v.array(FinalPlacingSchema),
  /** Empty when no club had three archers in the category. */
  teams: v.array(TeamResultSchema),
});
export type ResultCategory = v.InferOutput<typeof ResultCategorySchema>;

/** `GET /api/tournaments/:id/results`: 404 when the tournament has no published results. */
export const TournamentResultsSchema = v.object({
  tournament: ResultTournamentSchema,
  publishedAt: v.string(),
  /** Ordered by division (the federation's order), gender (women first, as Ianseo lists), then age class. */
  categories: v.array(ResultCategorySchema),
});
export type TournamentResults = v.InferOutput<typeof TournamentResultsSchema>;

// --- GET /api/records ---

/** `GET /api/records?round=&division=&gender=&ageClass=`: every filter optional. */
export const RecordsQuerySchema = v.object({
  round: choiceParam(RoundCodes),
  division: optionalFilter(DivisionCodeSchema),
  gender: choiceParam(['male', 'female'] as const),
  ageClass: choiceParam(AgeClassCodes),
});
export type RecordsQuery = v.InferOutput<typeof RecordsQuerySchema>;

/** A national record as it stood: holder, score and the event where it was shot. */
export const NationalRecordSchema = v.object({
  id: v.number(),
  round: RoundSchema,
  division: DivisionSchema,
  gender: GenderSchema,
  ageClass: AgeClassOptionSchema,
  holder: ResultArcherSchema,
  club: v.nullable(ResultClubSchema),
  score: v.number(),
  tens: v.number(),
  xs: v.number(),
  date: IsoDateSchema,
  tournament: v.object({ id: v.number(), name: LocalizedTextSchema }),
});
export type NationalRecord = v.InferOutput<typeof NationalRecordSchema>;

/** A category's current record with the records it broke, newest first (the current one not repeated). */
export const RecordWithHistorySchema = v.object({
  ...NationalRecordSchema.entries,
  history: v.array(NationalRecordSchema),
});
export type RecordWithHistory = v.InferOutput<typeof RecordWithHistorySchema>;

export const RecordsResponseSchema = v.object({ items: v.array(RecordWithHistorySchema) });
export type RecordsResponse = v.InferOutput<typeof RecordsResponseSchema>;

// --- GET /api/athletes/:id ---

export const PersonalBestSchema = v.object({
  round: RoundSchema,
  score: v.number(),
  tens: v.number(),
  xs: v.number(),
  date: IsoDateSchema,
  tournament: v.object({ id: v.number(), name: LocalizedTextSchema }),
});
export type PersonalBest = v.InferOutput<typeof PersonalBestSchema>;

/** One tournament of an archer's results history, newest first. */
export const AthleteResultSchema = v.object({
  tournament: ResultTournamentSchema,
  division: DivisionSchema,
  ageClass: AgeClassOptionSchema,
  round: RoundSchema,
  /** Rank in the qualification table of the category. */
  rank: v.number(),
  /** Final placing, when the category shot matches and the archer placed. */
  finalPlace: v.nullable(v.number()),
  ...scoreEntries,
});
export type AthleteResult = v.InferOutput<typeof AthleteResultSchema>;

/** The archer's place in a current ranking list of the latest season they are ranked in. */
export const AthleteRankingSchema = v.object({
  season: v.string(),
  division: DivisionSchema,
  gender: GenderSchema,
  ageClass: AgeClassOptionSchema,
  round: RoundSchema,
  position: v.number(),
  average: v.number(),
});
export type AthleteRanking = v.InferOutput<typeof AthleteRankingSchema>;

/**
 * `GET /api/athletes/:id`: 404 for a non-member, a hidden profile and an account that is not a person. A minor (under
 * 18 this year) shows name, club and results only: `details` is null.
 */
export const AthleteProfileSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  club: v.nullable(ResultClubSchema),
  isMinor: v.boolean(),
  details: v.nullable(
    v.object({
      gender: v.nullable(GenderSchema),
      /** The division and age class of the archer's latest result. */
      division: v.nullable(DivisionSchema),
      ageClass: v.nullable(AgeClassOptionSchema),
      personalBests: v.array(PersonalBestSchema),
      /** National records the archer holds now. */
      records: v.array(NationalRecordSchema),
      rankings: v.array(AthleteRankingSchema),
    }),
  ),
  results: v.array(AthleteResultSchema),
});
export type AthleteProfile = v.InferOutput<typeof AthleteProfileSchema>;

// --- GET /api/rankings ---

/** `GET /api/rankings?season=&division=R&gender=female&ageClass=SENIOR`: season defaults to the active one. */
export const RankingQuerySchema = v.object({
  season: seasonParam,
  division: DivisionCodeSchema,
  gender: v.picklist(['male', 'female'], validationMessages.invalid),
  ageClass: v.picklist(AgeClassCodes, validationMessages.invalid),
});
export type RankingQuery = v.InferOutput<typeof RankingQuerySchema>;

export const RankingRowSchema = v.object({
  position: v.number(),
  /** Places gained (positive) or lost (negative) since the previous update; null: new in the list. */
  movement: v.nullable(v.number()),
  archer: ResultArcherSchema,
  club: v.nullable(ResultClubSchema),
  /** The average of the counted scores, two decimals. */
  average: v.number(),
  /** The best three scores of the season (fewer when fewer were shot), best first. */
  scores: v.array(v.number()),
  best: v.number(),
  bestTens: v.number(),
});
export type RankingRow = v.InferOutput<typeof RankingRowSchema>;

/** One round's list: a category shoots an outdoor and an indoor round, each ranked on its own (decision 093). */
export const RankingListSchema = v.object({
  round: RoundSchema,
  /** When a publication last changed this list. */
  updatedAt: v.string(),
  rows: v.array(RankingRowSchema),
});
export type RankingList = v.InferOutput<typeof RankingListSchema>;

export const RankingResponseSchema = v.object({
  season: v.string(),
  division: DivisionSchema,
  gender: GenderSchema,
  ageClass: AgeClassOptionSchema,
  lists: v.array(RankingListSchema),
});
export type RankingResponse = v.InferOutput<typeof RankingResponseSchema>;
