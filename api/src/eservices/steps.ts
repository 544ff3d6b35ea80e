import {
  type AddServiceDocumentsSchema,
  finalServiceStatuses,
  type ObjectionReason,
  openServiceStatuses,
  partyAnswerOf,
  partyChoices,
  type PartyChoice,
  serviceAuditActions,
  type ServiceDecisionSchema,
  ServiceErrorCodes,
  serviceOfficeTransitions,
  type ServicePartyRole,
  type ServiceRequestStatus,
  uaeToday,
} from '@uaeaf/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import type * as v from 'valibot';
import { writeAudit } from '../audit/audit';
import { closeBill } from '../billing/close-bill';
import type { Database } from '../db/client';
import {
  clubPlayers,
  members,
  serviceRequestFiles,
  serviceRequestParties,
  serviceRequests,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { ServiceContext } from './context';
import { newVerificationCode } from './document';
import { lettersTo, mailServiceStep, type ServiceLetter } from './notify';
import type { ResolvedUploads } from '../uploads/store';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const notFound = () => new ApiError(404, 'not_found', 'No such service request');

// A bill the workflow cancels says why in both languages, Arabic line first, as the API's other closings do: a page
// shows the line of its language (`textIn`).
const declinedReason = 'رفض النادي المستقبل الانتقال.\nThe receiving club declined the transfer.';
const withdrawnReason = 'سُحب الطلب.\nThe request was withdrawn.';

function refusal(status: ServiceRequestStatus, code?: string): ApiError {
  if ((finalServiceStatuses as readonly string[]).includes(status)) {
    return new ApiError(
      409,
      ServiceErrorCodes.alreadyDecided,
      'This request has already been decided; reload it',
    );
  }
  if (code === ServiceErrorCodes.awaitingParties) {
    return new ApiError(409, code, 'This request still waits for a club to answer');
  }
  return new ApiError(
    409,
    ServiceErrorCodes.invalidTransition,
    'This request cannot take that step in its status',
  );
}

/** The request row, locked: every step on one request takes its turn (a party, the job, the office). */
async function lockRequest(tx: Transaction, id: number) {
  const [request] = await tx
    .select({
      id: serviceRequests.id,
      kind: serviceRequests.kind,
      status: serviceRequests.status,
      requesterId: serviceRequests.requesterId,
      playerId: serviceRequests.playerId,
      billId: serviceRequests.billId,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id))
    .for('update');
  return request;
}
type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

async function partiesOf(tx: Transaction, requestId: number) {
  return tx
    .select({
      role: serviceRequestParties.role,
      clubId: serviceRequestParties.clubId,
      answer: serviceRequestParties.answer,
    })
    .from(serviceRequestParties)
    .where(eq(serviceRequestParties.requestId, requestId))
    .orderBy(asc(serviceRequestParties.role));
}

async function playerName(db: Pick<Database, 'select'>, playerId: number | null) {
  if (playerId === null) return null;
  const [row] = await db
    .select({ ar: members.nameAr, en: members.nameEn })
    .from(members)
    .where(eq(members.id, playerId));
  return row ?? null;
}

interface Answered {
  request: LockedRequest;
  clubId: number;
  answer: 'agreed' | 'objected' | 'declined' | 'deemedAgreed';
  objection: ObjectionReason | null;
}

/**
 * A party's answer in the caller's transaction, the request locked: the party's row moves from `pending` (a second
 * answer, or the silence job after the club answered, matches nothing: undefined), then the request: `declined` when
 * the receiving club declines (its unpaid bill cancelled), `awaitingOffice` once no party is pending. One audit row
 * with the request's statuses before and after; the actor is null for silence.
 */
async function recordAnswer(
  tx: Transaction,
  step: {
    requestId: number;
    role: ServicePartyRole;
    answer: Answered['answer'];
    objection: ObjectionReason | null;
    note: string | null;
    by: number | null;
    at: Date;
  },
): Promise<Answered | undefined> {
  const request = await lockRequest(tx, step.requestId);
  if (!request || request.status !== 'awaitingParties') return undefined;
  const [party] = await tx
    .update(serviceRequestParties)
    .set({
      answer: step.answer,
      objection: step.objection,
      note: step.note,
      answeredAt: step.at,
      answeredBy: step.by,
    })
    .where(
      and(
        eq(serviceRequestParties.requestId, step.requestId),
        eq(serviceRequestParties.role, step.role),
        eq(serviceRequestParties.answer, 'pending'),
      ),
    )
    .returning({ clubId: serviceRequestParties.clubId });
  if (!party) return undefined;
  const pending = (await partiesOf(tx, step.requestId)).some((one) => one.answer === 'pending');
  const to: ServiceRequestStatus =
    step.answer === 'declined' ? 'declined' : pending ? 'awaitingParties' : 'awaitingOffice';
  if (to !== request.status) {
    await tx
      .update(serviceRequests)
      .set({ status: to, updatedAt: step.at })
      .where(eq(serviceRequests.id, request.id));
  }
  if (to === 'declined' && request.billId !== null && step.by !== null) {
    await closeBill(tx, {
      billId: request.billId,
      status: 'cancelled',
      reason: declinedReason,
      actorId: step.by,
      at: step.at,
    });
  }
  const action =
    step.answer === 'deemedAgreed'
      ? 'deemedAgreed'
      : step.answer === 'agreed'
        ? 'agree'
        : step.answer === 'objected'
          ? 'object'
          : 'decline';
  await writeAudit(tx, {
    actorId: step.by,
    subject: 'request',
    subjectId: request.id,
    memberId: request.playerId ?? request.requesterId,
    action: serviceAuditActions[action],
    fromStatus: request.status,
    toStatus: to,
    reason: [step.role, step.objection, step.note].filter(Boolean).join(': '),
  });
  return { request, clubId: party.clubId, answer: step.answer, objection: step.objection };
}

/** Who hears of a party's answer: the requester and the player, and the other party. */
async function mailAnswer(ctx: ServiceContext, answered: Answered, by: number | null) {
  const [parties, player, [club]] = await Promise.all([
    ctx.db
      .select({ clubId: serviceRequestParties.clubId })
      .from(serviceRequestParties)
      .where(eq(serviceRequestParties.requestId, answered.request.id)),
    playerName(ctx.db, answered.request.playerId),
    ctx.db
      .select({ ar: members.nameAr, en: members.nameEn })
      .from(members)
      .where(eq(members.id, answered.clubId)),
  ]);
  await mailServiceStep(ctx, {
    requestId: answered.request.id,
    kind: answered.request.kind,
    player,
    letters: lettersTo(
      [
        answered.request.requesterId,
        answered.request.playerId,
        ...parties.map((party) => party.clubId),
      ].filter((id) => id !== answered.clubId),
      by,
      { step: 'partyAnswered', club: club!, answer: answered.answer, objection: answered.objection },
    ),
  });
}

/**
 * `POST /api/account/services/:id/answer`: the releasing club agrees or objects (with a stated reason), the receiving
 * club agrees or declines. Any club that is no party to the request: 404. An answer the role does not give: 400 on
 * `answer`. A second answer, or one after the request moved on: 409 `already_answered`. A club under a penalty still
 * answers: the answer is owed to the player (decision 017's rule for applicants).
 */
export async function answerAsParty(
  ctx: ServiceContext,
  clubId: number,
  requestId: number,
  input: { answer: PartyChoice; objection?: ObjectionReason | undefined; note?: string | undefined },
) {
  const [party] = await ctx.db
    .select({ role: serviceRequestParties.role })
    .from(serviceRequestParties)
    .where(and(eq(serviceRequestParties.requestId, requestId), eq(serviceRequestParties.clubId, clubId)));
  if (!party) throw notFound();
  if (!(partyChoices[party.role] as readonly PartyChoice[]).includes(input.answer)) {
    throw new ApiError(400, 'validation_failed', 'This party does not give that answer', {
      answer: ['validation.invalid'],
    });
  }
  const at = ctx.now();
  const answered = await ctx.db.transaction((tx) =>
    recordAnswer(tx, {
      requestId,
      role: party.role,
      answer: partyAnswerOf[input.answer],
      objection: input.objection ?? null,
      note: input.note === undefined || input.note === '' ? null : input.note,
      by: clubId,
      at,
    }),
  );
  if (!answered) {
    throw new ApiError(
      409,
      ServiceErrorCodes.alreadyAnswered,
      'This request has already been answered or moved on',
    );
  }
  await mailAnswer(ctx, answered, clubId);
}

/** How many silent parties one run of the job takes; the next run (a minute later) takes the rest. */
const silenceBatch = 200;

/**
 * The 14-day rule: every party still silent at its deadline is taken as agreeing, as the system (actor null). Safe to
 * run in any number of processes at once: the request is locked and the party's row moves only from `pending`, so
 * each silence is applied, audited and mailed once. Answers the number applied.
 */
export async function applySilence(ctx: ServiceContext): Promise<number> {
  const at = ctx.now();
  const due = await ctx.db
    .select({ requestId: serviceRequestParties.requestId, role: serviceRequestParties.role })
    .from(serviceRequestParties)
    // Only requests still waiting for their parties: a withdrawn or rejected one keeps its silent parties pending,
    // which would otherwise fill every batch for ever.
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestParties.requestId))
    .where(
      and(
        eq(serviceRequestParties.answer, 'pending'),
        lte(serviceRequestParties.answerBy, at),
        eq(serviceRequests.status, 'awaitingParties'),
      ),
    )
    .orderBy(asc(serviceRequestParties.answerBy))
    .limit(silenceBatch);
  let applied = 0;
  for (const party of due) {
    const answered = await ctx.db.transaction((tx) =>
      recordAnswer(tx, { ...party, answer: 'deemedAgreed', objection: null, note: null, by: null, at }),
    );
    if (!answered) continue;
    applied++;
    await mailAnswer(ctx, answered, null);
  }
  return applied;
}

