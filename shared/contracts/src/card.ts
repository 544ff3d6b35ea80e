import * as v from 'valibot';
import { AgeClassCodes } from './age-classes';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { AccountTypeSchema, MembershipStatuses } from './session';

/**
 * A membership card's state today (decision 055), worked out on every read: `revoked` when the office replaced or
 * withdrew the code, else `blocked` (the account), `suspended` (a penalty covers today), `expired` (validity before
 * today), or `valid`. The first that applies wins.
 */
export const CardStates = ['valid', 'expired', 'suspended', 'blocked', 'revoked'] as const;
export type CardState = (typeof CardStates)[number];

/** What the public verification page shows of a card: nothing more than the card itself prints. */
export const MembershipVerificationSchema = v.object({
  code: v.string(),
  name: LocalizedTextSchema,
  /** Whether the registration photo can be shown (`cardPhotoPath`). */
  hasPhoto: v.boolean(),
  accountType: AccountTypeSchema,
  club: v.nullable(LocalizedTextSchema),
  validUntil: v.nullable(IsoDateSchema),
  state: v.picklist(CardStates),
});
export type MembershipVerification = v.InferOutput<typeof MembershipVerificationSchema>;

/** `GET /api/account/card`: the member's card, or why there is none (not approved: the status they are in). */
export const MembershipCardSchema = v.variant('issued', [
  v.object({
    issued: v.literal(true),
    ...MembershipVerificationSchema.entries,
    membershipNumber: v.string(),
    /** The registration photo as the member reads it (`GET /api/account/files/:id`). */
    photoFileId: v.nullable(v.number()),
    /** World Archery class by birth year; null for clubs and academies or without a birth date. */
    ageClass: v.nullable(v.picklist(AgeClassCodes)),
  }),
  v.object({ issued: v.literal(false), membershipStatus: v.picklist(MembershipStatuses) }),
]);
export type MembershipCard = v.InferOutput<typeof MembershipCardSchema>;

/** The office's view of a member's card: the code not revoked, if any, and when it was issued. */
export const OfficeCardSchema = v.object({
  code: v.nullable(v.string()),
  issuedAt: v.nullable(v.string()),
});
export type OfficeCard = v.InferOutput<typeof OfficeCardSchema>;

export const CardErrorCodes = { notApproved: 'membership_not_approved', noCard: 'no_card' } as const;

/**
 * Where the card is read, downloaded (`?lang=ar|en`) and drawn as a QR code (`?lang=`: the verification page's
 * language); the office revokes with `${office}/revoke` and reissues with `${office}/reissue`, each with a reason.
 */
export const cardApiPaths = {
  own: '/api/account/card',
  pdf: '/api/account/card/card.pdf',
  qr: '/api/account/card/qr.svg',
  office: (memberId: number) => `/api/office/members/${memberId}/card`,
  manifest: '/api/card/manifest.webmanifest',
} as const;

/** The photo shown on the public verification page for a card code, while the code is not revoked. */
export function cardPhotoPath(code: string): string {
  return `/api/verify/${encodeURIComponent(code)}/photo`;
}
