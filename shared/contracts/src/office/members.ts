import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { toAsciiDigits } from '../digits';
import { AuditEventSchema } from '../audit';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { MemberDocumentSchema } from '../member-documents';
import { choiceParam } from '../pagination';
import { RequestKinds, RequestStatuses } from '../requests/workflow';
import { AccountTypeSchema, AccountTypes, MembershipStatuses } from '../session';
import { GenderSchema } from '../startup';
import { EntryStatuses, IsoDateTimeSchema, TournamentBillSchema } from '../tournaments';
import {
  BooleanFilterSchema,
  IdFilterSchema,
  OfficePageQuerySchema,
  officePage,
  optionalParam,
} from './lists';
import { PenaltySchema } from './penalties';
import { ReasonSchema } from './reason';

/** The member kinds the directory lists: everyone but the federation's own staff accounts. */
export const MemberKinds = AccountTypes.filter(
  (kind): kind is Exclude<(typeof AccountTypes)[number], 'admin'> => kind !== 'admin',
);
export type MemberKind = (typeof MemberKinds)[number];

export const MemberSorts = ['name', '-name', 'joined', '-joined', 'number', '-number'] as const;
export type MemberSort = (typeof MemberSorts)[number];

/**
 * `GET /api/office/members` ('members.read'). `q` matches the name in Arabic or English (any part), the email, the
 * Emirates ID (typed with or without dashes) or the membership number (`UAEAF-000042` or `42`). `sort` defaults to
 * `name` (English name, A to Z; `-` reverses); `joined` is the day the account was made; `number` puts members without
 * a number last either way.
 */
export const OfficeMemberListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  kind: choiceParam(MemberKinds),
  status: choiceParam(MembershipStatuses),
  clubId: optionalParam(IdFilterSchema),
  blocked: optionalParam(BooleanFilterSchema),
  restricted: optionalParam(BooleanFilterSchema),
  sort: v.pipe(
    choiceParam(MemberSorts),
    v.transform((sort): MemberSort => sort ?? 'name'),
  ),
});
export type OfficeMemberListQuery = v.InferOutput<typeof OfficeMemberListQuerySchema>;

/** What a directory search looks for besides a name or email fragment: an exact Emirates ID or membership number. */
export interface MemberSearchTerms {
  /** Lower case, Arabic-Indic digits as 0-9: a fragment of a name or an email. */
  text: string;
  /**
   * When `q` is a whole email address: that address, lower case. It is looked up exactly (every address shares its
   * domain with thousands of others, so its fragment would match slowly and find only this account anyway).
   */
  email?: string;
  /** 15 digits, when `q` is an Emirates ID typed with or without dashes or spaces. */
  emiratesId?: string;
  /** `UAEAF-000042`, when `q` is a membership number, in full or only its digits (`42`). */
  membershipNumber?: string;
}

export function memberSearchTerms(q: string): MemberSearchTerms {
  const text = toAsciiDigits(q).trim().toLowerCase();
  const digits = text.replace(/[\s-]/g, '');
  const number = /^(?:uaeaf-?)?(\d{1,6})$/.exec(text)?.[1];
  return {
    text,
    ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && { email: text }),
    ...(/^\d{15}$/.test(digits) && { emiratesId: digits }),
    ...(number && { membershipNumber: `UAEAF-${number.padStart(6, '0')}` }),
  };
}

const RefSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

/** One row of the members directory. `club` is the club or academy a player belongs to (none for the others). */
export const OfficeMemberRowSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  email: v.string(),
  /** `admin` only for a staff account, which the directory does not list but the block routes answer with. */
  accountType: AccountTypeSchema,
  membershipNumber: v.nullable(v.string()),
  membershipStatus: v.picklist(MembershipStatuses),
  /** The last day of the membership; null until approved. */
  validUntil: v.nullable(IsoDateSchema),
  club: v.nullable(RefSchema),
  isBlocked: v.boolean(),
  /** Under a penalty that covers today (UAE calendar). */
  isRestricted: v.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type OfficeMemberRow = v.InferOutput<typeof OfficeMemberRowSchema>;

