import type { AccountProfile } from '@uaeaf/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { members, registrationFiles, registrationRequests } from '../db/schema';
import { idParam, notFound } from '../http/path';

/**
 * The caller's own account data. Every query is scoped to the session's member: another member's file answers 404
 * exactly like a file that does not exist, so ids reveal nothing.
 */
export function accountRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/account/*', requireSession(db, now));

  routes.get('/account/profile', async (c) => {
    const { id } = c.get('member');
    const [member] = await db
      .select({
        id: members.id,
        email: members.email,
        nameAr: members.nameAr,
        nameEn: members.nameEn,
        accountType: members.accountType,
        membershipStatus: members.membershipStatus,
        createdAt: members.createdAt,
      })
      .from(members)
      .where(eq(members.id, id));
    const [request] = await db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, id))
      .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
      .limit(1);
    const files = request
      ? await db
          .select({
            id: registrationFiles.id,
            field: registrationFiles.field,
            contentType: registrationFiles.contentType,
            byteSize: registrationFiles.byteSize,
          })
          .from(registrationFiles)
          .where(eq(registrationFiles.requestId, request.id))
          .orderBy(registrationFiles.id)
      : [];
    return c.json<AccountProfile>({
      member: {
        id: member!.id,
        email: member!.email,
        name: { ar: member!.nameAr, en: member!.nameEn },
        accountType: member!.accountType,
        membershipStatus: member!.membershipStatus,
        createdAt: member!.createdAt.toISOString(),
      },
      registration: request
        ? {
            form: request.form,
            status: request.status,
            submittedAt: request.createdAt.toISOString(),
            details: request.details,
          }
        : null,
      files: files as AccountProfile['files'],
    });
  });

  routes.get('/account/files/:id', async (c) => {
    const fileId = idParam(c);
    const [file] = await db
      .select({
        field: registrationFiles.field,
        contentType: registrationFiles.contentType,
        bytes: registrationFiles.bytes,
      })
      .from(registrationFiles)
      .innerJoin(registrationRequests, eq(registrationRequests.id, registrationFiles.requestId))
      .where(and(eq(registrationFiles.id, fileId), eq(registrationRequests.memberId, c.get('member').id)))
      .limit(1);
    if (!file) throw notFound(c);
    const extension =
      file.contentType === 'application/pdf' ? 'pdf' : file.contentType.slice('image/'.length);
    c.header('Content-Type', file.contentType);
    // Field names are the contract's identifiers (ASCII letters), so the header needs no quoting beyond this.
    c.header('Content-Disposition', `inline; filename="${file.field}.${extension}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });

  return routes;
}
