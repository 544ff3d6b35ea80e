import * as v from 'valibot';
import { OfficeRoleSchema } from './access';
import { LocalizedTextSchema } from './localized';

/** Member kinds of spec section 1; `admin` is the federation office. */
export const AccountTypes = [
  'club',
  'academy',
  'player',
  'coach',
  'referee',
  'employee',
  'technical',
  'person',
  'activity',
  'guest',
  'individual',
  'admin',
] as const;
export type AccountType = (typeof AccountTypes)[number];
export const AccountTypeSchema = v.picklist(AccountTypes);

export const MembershipStatuses = ['Pending', 'Approved', 'Accepted', 'Cancled'] as const;
export type MembershipStatus = (typeof MembershipStatuses)[number];

/** The non-secret profile the browser keeps (spec: userInfo, with isBlock). */
export const UserInfoSchema = v.object({
  id: v.number(),
  email: v.pipe(v.string(), v.email()),
  name: LocalizedTextSchema,
  isBlock: v.boolean(),
  /** Under an active penalty: may log in, may not submit requests ("The account has been restricted due to a penalty"). */
  isRestricted: v.boolean(),
  membershipStatus: v.optional(v.picklist(MembershipStatuses)),
  /** Federation staff only (`admin` accounts): what they may do in the office. */
  officeRole: v.optional(OfficeRoleSchema),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;
