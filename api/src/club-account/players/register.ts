import { randomBytes } from 'node:crypto';
import { type LocalizedText, registrationSchemas, requestAuditActions } from '@uaeaf/contracts';
import { resetLink } from '../../auth/reset-mail';
import { issueResetToken } from '../../auth/reset-tokens';
import { hashPassword, type PasswordHashing } from '../../auth/passwords';
import { writeAudit } from '../../audit/audit';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { members, registrationRequests } from '../../db/schema';
import { clubRegisteredMail } from '../../mail/club-registered-mail';
import type { Mailer } from '../../mail/mailer';
import {
  assertNoConflict,
  assertServedLookups,
  conflictOf,
  registrationName,
  registrationPerson,
  type RegistrationValues,
  splitRegistration,
  storeFiles,
} from '../../registration/registration';
import type { ResolvedUploads } from '../../uploads/store';

/** The players form as a club fills it in for a new player of its own (no password, no club: decision 033). */
export const clubPlayerForm = registrationSchemas.players.byClub();

export interface NewPlayerOptions {
  passwordHashing: PasswordHashing;
  mailer: Mailer;
  publicOrigin: string;
}

/**
 * A new player registered by their club: the member and a `new` request already `Accepted` by the club (it is the one
 * that would accept it; `requested_by` and `club_id` are the club), its files (the club's uploads claimed, decision
 * 052) and audit row in one transaction; then
 * the player is mailed that the club registered them, with the password reset link to choose their password. Until
 * then their password is a random one nobody knows.
 */
export async function registerClubPlayer(
  db: Database,
  club: { id: number; name: LocalizedText },
  uploads: ResolvedUploads<RegistrationValues>,
  at: { now: Date; lang: 'ar' | 'en'; clientAddress: string },
  { passwordHashing, mailer, publicOrigin }: NewPlayerOptions,
): Promise<number> {
  const { values } = uploads;
  assertServedLookups(values);
  const email = values.email as string;
  const emiratesId = values.emiratesId as string | undefined;
  await assertNoConflict(db, email, emiratesId);
  const { files, details } = splitRegistration(values);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), passwordHashing);
  const name = registrationName(values);
  let memberId: number;
  try {
    memberId = await db.transaction(async (tx) => {
      await uploads.claim(tx);
      const [member] = await tx
        .insert(members)
        .values({
          email,
          passwordHash,
          accountType: 'player',
          nameAr: name.ar,
          nameEn: name.en,
          membershipStatus: 'Accepted',
          emiratesId: emiratesId ?? null,
          language: at.lang,
          ...registrationPerson(values),
        })
        .returning({ id: members.id });
      const [request] = await tx
        .insert(registrationRequests)
        .values({
          memberId: member!.id,
          kind: 'new',
          form: 'players',
          status: 'Accepted',
          details,
          clubId: club.id,
          requestedBy: club.id,
          clientAddress: at.clientAddress,
        })
        .returning({ id: registrationRequests.id });
      await writeAudit(tx, {
        actorId: club.id,
        subject: 'request',
        subjectId: request!.id,
        memberId: member!.id,
        action: requestAuditActions.submit,
        toStatus: 'Accepted',
        reason: uaeToday(at.now),
      });
      await storeFiles(tx, request!.id, files);
      return member!.id;
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
  const token = await issueResetToken(db, memberId, at.now);
  await mailer.send(
    clubRegisteredMail({
      to: email,
      language: at.lang,
      name,
      club: club.name,
      setPasswordLink: resetLink(publicOrigin, at.lang, token),
      publicOrigin,
    }),
  );
  return memberId;
}
