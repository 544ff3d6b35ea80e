import * as v from 'valibot';
import { AgeClassCodes } from './age-classes';
import { ImageOrPdfUploadSchema, PdfUploadSchema } from './files';
import { ImageUploadSchema } from './uploads';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { DateSchema } from './registration/fields';
import { MembershipStatuses } from './session';

/** The documents a member's registration holds and the member keeps current (decision 056). */
export const MemberDocumentKinds = ['emiratesId', 'passport', 'medicalExam', 'photo'] as const;
export type MemberDocumentKind = (typeof MemberDocumentKinds)[number];

/** The registration form fields holding each document's files (the Emirates ID has two sides). */
export const memberDocumentFields = {
  emiratesId: ['emiratesIdFront', 'emiratesIdBack'],
  passport: ['passportCopy'],
  medicalExam: ['medicalExam'],
  photo: ['photo'],
} as const satisfies Record<MemberDocumentKind, readonly string[]>;

/** The registration answer giving a document's expiry; a medical exam's is a year after it was sent. */
export const memberDocumentExpiryAnswers = {
  emiratesId: 'emiratesIdExpiry',
  passport: 'passportExpiryDate',
} as const satisfies Partial<Record<MemberDocumentKind, string>>;

/** How many months a medical exam stays valid after the day it was sent. */
export const medicalExamValidMonths = 12;

/** How many days ahead a document counts as expiring on the member's home page. */
export const documentAttentionDays = 30;

export const MemberDocumentStates = ['valid', 'expiring', 'expired', 'noExpiry'] as const;
export type MemberDocumentState = (typeof MemberDocumentStates)[number];

export const MemberDocumentSchema = v.object({
  document: v.picklist(MemberDocumentKinds),
  /** The files as stored (`GET /api/account/files/:id`), first side first. */
  fileIds: v.array(v.number()),
  expiresOn: v.nullable(IsoDateSchema),
  state: v.picklist(MemberDocumentStates),
  /** A replacement sent and not decided yet. */
  replacementPending: v.boolean(),
});
export type MemberDocument = v.InferOutput<typeof MemberDocumentSchema>;

export const MemberDocumentsSchema = v.object({ documents: v.array(MemberDocumentSchema) });
export type MemberDocuments = v.InferOutput<typeof MemberDocumentsSchema>;

/** `POST /api/account/documents/:document`: a new file (two for the Emirates ID) and its expiry day. */
export const documentReplacementSchemas = {
  emiratesId: v.object({
    expiresOn: DateSchema,
    emiratesIdFront: ImageUploadSchema,
    emiratesIdBack: ImageUploadSchema,
  }),
  passport: v.object({ expiresOn: DateSchema, passportCopy: PdfUploadSchema }),
  medicalExam: v.object({ expiresOn: DateSchema, medicalExam: ImageOrPdfUploadSchema }),
  photo: v.object({ photo: ImageUploadSchema }),
} as const satisfies Record<MemberDocumentKind, v.GenericSchema>;

/** `error.code` of a replacement refused: one is already waiting for the office. */
export const documentReplacementErrorCodes = { pending: 'replacement_pending' } as const;

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /api/account/summary`: a role area's home page in one request; each figure leads to its page. */
export const MemberAccountSummarySchema = v.object({
  membership: v.object({
    status: v.picklist(MembershipStatuses),
    number: v.nullable(v.string()),
    validUntil: v.nullable(IsoDateSchema),
  }),
  club: v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema })),
  birthDate: v.nullable(IsoDateSchema),
  /** This year's own class; null without a birth date. */
  ageClass: v.nullable(v.picklist(AgeClassCodes)),
  attention: v.object({
    unpaidBills: CountSchema,
    unpaidFils: CountSchema,
    /** Expired, or expiring within `documentAttentionDays`. */
    documents: v.array(MemberDocumentSchema),
    /** Membership requests (registration, renewal, document) not decided yet. */
    openRequests: CountSchema,
    /** Electronic service requests not decided yet. */
    openServiceRequests: CountSchema,
    activePenalties: CountSchema,
  }),
});
export type MemberAccountSummary = v.InferOutput<typeof MemberAccountSummarySchema>;
