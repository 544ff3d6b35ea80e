import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { validationMessages } from '../auth';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { PageOnlyQuerySchema, paginated } from '../pagination';
import { GenderSchema } from '../startup';
import {
  AthleteProfileSchema,
  AthleteResultSchema,
  NationalRecordSchema,
  ResultTournamentSchema,
} from './public';
import { RoundCodeSchema, RoundCodes } from './rounds';

/**
 * The office's side of results (permission `results.manage`, decision 092): import a tournament's results file into a
 * draft, match its archers to members, publish, correct, and decide the national records publishing proposed.
 */

/** The files the import reads: Ianseo's qualification export ("Export Text File") and the federation's CSV. */
export const ResultsFileFormats = ['ianseo', 'csv'] as const;
export type ResultsFileFormat = (typeof ResultsFileFormats)[number];

/** At most this many characters of file: a 300-archer Ianseo file is about 60,000; the office body limit is 2 MB. */
export const resultsFileMaxChars = 1_500_000;

/** `R` (a division) or `R/U18` (a division and age class): the round that category shot, over the default. */
export const roundCategoryPattern = /^[A-Z][A-Z0-9]{0,7}(\/(U15|U18|U21|SENIOR|50\+))?$/;

/**
 * `POST /api/office/results/tournaments/:id/import`: the file's text (the page reads the picked file as UTF-8) and the
 * rounds shot. Replaces the tournament's draft, if any; the published results stay until the draft is published.
 * A file that cannot be read answers 400 `results_file_invalid` with each problem under `line.<n>` (or `file`).
 */
export const ResultsImportBodySchema = v.object({
  format: v.picklist(ResultsFileFormats, validationMessages.invalid),
  fileName: v.pipe(
    v.string(validationMessages.required),
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(255, validationMessages.maxLength),
  ),
  content: v.pipe(
    v.string(validationMessages.required),
    v.nonEmpty(validationMessages.required),
    v.maxLength(resultsFileMaxChars, validationMessages.maxLength),
  ),
  /**
   * Ianseo only, optional: the text of its matches export (Individual Finals > Export Text File, `<code>_Matches.csv`),
   * from which the final placings are read; its problems are under `finals.line.<n>`.
   */
  finals: v.optional(v.pipe(v.string(), v.maxLength(resultsFileMaxChars, validationMessages.maxLength)), ''),
  rounds: v.object({
    /** The round every category shot unless `byCategory` names another. */
    default: v.picklist(RoundCodes, validationMessages.invalid),
    byCategory: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(roundCategoryPattern, validationMessages.invalid)),
        v.picklist(RoundCodes, validationMessages.invalid),
      ),
      {},
    ),
  }),
});
export type ResultsImportBody = v.InferOutput<typeof ResultsImportBodySchema>;

/**
 * How a row's archer is known: `matched` by membership number; `proposed`, a member with the same name, birth date and
 * club, waiting for a person to confirm; `unmatched`, no member found; `guest`, kept as a guest (name only) on purpose.
 * Publishing needs every row `matched` or `guest`.
 */
export const MatchStates = ['matched', 'proposed', 'unmatched', 'guest'] as const;
export type MatchState = (typeof MatchStates)[number];

export const MatchedMemberSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  membershipNumber: v.nullable(v.string()),
  birthDate: v.nullable(IsoDateSchema),
  club: v.nullable(LocalizedTextSchema),
});
export type MatchedMember = v.InferOutput<typeof MatchedMemberSchema>;

/**
 * `GET /api/office/results/members?q=`: archer members whose name, email or membership number holds `q` (at most 10, by
 * name), to name the member of an unmatched row.
 */
