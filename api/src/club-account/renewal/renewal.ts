import { type FeeCode, RenewalErrorCodes, type RenewalView, requestAuditActions } from '@uaeaf/contracts';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import { issueBill } from '../../billing/issue-bill';
import { feeNames } from '../../billing/fee-names';
import type { Database } from '../../db/client';
import { bills, fees, members, registrationRequests, seasons } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Reader = Pick<Database, 'select'>;
type Member = Pick<SessionMember, 'id' | 'accountType'>;

/** What `details` of a club's renewal request holds: the season renewed for and the bill it made. */
interface RenewalDetails {
  seasonId: number;
  seasonName: string;
  billId: number;
}

function renewalFee(member: Member): FeeCode {
  return member.accountType === 'academy' ? 'licenseRenewal.academy' : 'licenseRenewal.club';
}

/** The first season that starts after the membership's validity (after today for one that has none). */
async function nextSeason(db: Reader, validUntil: string | null, today: string) {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
    .from(seasons)
    .where(gt(seasons.startDate, validUntil && validUntil > today ? validUntil : today))
    .orderBy(asc(seasons.startDate))
    .limit(1);
  return season;
}

async function dueIn(db: Reader, member: Member, seasonId: number) {
  const [row] = await db
    .select({ amountFils: fees.amountFils })
    .from(fees)
    .where(and(eq(fees.seasonId, seasonId), eq(fees.code, renewalFee(member))));
  return row?.amountFils;
}

function renewalsOf(db: Reader, memberId: number) {
  return db
    .select({
      requestId: registrationRequests.id,
      status: registrationRequests.status,
      createdAt: registrationRequests.createdAt,
      details: registrationRequests.details,
      decisionReason: registrationRequests.decisionReason,
    })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.memberId, memberId), eq(registrationRequests.kind, 'renewal')))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
}

/**
 * A renewal request as the office reads it: the season by name and the bill (number, amount, status now). The request
 * keeps ids (a player's contract renewal only the season's), and the membership officer may not open the finance
 * office's bills.
 */
export async function renewalDetailsOf(db: Reader, memberId: number, details: Record<string, unknown>) {
  const { seasonId, seasonName, billId } = details as Partial<RenewalDetails>;
  const [[season], [bill]] = await Promise.all([
    typeof seasonName !== 'string' && typeof seasonId === 'number'
      ? db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId))
      : [{ name: seasonName ?? null }],
    typeof billId === 'number'
      ? db
          .select({ number: bills.number, amountFils: bills.amountFils, status: bills.status })
          .from(bills)
          .where(and(eq(bills.id, billId), eq(bills.memberId, memberId)))
      : [],
  ]);
  return { seasonName: season?.name ?? null, bill: bill ?? null };
}

export async function renewalView(db: Database, member: Member, today: string): Promise<RenewalView> {
  const [row] = await db
    .select({ validUntil: members.validUntil })
    .from(members)
    .where(eq(members.id, member.id));
  const validUntil = row?.validUntil ?? null;
  const season = await nextSeason(db, validUntil, today);
  const requests = await renewalsOf(db, member.id);
  const billIds = requests.flatMap((request) => {
    const id = (request.details as Partial<RenewalDetails>).billId;
    return typeof id === 'number' ? [id] : [];
  });
  const billRows = billIds.length
    ? await db
        .select({ id: bills.id, number: bills.number, amountFils: bills.amountFils, status: bills.status })
        .from(bills)
        .where(and(inArray(bills.id, billIds), eq(bills.memberId, member.id)))
    : [];
  return {
    validUntil,
    nextSeason: season ?? null,
    dueFils: (season && (await dueIn(db, member, season.id))) ?? null,
    pending: requests.some((request) => request.status === 'Pending'),
    history: requests.map((request) => {
      const details = request.details as Partial<RenewalDetails>;
      return {
        requestId: request.requestId,
        status: request.status,
        submittedAt: request.createdAt.toISOString(),
        seasonName: details.seasonName ?? null,
        decisionReason: request.decisionReason,
        bill: billRows.find((bill) => bill.id === details.billId) ?? null,
      };
    }),
  };
}

/**
 * The club's or academy's renewal for the next season: a `renewal` request for the office (no club step) and its
 * licence renewal bill at the next season's amount, with their audit rows, in one transaction. The member row is
 * locked first, so of two at once one makes the request and the other finds it pending. Refused while one is pending
 * and when the next season does not exist or has no amount for the fee.
 */
export async function requestRenewal(
  db: Database,
  member: Member,
  at: { today: string; clientAddress: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ validUntil: members.validUntil })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    const pending = await tx
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(
        and(
          eq(registrationRequests.memberId, member.id),
          eq(registrationRequests.kind, 'renewal'),
          eq(registrationRequests.status, 'Pending'),
        ),
      );
    if (pending.length > 0) {
      throw new ApiError(409, RenewalErrorCodes.pending, 'A renewal is already waiting for the federation');
    }
    const season = await nextSeason(tx, row?.validUntil ?? null, at.today);
    const amountFils = season && (await dueIn(tx, member, season.id));
    if (!season || amountFils === undefined) {
      throw new ApiError(
        409,
        RenewalErrorCodes.notPriced,
        'The next season is not open for renewals yet: its renewal fee has no amount',
      );
    }
    const code = renewalFee(member);
    const bill = await issueBill(tx, {
      memberId: member.id,
      actorId: member.id,
      category: 'licenseRenewal',
      feeCode: code,
      name: { ar: `${feeNames[code].ar} ${season.name}`, en: `${feeNames[code].en} ${season.name}` },
      amountFils,
      issuedOn: at.today,
    });
    const details: RenewalDetails = { seasonId: season.id, seasonName: season.name, billId: bill.id };
    const [request] = await tx
      .insert(registrationRequests)
      .values({
        memberId: member.id,
        kind: 'renewal',
        form: member.accountType,
        details: { ...details },
        clientAddress: at.clientAddress,
      })
      .returning({ id: registrationRequests.id });
    await writeAudit(tx, {
      actorId: member.id,
      subject: 'request',
      subjectId: request!.id,
      memberId: member.id,
      action: requestAuditActions.submit,
      toStatus: 'Pending',
      reason: season.name,
    });
  });
}