/**
 * The office's decision on a request (`POST /api/office/services/:id/decision`), the request locked: approve (only
 * once no party is pending: 409 `awaiting_parties`), reject with a reason, or ask for documents (the reason says
 * which). Approving a transfer moves the player to the receiving club (`club_players`: the club that may enter them
 * from now on; entries made before keep the club that made them); approving a release ends their place at the
 * releasing club. A rejection cancels the request's unpaid bill. One audit row; everyone concerned is mailed after.
 */
export async function decideService(
  ctx: ServiceContext,
  staffId: number,
  requestId: number,
  input: v.InferOutput<typeof ServiceDecisionSchema>,
) {
  const at = ctx.now();
  const reason = input.reason ?? null;
  const decided = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request) throw notFound();
    const transitions: Partial<Record<string, ServiceRequestStatus>> =
      serviceOfficeTransitions[request.status];
    const to = transitions[input.decision];
    if (!to) {
      const waiting = input.decision === 'approve' && request.status === 'awaitingParties';
      throw refusal(request.status, waiting ? ServiceErrorCodes.awaitingParties : undefined);
    }
    await tx
      .update(serviceRequests)
      .set({
        status: to,
        officeNote: input.decision === 'approve' ? null : reason,
        updatedAt: at,
        ...(input.decision === 'approve' && { approvedAt: at, verificationCode: newVerificationCode() }),
      })
      .where(eq(serviceRequests.id, requestId));
    const parties = await partiesOf(tx, requestId);
    const clubOf = (role: ServicePartyRole) => parties.find((party) => party.role === role)?.clubId;
    if (input.decision === 'approve' && request.playerId !== null) {
      const receiving = clubOf('receivingClub');
      if (request.kind === 'playerTransfer' && receiving !== undefined) {
        await tx
          .insert(clubPlayers)
          .values({ playerId: request.playerId, clubId: receiving, joinedOn: uaeToday(at) })
          .onConflictDoUpdate({
            target: clubPlayers.playerId,
            set: { clubId: receiving, joinedOn: uaeToday(at) },
          });
      }
      const releasing = clubOf('releasingClub');
      if (request.kind === 'playerRelease' && releasing !== undefined) {
        await tx
          .delete(clubPlayers)
          .where(and(eq(clubPlayers.playerId, request.playerId), eq(clubPlayers.clubId, releasing)));
      }
    }
    if (input.decision === 'reject' && request.billId !== null) {
      await closeBill(tx, {
        billId: request.billId,
        status: 'cancelled',
        reason: reason!,
        actorId: staffId,
        at,
      });
    }
    await writeAudit(tx, {
      actorId: staffId,
      subject: 'request',
      subjectId: requestId,
      memberId: request.playerId ?? request.requesterId,
      action: serviceAuditActions[input.decision],
      fromStatus: request.status,
      toStatus: to,
      reason,
    });
    return { request, parties };
  });
  const { request, parties } = decided;
  const news =
    input.decision === 'approve'
      ? ({ step: 'approved' } as const)
      : input.decision === 'reject'
        ? ({ step: 'rejected', reason: reason! } as const)
        : ({ step: 'documentsRequested', reason: reason! } as const);
  // Asking for documents concerns whoever adds them; a decision concerns every party.
  const concerned =
    input.decision === 'requestDocuments'
      ? [request.requesterId, request.playerId]
      : [request.requesterId, request.playerId, ...parties.map((party) => party.clubId)];
  await mailServiceStep(ctx, {
    requestId,
    kind: request.kind,
    player: await playerName(ctx.db, request.playerId),
    letters: lettersTo(concerned, null, news) satisfies ServiceLetter[],
  });
}

