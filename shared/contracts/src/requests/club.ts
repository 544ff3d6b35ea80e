import * as v from 'valibot';
import { LocalizedTextSchema } from '../localized';
import { choiceParam, PageOnlyQuerySchema, paginated } from '../pagination';
import { AccountTypeSchema } from '../session';
import { RequestActions, RequestStatuses } from './workflow';

/** `GET /api/club/requests`: the requests that named the caller's club or academy, newest first. */
export const ClubRequestListQuerySchema = v.object({
  ...PageOnlyQuerySchema.entries,
  status: choiceParam(RequestStatuses),
});
export type ClubRequestListQuery = v.InferOutput<typeof ClubRequestListQuerySchema>;

/** What a club sees of a request that named it: enough to recognise its player, nothing of their documents. */
export const ClubRequestRowSchema = v.object({
  id: v.number(),
  applicant: v.object({ id: v.number(), name: LocalizedTextSchema }),
  /** The registration form's URL name (`players`, `coaches`, ...). */
  form: v.string(),
  accountType: AccountTypeSchema,
  birthDate: v.nullable(v.string()),
  status: v.picklist(RequestStatuses),
  /** Why it was rejected, when it was. */
  decisionReason: v.nullable(v.string()),
  /** The decisions the club may take now (`accept`, `reject`). */
  allowedActions: v.array(v.picklist(RequestActions)),
  submittedAt: v.string(),
});
export type ClubRequestRow = v.InferOutput<typeof ClubRequestRowSchema>;

export const ClubRequestListSchema = paginated(ClubRequestRowSchema);
export type ClubRequestList = v.InferOutput<typeof ClubRequestListSchema>;
