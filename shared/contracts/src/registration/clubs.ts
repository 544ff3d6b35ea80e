import * as v from 'valibot';
import { LookupIdSchema } from '../lookups';
import { LocalizedTextSchema } from '../localized';
import { optionalField } from './fields';

/**
 * The clubs and academies an applicant may name (issue 9): member ACCOUNTS of those kinds whose membership the
 * federation approved, not the public clubs pages. The one they name accepts the request before the federation does.
 */
export const MemberClubKinds = ['club', 'academy'] as const;

export const MemberClubSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  kind: v.picklist(MemberClubKinds),
});
export type MemberClub = v.InferOutput<typeof MemberClubSchema>;

/** `GET /api/lookups/member-clubs`. */
export const MemberClubListSchema = v.array(MemberClubSchema);

/** Players, coaches and community players may name their club or academy; most archers start without one. */
export const memberOfStep = {
  id: 'memberOf',
  entries: { clubId: optionalField(LookupIdSchema) },
} as const;
