import * as v from 'valibot';
import { LocalizedTextSchema } from '../localized';

/**
 * The ranking rounds the federation shoots (decision 092): World Archery's outdoor 72-arrow rounds at the distances
 * of each division and age class, and the indoor 60-arrow round. A result row names one; its scores are checked
 * against the round's maximum, and rankings, personal bests and records compare scores of the same round only.
 */
export const RoundCodes = ['WA720-70', 'WA720-60', 'WA720-50', 'WA720-40', 'WA18'] as const;
export type RoundCode = (typeof RoundCodes)[number];
export const RoundCodeSchema = v.picklist(RoundCodes);

export const RoundEnvironments = ['outdoor', 'indoor'] as const;
export type RoundEnvironment = (typeof RoundEnvironments)[number];

export interface RoundDefinition {
  code: RoundCode;
  name: { ar: string; en: string };
  environment: RoundEnvironment;
  /** Each distance (a "half" of the round) in metres, with its arrows; every arrow scores at most 10. */
  distances: readonly { metres: number; arrows: number }[];
}

const outdoor = (metres: number) => [
  { metres, arrows: 36 },
  { metres, arrows: 36 },
];

export const roundDefinitions: Readonly<Record<RoundCode, RoundDefinition>> = {
  'WA720-70': {
    code: 'WA720-70',
    name: { ar: 'جولة الاتحاد الدولي 70 متراً (720)', en: 'WA 70m round (720)' },
    environment: 'outdoor',
    distances: outdoor(70),
  },
  'WA720-60': {
    code: 'WA720-60',
    name: { ar: 'جولة الاتحاد الدولي 60 متراً (720)', en: 'WA 60m round (720)' },
    environment: 'outdoor',
    distances: outdoor(60),
  },
  'WA720-50': {
    code: 'WA720-50',
    name: { ar: 'جولة الاتحاد الدولي 50 متراً (720)', en: 'WA 50m round (720)' },
    environment: 'outdoor',
    distances: outdoor(50),
  },
  'WA720-40': {
    code: 'WA720-40',
    name: { ar: 'جولة الاتحاد الدولي 40 متراً (720)', en: 'WA 40m round (720)' },
    environment: 'outdoor',
    distances: outdoor(40),
  },
  WA18: {
    code: 'WA18',
    name: { ar: 'جولة الصالات 18 متراً (600)', en: 'WA 18m indoor round (600)' },
    environment: 'indoor',
    distances: [
      { metres: 18, arrows: 30 },
      { metres: 18, arrows: 30 },
    ],
  },
};

/** The most an arrow scores (the 10 ring, X included). */
export const maxArrowScore = 10;

/** The most a distance of the round can score. */
export function distanceMaximum(round: RoundDefinition, index: number): number {
  return (round.distances[index]?.arrows ?? 0) * maxArrowScore;
}

/** The most the whole round can score: 720 for the outdoor rounds, 600 indoors. */
export function roundMaximum(round: RoundDefinition): number {
  return round.distances.reduce((sum, distance) => sum + distance.arrows * maxArrowScore, 0);
}

/** The arrows of the whole round: 10s and Xs can never be more. */
export function roundArrows(round: RoundDefinition): number {
  return round.distances.reduce((sum, distance) => sum + distance.arrows, 0);
}

/** A round as the API answers it. */
export const RoundSchema = v.object({
  code: RoundCodeSchema,
  name: LocalizedTextSchema,
  environment: v.picklist(RoundEnvironments),
  /**
   * What the second tie-break counts (Ianseo's "XNine"): Xs outdoors, 9s indoors. The results' `xs` holds it; a page
   * heads that column with this.
   */
  secondCount: v.picklist(['X', '9']),
  distances: v.array(v.object({ metres: v.number(), arrows: v.number(), maxScore: v.number() })),
  maxScore: v.number(),
});
export type Round = v.InferOutput<typeof RoundSchema>;

export function roundOf(code: RoundCode): Round {
  const round = roundDefinitions[code];
  return {
    code,
    name: round.name,
    environment: round.environment,
    secondCount: round.environment === 'outdoor' ? 'X' : '9',
    distances: round.distances.map((distance) => ({
      ...distance,
      maxScore: distance.arrows * maxArrowScore,
    })),
    maxScore: roundMaximum(round),
  };
}