/**
 * `POST /api/account/services/:id/documents`: the requester (or the player) adds what the office asked for, and the
 * request returns to the office's queue. Anyone else: 404. Not waiting for documents: 409.
 */
export async function addServiceDocuments(
  ctx: ServiceContext,
  memberId: number,
  requestId: number,
  uploads: ResolvedUploads<v.InferOutput<typeof AddServiceDocumentsSchema>>,
) {
  const at = ctx.now();
  const input = uploads.values;
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || (request.requesterId !== memberId && request.playerId !== memberId)) throw notFound();
    if (request.status !== 'moreDocuments') throw refusal(request.status);
    await uploads.claim(tx);
    await tx
      .update(serviceRequests)
      .set({ status: 'awaitingOffice', updatedAt: at })
      .where(eq(serviceRequests.id, requestId));
    await tx.insert(serviceRequestFiles).values(
      input.files.map(({ name, file }) => ({
        requestId,
        field: name,
        contentType: file.type,
        byteSize: file.bytes.byteLength,
        bytes: file.bytes,
        added: true,
      })),
    );
    await writeAudit(tx, {
      actorId: memberId,
      subject: 'request',
      subjectId: requestId,
      memberId: request.playerId ?? request.requesterId,
      action: serviceAuditActions.addDocuments,
      fromStatus: 'moreDocuments',
      toStatus: 'awaitingOffice',
      reason: input.files.map((file) => file.name).join(', '),
    });
  });
}

