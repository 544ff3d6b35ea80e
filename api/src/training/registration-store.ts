import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import { closeBill } from '../billing/close-bill';
import { issueBill } from '../billing/issue-bill';
import { uaeToday } from '../calendar';
import { trainingRegistrations } from '../db/schema';
import type { CourseTerms, Executor } from './admission';

/** Why cancelling a registration cancelled its bill, as the member reads it on the bill: Arabic, then English. */
export const cancelledWithRegistration =
  'أُلغي التسجيل في الدورة قبل بدئها.\nThe course registration was cancelled before the course started.';

/**
 * Gives the registration its seat: the status, the fee's bill (category electronic services, decision 054) to the
 * member, and the audit row, in the caller's transaction. `actorId` is who caused it: the member registering, or the
 * member whose cancellation let a waiting one move up.
 */
export async function takeSeat(
  db: Executor,
  registration: { id: number; memberId: number; from: 'waiting' | null },
  course: CourseTerms,
  actorId: number,
  at: Date,
): Promise<void> {
  let billId: number | null = null;
  if (course.feeFils !== null) {
    const bill = await issueBill(db, {
      memberId: registration.memberId,
      actorId,
      category: 'electronicServices',
      name: { ar: `دورة تدريبية: ${course.name.ar}`, en: `Training course: ${course.name.en}` },
      amountFils: course.feeFils,
      issuedOn: uaeToday(at),
    });
    billId = bill.id;
  }
  await db
    .update(trainingRegistrations)
    .set({ status: 'registered', billId })
    .where(eq(trainingRegistrations.id, registration.id));
  await writeAudit(db, {
    actorId,
    subject: 'courseRegistration',
    subjectId: registration.id,
    memberId: registration.memberId,
    action: registration.from ? 'courseRegistration.movedUp' : 'courseRegistration.registered',
    fromStatus: registration.from,
    toStatus: 'registered',
  });
}

/** A new registration, waiting or with its seat, in the caller's transaction; its id. */
export async function insertRegistration(
  db: Executor,
  course: CourseTerms,
  memberId: number,
  seat: boolean,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(trainingRegistrations)
    .values({ courseId: course.id, memberId, status: 'waiting', createdAt: at })
    .returning({ id: trainingRegistrations.id });
  const id = row!.id;
  if (seat) {
    await takeSeat(db, { id, memberId, from: null }, course, memberId, at);
  } else {
    await writeAudit(db, {
      actorId: memberId,
      subject: 'courseRegistration',
      subjectId: id,
      memberId,
      action: 'courseRegistration.waiting',
      toStatus: 'waiting',
    });
  }
  return id;
}

/** Cancels a live registration and its unpaid bill, with the audit row, in the caller's transaction. */
export async function cancelRegistration(
  db: Executor,
  registration: { id: number; memberId: number; status: 'registered' | 'waiting'; billId: number | null },
  at: Date,
): Promise<void> {
  await db
    .update(trainingRegistrations)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(eq(trainingRegistrations.id, registration.id));
  await writeAudit(db, {
    actorId: registration.memberId,
    subject: 'courseRegistration',
    subjectId: registration.id,
    memberId: registration.memberId,
    action: 'courseRegistration.cancelled',
    fromStatus: registration.status,
    toStatus: 'cancelled',
  });
  if (registration.billId !== null) {
    await closeBill(db, {
      billId: registration.billId,
      status: 'cancelled',
      reason: cancelledWithRegistration,
      actorId: registration.memberId,
      at,
    });
  }
}
