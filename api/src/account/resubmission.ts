import {
  membershipAuditActions,
  type RegistrationForm,
  RegistrationQuerySchema,
  requestAuditActions,
  RequestErrorCodes,
  requestRefusal,
  ResubmissionErrorCodes,
  uaeToday,
} from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeAudit } from '../audit/audit';
import type { SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { members, registrationFiles, registrationRequests } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { notFound } from '../http/path';
import { parseQuery } from '../http/query';
import {
  assertNamedClub,
  assertNoConflict,
  assertRequiredFiles,
  assertServedLookups,
  conflictOf,
  registrationFormNamed,
  registrationName,
  registrationPerson,
  type RegistrationValues,
  splitRegistration,
  storeFiles,
} from '../registration/registration';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';

const notRejected = () =>
  new ApiError(
    409,
    RequestErrorCodes.invalidTransition,
    'Only a rejected request can be corrected and sent again',
  );

/**
 * `POST /api/account/requests/:id/resubmission?lang=`: the applicant corrects their rejected request. Order: the
 * caller's own request (404 otherwise), no penalty (403 `account_restricted`), the workflow allows it (409), the
 * form's resubmission contract, served lookups, the club named and the files it needs (400), the Emirates ID free
 * (409); then one transaction: the request back to Pending with its reason cleared and its answers and files
 * replaced, the member's details and (for a new registration) status with it, and the audit rows.
 */
export async function resubmit(c: Context<SessionEnv>, db: Database, requestId: number, at: Date) {
  const member = c.get('member');
  const [request] = await db
    .select({
      status: registrationRequests.status,
      kind: registrationRequests.kind,
      form: registrationRequests.form,
      clubId: registrationRequests.clubId,
      details: registrationRequests.details,
    })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.id, requestId), eq(registrationRequests.memberId, member.id)));
  const original = request && (registrationFormNamed(request.form) as RegistrationForm | undefined);
  // A document replacement (decision 056) is no form to correct: another is sent instead.
  if (!request || !original || request.kind === 'document') throw notFound(c);
  if (member.isRestricted) {
    throw new ApiError(
      403,
      ResubmissionErrorCodes.accountRestricted,
      'The account has been restricted due to a penalty',
    );
  }
  if (requestRefusal({ status: request.status, clubNamed: request.clubId !== null }, 'resubmit', 'member')) {
    throw notRejected();
  }

  const today = uaeToday(at);
  const { lang } = parseQuery(c, RegistrationQuerySchema);
  // New files were sent ahead by this member (decision 052); the transaction claims them.
  const uploads = await resolveUploads(
    db,
    ownerOfForm(c, member.id),
    (await parseJsonBody(c, original.resubmission().schemaOn(today))) as RegistrationValues,
  );
  const values = uploads.values;
  assertServedLookups(values);
  await assertNamedClub(db, values);
  const stored = (
    await db
      .select({ field: registrationFiles.field })
      .from(registrationFiles)
      .where(eq(registrationFiles.requestId, requestId))
  ).map((file) => file.field);
  assertRequiredFiles(original, values, stored, today);
  const emiratesId = values.emiratesId as string | undefined;
  await assertNoConflict(db, member.email, emiratesId, member.id);

  const { files, details, clubId } = splitRegistration(values);
  // Replaced by a new file, or no longer asked (a guardian's approval once of age).
  const dropped = stored.filter(
    (field) => files.some((file) => file.field === field) || !original.isAsked(field, values, today),
  );
  const name = registrationName(values);
  const becomesPending = request.kind === 'new';
  try {
    await db.transaction(async (tx) => {
      // Conditional on the status read above: a decision or another resubmission in between wins, this one is refused.
      const [moved] = await tx
        .update(registrationRequests)
        .set({
          status: 'Pending',
          decisionReason: null,
          // The login is not part of a resubmission: the email answered at registration stays with the answers.
          details: { ...details, ...(request.details.email ? { email: request.details.email } : {}) },
          clubId,
          updatedAt: at,
        })
        .where(and(eq(registrationRequests.id, requestId), eq(registrationRequests.status, request.status)))
        .returning({ id: registrationRequests.id });
      if (!moved) throw notRejected();
      await uploads.claim(tx);
      if (dropped.length > 0) {
        await tx
          .delete(registrationFiles)
          .where(and(eq(registrationFiles.requestId, requestId), inArray(registrationFiles.field, dropped)));
      }
      await storeFiles(tx, requestId, files);
      const [before] = await tx
        .select({ status: members.membershipStatus })
        .from(members)
        .where(eq(members.id, member.id));
      await tx
        .update(members)
        .set({
          nameAr: name.ar,
          nameEn: name.en,
          emiratesId: emiratesId ?? null,
          language: lang,
          ...registrationPerson(values),
          ...(becomesPending ? { membershipStatus: 'Pending' as const } : {}),
        })
        .where(eq(members.id, member.id));
      const audit = { actorId: member.id, memberId: member.id };
      await writeAudit(
        tx,
        {
          ...audit,
          subject: 'request',
          subjectId: requestId,
          action: requestAuditActions.resubmit,
          fromStatus: request.status,
          toStatus: 'Pending',
        },
        ...(becomesPending && before!.status !== 'Pending'
          ? [
              {
                ...audit,
                subject: 'member' as const,
                subjectId: member.id,
                action: membershipAuditActions.resubmit,
                fromStatus: before!.status,
                toStatus: 'Pending',
              },
            ]
          : []),
      );
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}
