import {
  type RegistrationReceipt,
  RegistrationQuerySchema,
  requestAuditActions,
  uaeToday,
} from '@uaeaf/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { writeAudit } from '../audit/audit';
import type { PasswordHashing } from '../auth/passwords';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { members, registrationRequests } from '../db/schema';
import { verifyUploads } from '../files/uploads';
import { parseJsonBody } from '../http/body';
import { limitBody } from '../http/body-limit';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { parseQuery } from '../http/query';
import {
  assertNamedClub,
  assertNoConflict,
  assertServedLookups,
  conflictOf,
  registrationFormNamed,
  registrationName,
  registrationPerson,
  type RegistrationValues,
  splitRegistration,
  storeFiles,
} from './registration';

/**
 * Whether a path is a registration, or the resubmission of one, which the app's general body limit must leave to the
 * route's own (larger) limit.
 */
export function isRegistrationPath(path: string): boolean {
  if (/^\/api\/account\/requests\/\d+\/resubmission$/.test(path)) return true;
  // A club's new player (api/src/club-account/players): the players form, limited by its own route.
  if (path === '/api/account/club/players/register') return true;
  const match = /^\/api\/register\/([^/]+)$/.exec(path);
  return match !== null && registrationFormNamed(match[1]!) !== undefined;
}

function unknownForm(name: string): ApiError {
  return new ApiError(404, 'not_found', `No registration form named ${name}`);
}

/**
 * `POST /api/register/:form?lang=`: creates a Pending account of the form's type with everything the form sent, mail
 * to be written in the page's language. Order: the client address's hourly allowance (429, counted by the app before
 * the body is read, decision 048; so probing which emails have accounts is limited too), body limit (413), the
 * query and the contract's schema (400), the served lookups and the club named (400), duplicates (409), then one
 * transaction: member, request, files.
 */
export function registrationRoutes(db: Database, now: () => Date, passwordHashing: PasswordHashing): Hono {
  const routes = new Hono();

  const sized: MiddlewareHandler = async (c, next) => {
    const name = c.req.param('form') ?? '';
    const form = registrationFormNamed(name);
    if (!form) throw unknownForm(name);
    return limitBody(form.maxBodyBytes)(c, next);
  };

  routes.post('/register/:form', sized, async (c) => {
    const name = c.req.param('form');
    const form = registrationFormNamed(name);
    if (!form) throw unknownForm(name);
    const at = now();
    const { lang } = parseQuery(c, RegistrationQuerySchema);
    const values = await verifyUploads(
      (await parseJsonBody(c, form.schemaOn(uaeToday(at)))) as RegistrationValues,
    );
    assertServedLookups(values);
    await assertNamedClub(db, values);

    const address = clientAddress(c);
    const email = values.email as string;
    const emiratesId = values.emiratesId as string | undefined;
    await assertNoConflict(db, email, emiratesId);

    const { files, details, password, clubId } = splitRegistration(values);
    const passwordHash = await hashPassword(password, passwordHashing);
    const memberName = registrationName(values);
    try {
      await db.transaction(async (tx) => {
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
            language: lang,
            ...registrationPerson(values),
          })
          .returning({ id: members.id });
        const [request] = await tx
          .insert(registrationRequests)
          .values({ memberId: member!.id, kind: 'new', form: name, details, clubId, clientAddress: address })
          .returning({ id: registrationRequests.id });
        await writeAudit(tx, {
          actorId: member!.id,
          subject: 'request',
          subjectId: request!.id,
          memberId: member!.id,
          action: requestAuditActions.submit,
          toStatus: 'Pending',
        });
        await storeFiles(tx, request!.id, files);
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
    return c.json<RegistrationReceipt>({ status: 'Pending', accountType: form.accountType }, 201);
  });

  return routes;
}
