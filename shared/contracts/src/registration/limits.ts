/**
 * The limits of registration fields. Messages such as "You must enter a maximum of {0} characters" and
 * `validation.minValue` / `validation.maxValue` take their number from here.
 */
export const registrationLimits = {
  /** One of a person's five names, in one language. */
  namePart: 50,
  /** A whole name in one language: a club's supervisor, owner or official. */
  fullName: 150,
  placeOfBirth: 100,
  employerName: 150,
  university: 150,
  /** School grades count up to 12, so a pupil's year fits as well as a student's. */
  studyYear: { min: 1, max: 12 },
  disabilityRatio: { min: 1, max: 100 },
  password: { min: 10, max: 200 },
  passportNumber: { min: 5, max: 20 },
  /** EU sizes, children's included; halves allowed. */
  shoeSizeEu: { min: 15, max: 55 },
  heightCm: { min: 80, max: 250 },
  weightKg: { min: 20, max: 250 },
  yearsOfPractice: { min: 0, max: 80 },
  /** 1440 is the best possible score of a 144-arrow World Archery round. */
  score: { min: 0, max: 1440 },
  externalChampionships: { min: 0, max: 1000 },
  clubName: 150,
  address: 300,
  playground: 200,
  website: 300,
  /** The upper bound is the current year, checked against the day the form is sent. */
  foundationYear: { min: 1950 },
  /** Trainers, administrators and members a club or academy declares. */
  headcount: { min: 0, max: 100_000 },
  /** The oldest birth date taken. */
  earliestBirthDate: '1900-01-01',
} as const;
