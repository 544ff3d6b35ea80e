import { allowedRequestActions, can, type OfficeRequestDetail, type Principal } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { renewalDetailsOf } from '../../club-account/renewal/renewal';
import type { Database } from '../../db/client';
import { members, registrationRequests } from '../../db/schema';
import { possibleDuplicates } from '../../requests/duplicates';
import { requestFiles } from '../../requests/files';
import { itemTimeline } from '../audit/audit-log';
import { selectRequestRows, toRequestRow } from './list';

const textOf = (value: unknown) => (typeof value === 'string' ? [value] : []);

/** A request as the office opens it, with what `principal` may decide on it; undefined when there is none. */
export async function findOfficeRequest(
  db: Database,
  id: number,
  principal: Principal,
): Promise<OfficeRequestDetail | undefined> {
  const [[row], [extra]] = await Promise.all([
    selectRequestRows(db).where(eq(registrationRequests.id, id)),
    db
      .select({
        details: registrationRequests.details,
        decisionReason: registrationRequests.decisionReason,
        birthDate: members.birthDate,
      })
      .from(registrationRequests)
      .innerJoin(members, eq(members.id, registrationRequests.memberId))
      .where(eq(registrationRequests.id, id)),
  ]);
  if (!row || !extra) return undefined;
  const request = toRequestRow(row);
  // A renewal's details name its season and bill by id: the office reads them in words.
  const details =
    request.kind === 'renewal'
      ? { ...extra.details, ...(await renewalDetailsOf(db, request.applicant.id, extra.details)) }
      : extra.details;
  const [files, duplicates, timeline] = await Promise.all([
    requestFiles(db, id),
    // The answers as sent and the member row as it is now may differ (a corrected application): both count.
    possibleDuplicates(db, {
      memberId: request.applicant.id,
      emiratesIds: [...new Set([...textOf(request.applicant.emiratesId), ...textOf(details.emiratesId)])],
      emails: [...new Set([request.applicant.email, ...textOf(details.email)])],
      name: request.applicant.name,
      birthDate: extra.birthDate,
    }),
    itemTimeline(db, 'request', id),
  ]);
  const state = { status: request.status, clubNamed: request.club !== null };
  return {
    ...request,
    details,
    files,
    possibleDuplicates: duplicates,
    decisionReason: extra.decisionReason,
    allowedActions: can(principal, 'requests.decide') ? allowedRequestActions(state, 'office') : [],
    timeline,
  };
}
