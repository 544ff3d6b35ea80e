import * as v from 'valibot';
import { type AgeClassCode, AgeClassCodes, ageClassesOpenTo } from '../age-classes';
import { LocalizedTextSchema } from '../localized';
import { GenderSchema } from '../startup';

/**
 * `/api/account/club/teams` (issue 11): a club's or academy's teams, each a division, a gender and an age class
 * ("Recurve women U21"), made from its approved players (decision 034).
 */

const name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));

export const TeamNameSchema = v.object({ ar: name, en: name });

export const TeamInputSchema = v.object({
  name: TeamNameSchema,
  division: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  gender: GenderSchema,
  ageClass: v.picklist(AgeClassCodes),
});
export type TeamInput = v.InferOutput<typeof TeamInputSchema>;

/** Renaming is the only change to a team itself: its division, gender and class are what its players were chosen by. */
export const TeamRenameSchema = v.object({ name: TeamNameSchema });

export const TeamPlayerInputSchema = v.object({ playerId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** One of the club's approved players, with what decides the teams they fit. */
export const ClubPlayerSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  membershipNumber: v.nullable(v.string()),
  gender: v.nullable(GenderSchema),
  birthDate: v.nullable(v.string()),
  /** Their own class this year; null without a birth date (they fit no team until the office records it). */
  ageClass: v.nullable(v.picklist(AgeClassCodes)),
});
export type ClubPlayer = v.InferOutput<typeof ClubPlayerSchema>;

export const TeamSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  division: v.string(),
  divisionName: LocalizedTextSchema,
  gender: GenderSchema,
  ageClass: v.picklist(AgeClassCodes),
  players: v.array(ClubPlayerSchema),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** `DELETE /api/account/club/teams/:id`: the team deleted. */
export const TeamDeletedSchema = v.object({ id: v.number() });
export type TeamDeleted = v.InferOutput<typeof TeamDeletedSchema>;

export const TeamsResponseSchema = v.object({
  teams: v.array(TeamSchema),
  /** The club's approved players, to add to a team where `teamAccepts` says they fit. */
  players: v.array(ClubPlayerSchema),
  divisions: v.array(v.object({ code: v.string(), name: LocalizedTextSchema })),
  /** The calendar year the age classes are counted in. */
  year: v.number(),
});
export type TeamsResponse = v.InferOutput<typeof TeamsResponseSchema>;

export const TeamErrorCodes = {
  /** 409: the club has a team of that name (in either language) already. */
  duplicateName: 'team_name_taken',
  /** 409: the player is not one of the club's approved players. */
  notClubPlayer: 'player_not_in_club',
  /** 409: the player's gender or age class does not fit the team. */
  notEligible: 'player_not_eligible',
  /** 400: no such bow division. */
  unknownDivision: 'unknown_division',
} as const;

/**
 * Whether a player fits a team in `year`: the team's gender, and an age class the player may shoot in (their own, or
 * an older one World Archery lets them move up to: `ageClassesOpenTo`). The same function in the page and the API.
 */
export function teamAccepts(
  team: { gender: 'male' | 'female'; ageClass: AgeClassCode },
  player: { gender: 'male' | 'female' | null; birthDate: string | null },
  year: number,
): boolean {
  if (player.gender !== team.gender || !player.birthDate) return false;
  return ageClassesOpenTo(player.birthDate, year).includes(team.ageClass);
}
