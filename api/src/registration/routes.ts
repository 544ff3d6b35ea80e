import {
  canLinkUaePass,
  type LocalizedText,
  RegistrationErrorCodes,
  type RegistrationReceipt,
  RegistrationQuerySchema,
  requestAuditActions,
  uaeToday,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { writeAudit } from '../audit/audit';
import type { PasswordHashing } from '../auth/passwords';
import { assertStrongPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { members, registrationRequests } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { parseQuery } from '../http/query';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';
import {
  assertNamedClub,
  assertServedLookups,
  conflictCodeOf,
  conflictError,
  conflictOf,
  findConflict,
  registrationFormNamed,
  registrationName,
  registrationPerson,
  type RegistrationValues,
  splitRegistration,
  storeFiles,
} from './registration';
import { claimUaePassPerson, dropUaePassPersonCookie, keptUaePassPerson } from '../auth/uaepass/people';
import { registrationPrefill } from '../auth/uaepass/prefill';
import { memberEvent } from '../auth/uaepass/audit-event';
import { knownEmailMail } from './known-email-mail';
import { lockedAnswers, unlinkedUaePass, withAnswers } from './uae-pass';
import { registrationReceivedMail } from './received-mail';
import { newRegistrationReference } from './reference';

/** Whether a path is a registration, which the app counts against the client address before its route reads it. */
export function isRegistrationPath(path: string): boolean {
  const match = /^\/api\/register\/([^/]+)$/.exec(path);
  return match !== null && registrationFormNamed(match[1]!) !== undefined;
}

function unknownForm(name: string): ApiError {
  return new ApiError(404, 'not_found', `No registration form named ${name}`);
}

async function clubName(db: Database, clubId: number): Promise<LocalizedText | null> {
  const [club] = await db
    .select({ ar: members.nameAr, en: members.nameEn })
    .from(members)
    .where(eq(members.id, clubId));
  return club ?? null;
}

/**
 * `POST /api/register/:form?lang=`: creates a Pending account of the form's type with everything the form sent, mail
 * to be written in the page's language. Order: the client address's hourly allowance (429, counted by the app before
 * the body is read, decision 048; so probing which emails have accounts is limited too), the app's JSON limit (413),
 * the query and the contract's schema (400), the files it refers to (400: sent ahead from this browser, decision 052,
 * of a type the field takes), the served lookups and the club named (400), a password too easy to guess (400
 * `weak_password`), a taken Emirates ID (409), then one transaction: member, request, files claimed. A refusal claims
 * nothing, so the corrected form refers to the same uploads.
 *
 * An email that already has an account is answered as a new one (201, after the same password hash, with a reference
 * of the same form) and its owner is mailed (decision 081): the form must not tell who has an account. Every check
 * before it runs for both. A new request's applicant is mailed its reference, who decides next and how long that
 * usually takes (decision 087).
 */
export function registrationRoutes(
  db: Database,
  now: () => Date,
  {
    passwordHashing,
    mailer,
    publicOrigin,
  }: { passwordHashing: PasswordHashing; mailer: Mailer; publicOrigin: string },
): Hono {
  const routes = new Hono();

  routes.post('/register/:form', async (c) => {
    const name = c.req.param('form');
    const form = registrationFormNamed(name);
    if (!form) throw unknownForm(name);
    const at = now();
    const today = uaeToday(at);
    const { lang } = parseQuery(c, RegistrationQuerySchema);
    // A person UAE PASS vouched for: its answers stand whatever the form sent (decision 097).
    const uaePassPerson = canLinkUaePass(form.accountType) ? await keptUaePassPerson(db, c, at) : undefined;
    const locked = uaePassPerson
      ? lockedAnswers(form, registrationPrefill(uaePassPerson.identity, today))
      : {};
    const uploads = await resolveUploads(
      db,
      ownerOfForm(c),
      (await parseJsonBody(c, withAnswers(form.schemaOn(today), locked))) as RegistrationValues,
    );
    const values = uploads.values;
    assertServedLookups(values);
    await assertNamedClub(db, values);

    const address = clientAddress(c);
    const email = values.email as string;
    const emiratesId = values.emiratesId as string | undefined;
    const { files, details, password, clubId } = splitRegistration(values);
    const memberName = registrationName(values);
    assertStrongPassword(password, { email, names: [memberName.ar, memberName.en] }, 'password');
    // Made before the checks that follow, so that a taken email is answered with one as well (decision 081).
    const reference = newRegistrationReference();
    const receipt = () =>
      c.json<RegistrationReceipt>(
        {
          status: 'Pending',
          accountType: form.accountType,
          reference,
          decidesNext: clubId === null ? 'federation' : 'club',
        },
        201,
      );
    const emailTaken = async () => {
      await mailer.send(knownEmailMail(email, lang, publicOrigin));
      return receipt();
    };

    const found = await findConflict(db, email, emiratesId);
    // Hashed whatever the conflict, so a taken email takes as long to answer as a new one.
    const passwordHash = await hashPassword(password, passwordHashing);
    if (found === RegistrationErrorCodes.emailTaken) return emailTaken();
    if (found) throw conflictError(found);
    const uaePassUuid = uaePassPerson && (await unlinkedUaePass(db, uaePassPerson.identity.uuid));
    try {
      await db.transaction(async (tx) => {
        await uploads.claim(tx);
        // Used once: a second registration from the same browser is an ordinary one.
        const linked = uaePassPerson && uaePassUuid && (await claimUaePassPerson(tx, uaePassPerson.idHash));
        const [member] = await tx
          .insert(members)
          .values({
            email,
            passwordHash,
            accountType: form.accountType,
            nameAr: memberName.ar,
            nameEn: memberName.en,
            membershipStatus: 'Pending',
            emiratesId: emiratesId ?? null,
            uaePassUuid: linked ? uaePassUuid : null,
            language: lang,
            ...registrationPerson(values),
          })
          .returning({ id: members.id });
        const [request] = await tx
          .insert(registrationRequests)
          .values({
            memberId: member!.id,
            kind: 'new',
            form: name,
            details,
            clubId,
            clientAddress: address,
            reference,
          })
          .returning({ id: registrationRequests.id });
        await writeAudit(tx, {
          actorId: member!.id,
          subject: 'request',
          subjectId: request!.id,
          memberId: member!.id,
          action: requestAuditActions.submit,
          toStatus: 'Pending',
        });
        if (linked) await writeAudit(tx, memberEvent(member!.id, 'member.uaePassLinked'));
        await storeFiles(tx, request!.id, files);
      });
    } catch (error) {
      if (conflictCodeOf(error) === RegistrationErrorCodes.emailTaken) return emailTaken();
      throw conflictOf(error) ?? error;
    }
    if (uaePassPerson) dropUaePassPersonCookie(c);
    await mailer.send(
      registrationReceivedMail({
        to: email,
        language: lang,
        name: memberName,
        reference,
        club: clubId === null ? null : await clubName(db, clubId),
        publicOrigin,
      }),
    );
    return receipt();
  });

  return routes;
}