/**
 * `POST /api/account/services/:id/withdraw`: the requester, or the player a release or transfer is about, takes an
 * open request back (`withdrawn`, final), its unpaid bill cancelled; the pending parties' answers are no longer asked
 * for (the silence job reads only requests still awaiting them). Anyone else, a party club included: 404. A request no
 * longer open: 409 (`already_decided`). A penalty does not stop it: taking a request back asks nothing of anyone
 * (decision 035's rule). Everyone else concerned is mailed after.
 */
export async function withdrawService(ctx: ServiceContext, memberId: number, requestId: number) {
  const at = ctx.now();
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || (request.requesterId !== memberId && request.playerId !== memberId)) throw notFound();
    if (!(openServiceStatuses as readonly string[]).includes(request.status)) throw refusal(request.status);
    await tx
      .update(serviceRequests)
      .set({ status: 'withdrawn', updatedAt: at })
      .where(eq(serviceRequests.id, requestId));
    if (request.billId !== null) {
      await closeBill(tx, {
        billId: request.billId,
        status: 'cancelled',
        reason: withdrawnReason,
        actorId: memberId,
        at,
      });
    }
    await writeAudit(tx, {
      actorId: memberId,
      subject: 'request',
      subjectId: requestId,
      memberId: request.playerId ?? request.requesterId,
      action: serviceAuditActions.withdraw,
      fromStatus: request.status,
      toStatus: 'withdrawn',
      reason: null,
    });
    return { request, parties: await partiesOf(tx, requestId) };
  });
  const { request, parties } = withdrawn;
  const [by] = await ctx.db
    .select({ ar: members.nameAr, en: members.nameEn })
    .from(members)
    .where(eq(members.id, memberId));
  await mailServiceStep(ctx, {
    requestId,
    kind: request.kind,
    player: await playerName(ctx.db, request.playerId),
    letters: lettersTo(
      [request.requesterId, request.playerId, ...parties.map((party) => party.clubId)],
      memberId,
      { step: 'withdrawn', by: by! },
    ),
  });
}
