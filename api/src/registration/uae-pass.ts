import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { RegistrationForm, UaePassPrefill } from '@uaeaf/contracts';
import type { Database } from '../db/client';
import { members } from '../db/schema';

/** The answers UAE PASS locked that this form asks (a guest's form has no Emirates ID, for one). */
export function lockedAnswers(form: RegistrationForm, prefill: UaePassPrefill): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(prefill.locked).filter(([field]) => Object.hasOwn(form.entries, field)),
  );
}

/** The form's schema judging the body with the locked answers put back over whatever it sent for them. */
export function withAnswers<TSchema extends v.GenericSchema>(
  schema: TSchema,
  locked: Record<string, unknown>,
) {
  if (Object.keys(locked).length === 0) return schema;
  return v.pipe(
    v.unknown(),
    v.transform((body) =>
      body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...locked } : body,
    ),
    schema,
  );
}

/**
 * The UAE PASS account to link the new member to, unless a member holds it already (the same person registering a
 * second time from another browser): that registration goes on unlinked rather than failing on the unique index.
 */
export async function unlinkedUaePass(db: Database, uuid: string): Promise<string | undefined> {
  const [holder] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.uaePassUuid, uuid))
    .limit(1);
  return holder ? undefined : uuid;
}
