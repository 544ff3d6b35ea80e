import {
  type ElectronicServiceKind,
  mayRequestService,
  requestsAsClub,
  serviceAuditActions,
  ServiceErrorCodes,
  serviceFees,
  serviceFormSchema,
  serviceParties,
  type ServicePartyRole,
  uaeToday,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeAudit } from '../audit/audit';
import type { SessionEnv } from '../auth/require-session';
import { billFee } from '../billing/fees';
import { refuseRestricted } from '../club-account/teams/club-players';
import type { Database } from '../db/client';
import {
  clubPlayers,
  members,
  seasons,
  serviceRequestFiles,
  serviceRequestParties,
  serviceRequests,
} from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { isUpload } from '../files/uploads';
import { parseJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import type { ServiceContext } from './context';
import { lettersTo, mailServiceStep } from './notify';
import { hasOpenPlayerRequest, playerByNumber, playerNotFound } from './player-lookup';
import { partyAnswerDays } from './settings';
import { readServiceRequest } from './view';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';

const dayMs = 24 * 60 * 60 * 1000;

interface UploadedFile {
  field: string;
  type: string;
  bytes: Uint8Array;
}

/** The form's files, stored apart, and the rest of its answers, as `details` keeps them. */
function splitForm(values: Record<string, unknown>) {
  const files: UploadedFile[] = [];
  const details: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (isUpload(value)) files.push({ field, type: value.type, bytes: value.bytes });
    else if (value !== undefined) details[field] = value;
  }
  return { files, details };
}

function fieldError(field: string, message = 'validation.invalid'): ApiError {
  return new ApiError(400, 'validation_failed', 'The request body is not valid', { [field]: [message] });
}

const refusals = {
  notAvailable: () =>
    new ApiError(403, ServiceErrorCodes.notAvailable, 'This account does not ask for this service'),
  noClub: () =>
    new ApiError(
      409,
      ServiceErrorCodes.noClub,
      'The player has no club to be released from, or is not yours',
    ),
  sameClub: () =>
    new ApiError(
      409,
      ServiceErrorCodes.sameClub,
      'The player already plays for the club named to receive them',
    ),
  pending: () =>
    new ApiError(
      409,
      ServiceErrorCodes.playerPending,
      'A release or transfer of this player is already open',
    ),
};

/** The player's club now, or undefined when they have none. */
async function clubOf(db: Pick<Database, 'select'>, playerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ clubId: clubPlayers.clubId })
    .from(clubPlayers)
    .where(eq(clubPlayers.playerId, playerId));
  return row?.clubId;
}

/**
 * The player a club names: its own by id (a release, from its roster), another club's by the membership number the
 * player gave it (a transfer: a club cannot know another's ids). Neither a player: 400 on `playerId`, 404
 * `player_not_found` on `membershipNumber`.
 */
async function namedPlayer(db: Database, values: Record<string, unknown>): Promise<number> {
  if (typeof values['membershipNumber'] === 'string') {
    const player = await playerByNumber(db, values['membershipNumber']);
    if (!player) throw playerNotFound();
    return player.id;
  }
  const playerId = values['playerId'] as number;
  const [player] = await db
    .select({ accountType: members.accountType })
    .from(members)
    .where(eq(members.id, playerId));
  if (!player || !['player', 'individual'].includes(player.accountType)) throw fieldError('playerId');
  return playerId;
}

interface Parties {
  playerId: number;
  clubs: Partial<Record<ServicePartyRole, number>>;
}

/**
 * Who a release or transfer concerns: the player (the caller, or the club's choice), their club now (releasing), and
 * the club they move to (the caller when a club asks, or the one the player named).
 */
async function partiesOf(
  db: Database,
  kind: 'playerRelease' | 'playerTransfer',
  caller: { id: number; asClub: boolean },
  values: Record<string, unknown>,
): Promise<Parties> {
  const playerId = caller.asClub ? await namedPlayer(db, values) : caller.id;
  const releasing = await clubOf(db, playerId);
  if (releasing === undefined) throw refusals.noClub();
  if (kind === 'playerRelease') {
    if (caller.asClub && releasing !== caller.id) throw refusals.noClub();
    return { playerId, clubs: { releasingClub: releasing } };
  }
  const receiving = caller.asClub ? caller.id : (values['receivingClubId'] as number);
  if (!caller.asClub) {
    const [club] = await db
      .select({ accountType: members.accountType, status: members.membershipStatus })
      .from(members)
      .where(eq(members.id, receiving));
    if (!club || !['club', 'academy'].includes(club.accountType) || club.status !== 'Approved') {
      throw fieldError('receivingClubId');
    }
  }
  if (receiving === releasing) throw refusals.sameClub();
  return { playerId, clubs: { releasingClub: releasing, receivingClub: receiving } };
}