export const OfficeMemberListResponseSchema = officePage(OfficeMemberRowSchema);
export type OfficeMemberListResponse = v.InferOutput<typeof OfficeMemberListResponseSchema>;

/** A registration file, without its bytes: `GET /api/office/requests/:requestId/files/:id` serves them to staff. */
export const OfficeMemberFileSchema = v.object({
  id: v.number(),
  requestId: v.number(),
  /** The registration form field it was sent in (`photo`, `passportCopy`, ...). */
  field: v.string(),
  contentType: v.picklist(['image/jpeg', 'image/png', 'application/pdf']),
  byteSize: v.number(),
});
export type OfficeMemberFile = v.InferOutput<typeof OfficeMemberFileSchema>;

/**
 * `GET /api/office/members/:id` ('members.read'): everything the office knows of one member. `registration` is their
 * latest request's answers (null for accounts made without a form); `history` is every audit row about them, newest
 * first.
 */
export const OfficeMemberDetailSchema = v.object({
  member: v.object({
    ...OfficeMemberRowSchema.entries,
    /** 15 digits, for a person who gave one. */
    emiratesId: v.nullable(v.string()),
    birthDate: v.nullable(IsoDateSchema),
    gender: v.nullable(GenderSchema),
    /** The language mail to the member is written in. */
    language: v.picklist(['ar', 'en']),
    /** A person's own age class this year; null for clubs, academies and anyone without a birth date. */
    ageClass: v.nullable(v.picklist(AgeClassCodes)),
    /** Whether the member signs in with UAE PASS (issue 31): linked by a sign-in or from their account. */
    uaePassLinked: v.boolean(),
  }),
  registration: v.nullable(
    v.object({
      requestId: v.number(),
      form: v.string(),
      status: v.picklist(RequestStatuses),
      submittedAt: IsoDateTimeSchema,
      details: v.record(v.string(), v.unknown()),
      files: v.array(OfficeMemberFileSchema),
    }),
  ),
  requests: v.array(
    v.object({
      id: v.number(),
      kind: v.picklist(RequestKinds),
      status: v.picklist(RequestStatuses),
      submittedAt: IsoDateTimeSchema,
    }),
  ),
  entries: v.array(
    v.object({
      id: v.number(),
      tournament: RefSchema,
      /** The member themselves, or for a club or academy the player it entered. */
      archer: RefSchema,
      division: LocalizedTextSchema,
      ageClass: LocalizedTextSchema,
      status: v.picklist(EntryStatuses),
    }),
  ),
  bills: v.array(v.pick(TournamentBillSchema, ['id', 'number', 'name', 'amountFils', 'status', 'issuedOn'])),
  penalties: v.array(PenaltySchema),
  /** A club's or academy's players (the entries they made for them are in `entries`); empty for everyone else. */
  players: v.array(RefSchema),
  /**
   * A person's documents and their expiry (decision 056), as the member reads them; `requestId` is the request their
   * files came with, whose file route (`requests.read`) serves them.
   */
  documents: v.array(v.object({ ...MemberDocumentSchema.entries, requestId: v.number() })),
  history: v.array(AuditEventSchema),
});
export type OfficeMemberDetail = v.InferOutput<typeof OfficeMemberDetailSchema>;

/**
 * `POST /api/office/members/:id/block` and `/unblock` ('members.block'): 200 with the member's row; 409
 * `already_blocked` / `not_blocked`; blocking ends every session of the member at once. Nobody blocks or unblocks
 * themselves (409 `own_account`), and only an administrator blocks staff (403 `forbidden`).
 */
export const BlockRequestSchema = v.object({ reason: ReasonSchema });
export type BlockRequest = v.InferOutput<typeof BlockRequestSchema>;
