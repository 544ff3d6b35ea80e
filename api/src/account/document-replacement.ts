import {
  documentReplacementErrorCodes,
  documentReplacementSchemas,
  type MemberDocumentKind,
  MemberDocumentKinds,
  requestAuditActions,
  validationMessages,
} from '@uaeaf/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeAudit } from '../audit/audit';
import type { SessionEnv } from '../auth/require-session';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { registrationRequests } from '../db/schema';
import type { Upload } from '../files/uploads';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { notFound } from '../http/path';
import { storeFiles } from '../registration/registration';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';

export interface ReplacementReceipt {
  id: number;
}

const isDocument = (name: string): name is MemberDocumentKind =>
  (MemberDocumentKinds as readonly string[]).includes(name);

/**
 * `POST /api/account/documents/:document`: the member sends a new file (both sides of an Emirates ID) and its expiry
 * day. It is a request of kind `document` in the registration requests (decision 056), so the office decides it in
 * its requests queue; the member's document changes only once it is approved. One at a time per document (409
 * `replacement_pending`); an expiry on or before today is refused on its field; nothing is stored on a refusal.
 */
export async function replaceDocument(
  c: Context<SessionEnv>,
  db: Database,
  document: string,
  at: Date,
): Promise<ReplacementReceipt> {
  if (!isDocument(document)) throw notFound(c);
  const member = c.get('member');
  const today = uaeToday(at);
  const uploads = await resolveUploads(
    db,
    ownerOfForm(c, member.id),
    await parseJsonBody(c, documentReplacementSchemas[document]),
  );
  const { values } = uploads;
  const expiresOn = 'expiresOn' in values ? (values.expiresOn as string) : null;
  if (expiresOn !== null && expiresOn <= today) {
    throw new ApiError(400, 'validation_failed', 'The new document must still be valid after today', {
      expiresOn: [validationMessages.expiryPassed],
    });
  }
  const [registration] = await db
    .select({ form: registrationRequests.form })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.memberId, member.id), eq(registrationRequests.kind, 'new')))
    .orderBy(desc(registrationRequests.createdAt))
    .limit(1);
  const files = Object.entries(values).flatMap(([field, value]) =>
    field === 'expiresOn' ? [] : [{ field, ...(value as Upload) }],
  );
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(
        and(
          eq(registrationRequests.memberId, member.id),
          eq(registrationRequests.kind, 'document'),
          eq(registrationRequests.status, 'Pending'),
          sql`${registrationRequests.details} ->> 'document' = ${document}`,
        ),
      );
    if (pending) {
      throw new ApiError(
        409,
        documentReplacementErrorCodes.pending,
        'A replacement of this document is already waiting for the office',
      );
    }
    const [request] = await tx
      .insert(registrationRequests)
      .values({
        memberId: member.id,
        kind: 'document',
        // The form the member registered with: the office's queue names and filters requests by it.
        form: registration?.form ?? member.accountType,
        details: { document, expiresOn },
        clientAddress: clientAddress(c),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: registrationRequests.id });
    const id = request!.id;
    await uploads.claim(tx);
    await storeFiles(tx, id, files);
    await writeAudit(tx, {
      actorId: member.id,
      memberId: member.id,
      subject: 'request',
      subjectId: id,
      action: requestAuditActions.submit,
      fromStatus: null,
      toStatus: 'Pending',
      reason: null,
    });
    return { id };
  });
}