/**
 * `POST /api/account/services/:kind`. Order: the caller's kind may ask for it (403 `service_not_available`), no
 * penalty (403 `account_restricted`), the form (400, files judged by their bytes), the player, clubs and season
 * (400 on the field, 409 `player_has_no_club` / `same_club`), no open release or transfer of the player (409); then one
 * transaction: the request, its parties (the caller's own party has agreed by asking), files, the fee's bill
 * (`billFee`, 409 `fee_not_priced` when the season has no amount) and the audit row. The parties are mailed after.
 */
export async function submitService(
  c: Context<SessionEnv>,
  ctx: ServiceContext,
  kind: ElectronicServiceKind,
) {
  const member = c.get('member');
  if (!mayRequestService(kind, member.accountType)) throw refusals.notAvailable();
  refuseRestricted(member);
  const asClub = requestsAsClub(member.accountType);
  // Files were sent ahead by this member and checked there (decisions 042, 052); the transaction claims them.
  const uploads = await resolveUploads(
    ctx.db,
    ownerOfForm(c, member.id),
    (await parseJsonBody(c, serviceFormSchema(kind, asClub))) as Record<string, unknown>,
  );
  const values = uploads.values;
  const { db } = ctx;
  const at = ctx.now();
  const today = uaeToday(at);

  let parties: Parties | undefined;
  if (kind === 'playerRelease' || kind === 'playerTransfer') {
    parties = await partiesOf(db, kind, { id: member.id, asClub }, values);
    const [season] = await db
      .select({ id: seasons.id })
      .from(seasons)
      .where(eq(seasons.name, values['season'] as string));
    if (!season) throw fieldError('season');
    if (await hasOpenPlayerRequest(db, parties.playerId)) throw refusals.pending();
  }

  const { files, details } = splitForm(values);
  // The player is the request's own column; the number a club typed is not an answer of the form.
  delete details['playerId'];
  delete details['membershipNumber'];
  const answerBy = new Date(at.getTime() + (await partyAnswerDays(db)) * dayMs);
  const roles = serviceParties[kind] as readonly ServicePartyRole[];
  const partyRows = roles.map((role) => {
    const clubId = parties!.clubs[role]!;
    const own = clubId === member.id;
    return {
      role,
      clubId,
      answerBy,
      answer: own ? ('agreed' as const) : ('pending' as const),
      answeredAt: own ? at : null,
      answeredBy: own ? member.id : null,
    };
  });
  const status = partyRows.some((party) => party.answer === 'pending') ? 'awaitingParties' : 'awaitingOffice';

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await uploads.claim(tx);
      const [request] = await tx
        .insert(serviceRequests)
        .values({
          kind,
          status,
          requesterId: member.id,
          playerId: parties?.playerId ?? null,
          details,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: serviceRequests.id });
      const requestId = request!.id;
      if (partyRows.length > 0) {
        await tx.insert(serviceRequestParties).values(partyRows.map((party) => ({ ...party, requestId })));
      }
      if (files.length > 0) {
        await tx.insert(serviceRequestFiles).values(
          files.map((file) => ({
            requestId,
            field: file.field,
            contentType: file.type,
            byteSize: file.bytes.byteLength,
            bytes: file.bytes,
          })),
        );
      }
      const bill = await billFee(tx, {
        memberId: member.id,
        feeCode: serviceFees[kind],
        actorId: member.id,
        day: today,
      });
      await tx.update(serviceRequests).set({ billId: bill.id }).where(eq(serviceRequests.id, requestId));
      await writeAudit(tx, {
        actorId: member.id,
        subject: 'request',
        subjectId: requestId,
        memberId: parties?.playerId ?? member.id,
        action: serviceAuditActions.submit,
        toStatus: status,
        reason: kind,
      });
      return requestId;
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('service_requests_open_player')) throw refusals.pending();
    throw error;
  }

  const request = (await readServiceRequest(db, id, { kind: 'member', memberId: member.id }))!;
  await mailServiceStep(ctx, {
    requestId: id,
    kind,
    player: request.player?.name ?? null,
    letters: [
      ...partyRows
        .filter((party) => party.answer === 'pending')
        .flatMap((party) =>
          lettersTo([party.clubId], member.id, {
            step: 'answerAsked',
            requester: member.name,
            answerBy: uaeToday(answerBy),
          }),
        ),
      ...(asClub && parties
        ? lettersTo([parties.playerId], member.id, { step: 'requestedForYou', requester: member.name })
        : []),
    ],
  });
  return request;
}