export const ArcherSearchQuerySchema = v.object({
  q: v.pipe(
    v.string(validationMessages.required),
    v.trim(),
    v.minLength(2, validationMessages.minLength),
    v.maxLength(100, validationMessages.maxLength),
  ),
});
export type ArcherSearchQuery = v.InferOutput<typeof ArcherSearchQuerySchema>;
export const ArcherSearchSchema = v.object({ items: v.array(MatchedMemberSchema) });
export type ArcherSearch = v.InferOutput<typeof ArcherSearchSchema>;

/** One archer's row of the file as imported, with its match. */
export const OfficeResultRowSchema = v.object({
  id: v.number(),
  /** The row's line in the file (the header is line 1). */
  line: v.number(),
  /** As the file wrote them. */
  name: v.string(),
  birthDate: v.nullable(IsoDateSchema),
  membershipNumber: v.nullable(v.string()),
  clubCode: v.nullable(v.string()),
  clubName: v.nullable(v.string()),
  division: v.string(),
  gender: GenderSchema,
  ageClass: v.picklist(AgeClassCodes),
  round: RoundCodeSchema,
  distances: v.array(v.number()),
  total: v.number(),
  tens: v.number(),
  xs: v.number(),
  rank: v.number(),
  finalPlace: v.nullable(v.number()),
  match: v.object({ state: v.picklist(MatchStates), member: v.nullable(MatchedMemberSchema) }),
});
export type OfficeResultRow = v.InferOutput<typeof OfficeResultRowSchema>;

/** A score that would beat the category's national record (or set the first one): proposed when published. */
export const RecordCandidateSchema = v.object({
  rowId: v.number(),
  round: RoundCodeSchema,
  division: v.string(),
  gender: GenderSchema,
  ageClass: v.picklist(AgeClassCodes),
  score: v.number(),
  /** The record it would beat; null when the category has none. */
  current: v.nullable(v.number()),
});
export type RecordCandidate = v.InferOutput<typeof RecordCandidateSchema>;

const StaffNameSchema = v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema }));

/** A tournament's imported results: the draft being checked, or the published set. */
export const ResultsImportSchema = v.object({
  id: v.number(),
  tournament: ResultTournamentSchema,
  status: v.picklist(['draft', 'published']),
  format: v.picklist(ResultsFileFormats),
  fileName: v.string(),
  importedAt: v.string(),
  importedBy: StaffNameSchema,
  publishedAt: v.nullable(v.string()),
  publishedBy: StaffNameSchema,
  counts: v.object({
    rows: v.number(),
    matched: v.number(),
    proposed: v.number(),
    unmatched: v.number(),
    guests: v.number(),
  }),
  /** In file order. */
  rows: v.array(OfficeResultRowSchema),
  recordCandidates: v.array(RecordCandidateSchema),
});
export type ResultsImport = v.InferOutput<typeof ResultsImportSchema>;

/** `GET /api/office/results?page=`: tournaments that have ended, newest first, with their draft and published results. */
export const OfficeResultsQuerySchema = PageOnlyQuerySchema;
export type OfficeResultsQuery = v.InferOutput<typeof OfficeResultsQuerySchema>;
/** A list item; alone, `GET /api/office/results/tournaments/:id` (404 for a tournament not over yet). */
export const OfficeResultsItemSchema = v.object({
  tournament: ResultTournamentSchema,
  draft: v.nullable(v.object({ id: v.number(), importedAt: v.string(), rows: v.number() })),
  published: v.nullable(v.object({ id: v.number(), publishedAt: v.string(), rows: v.number() })),
});
export type OfficeResultsItem = v.InferOutput<typeof OfficeResultsItemSchema>;
export const OfficeResultsListSchema = paginated(OfficeResultsItemSchema);
export type OfficeResultsList = v.InferOutput<typeof OfficeResultsListSchema>;

/**
 * `PUT /api/office/results/rows/:id/match`: confirm the proposed member, name another member, or keep the archer as a
 * guest. On a published row the change is a correction, recorded in the audit trail.
 */
export const RowMatchBodySchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('confirm') }),
    v.object({
      action: v.literal('member'),
      memberId: v.pipe(v.number(validationMessages.required), v.integer(), v.minValue(1)),
    }),
    v.object({ action: v.literal('guest') }),
  ],
  validationMessages.invalid,
);
export type RowMatchBody = v.InferOutput<typeof RowMatchBodySchema>;

const scoreSchema = v.pipe(
  v.number(validationMessages.required),
  v.integer(validationMessages.integer),
  v.minValue(0, validationMessages.invalid),
);

/**
 * `PUT /api/office/results/rows/:id`: a corrected row (scores and final placing), checked against its round as an
 * import is. Published rows need a reason, which the audit trail keeps with the old and new scores.
 */
export const RowCorrectionBodySchema = v.object({
  distances: v.pipe(v.array(scoreSchema), v.minLength(1, validationMessages.required)),
  tens: scoreSchema,
  xs: scoreSchema,
  finalPlace: v.nullable(v.pipe(scoreSchema, v.minValue(1, validationMessages.invalid))),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, validationMessages.maxLength)), ''),
});
export type RowCorrectionBody = v.InferOutput<typeof RowCorrectionBodySchema>;

/** `POST /api/office/results/imports/:id/publish` (no body): what publishing did. */
export const ResultsPublishedSchema = v.object({
  import: ResultsImportSchema,
  /** Members mailed their placing and scores. */
  mailed: v.number(),
  /** National records proposed for approval. */
  recordsProposed: v.number(),
});
export type ResultsPublished = v.InferOutput<typeof ResultsPublishedSchema>;

export const RecordProposalStatuses = ['proposed', 'approved', 'rejected'] as const;
export type RecordProposalStatus = (typeof RecordProposalStatuses)[number];

/** `GET /api/office/results/records`: the proposals to decide, oldest first, with the record each would replace. */
export const RecordProposalSchema = v.object({
  ...NationalRecordSchema.entries,
  status: v.picklist(RecordProposalStatuses),
  proposedAt: v.string(),
  current: v.nullable(NationalRecordSchema),
});
export type RecordProposal = v.InferOutput<typeof RecordProposalSchema>;
export const RecordProposalsSchema = v.object({ items: v.array(RecordProposalSchema) });
export type RecordProposals = v.InferOutput<typeof RecordProposalsSchema>;

/** `POST /api/office/results/records/:id/approve` (no body) or `/reject` with a reason. */
export const RecordRejectionBodySchema = v.object({
  reason: v.pipe(
    v.string(validationMessages.required),
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(500, validationMessages.maxLength),
  ),
});
export type RecordRejectionBody = v.InferOutput<typeof RecordRejectionBodySchema>;

/** `PUT /api/account/results-profile`: a member hides (or shows again) their public athlete profile. */
export const ResultsProfileBodySchema = v.object({ hidden: v.boolean(validationMessages.required) });
export type ResultsProfileBody = v.InferOutput<typeof ResultsProfileBodySchema>;

/**
 * `GET /api/account/results`: the member's own results, personal bests, records and rankings (a minor's too, and a
 * hidden profile's), with whether their public profile is hidden. 404 for an account that is no archer.
 */
export const OwnResultsSchema = v.object({ hidden: v.boolean(), profile: AthleteProfileSchema });
export type OwnResults = v.InferOutput<typeof OwnResultsSchema>;

/** `GET /api/account/club/results`: a club's or academy's players with published results, by name, newest first. */
export const ClubResultsSchema = v.object({
  items: v.array(
    v.object({
      archer: v.object({
        id: v.number(),
        name: LocalizedTextSchema,
        /** Whether `/athletes/{id}` shows them: false once they hid their profile, so the area links only to a page that is there. */
        profileShown: v.boolean(),
      }),
      results: v.array(AthleteResultSchema),
    }),
  ),
});
export type ClubResults = v.InferOutput<typeof ClubResultsSchema>;
