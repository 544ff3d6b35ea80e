import type {
  AccountProfile,
  MemberAccountSummary,
  MemberDocuments,
  ClubAccountRequests,
  OwnRequest,
  OwnRequests,
  WithdrawalReceipt,
} from '@uaeaf/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { members, registrationFiles, registrationRequests } from '../db/schema';
import { sendUpload } from '../files/serve';
import { memberDocuments } from '../member-documents/member-documents';
import { idParam, notFound } from '../http/path';
import { clubAccountRequests, withdrawRequest } from './club-requests';
import { replaceDocument, type ReplacementReceipt } from './document-replacement';
import { ownRequests } from './requests';
import { resubmit } from './resubmission';
import { memberSummary } from './summary';

/**
 * The caller's own account data, for members (staff have no such account: 403). Every query is scoped to the
 * session's member: another member's file or request answers 404 exactly like one that does not exist, so ids
 * reveal nothing.
 */
export function accountRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/account/*', requireSession(db, now), requirePermission('own.read'));

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
      // The registration, not whatever request came last: a later renewal or termination is not a form to correct.
      .where(and(eq(registrationRequests.memberId, id), eq(registrationRequests.kind, 'new')))
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
            id: request.id,
            form: request.form,
            status: request.status,
            clubId: request.clubId,
            decisionReason: request.decisionReason,
            submittedAt: request.createdAt.toISOString(),
            details: request.details,
          }
        : null,
      files: files as AccountProfile['files'],
    });
  });

  routes.get('/account/summary', async (c) =>
    c.json<MemberAccountSummary>(await memberSummary(db, c.get('member').id, uaeToday(now()))),
  );

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
    return sendUpload(c, file);
  });

  routes.get('/account/requests', async (c) =>
    c.json<OwnRequests>(await ownRequests(db, c.get('member').id)),
  );

  routes.post('/account/requests/:id/resubmission', requirePermission('own.resubmit'), async (c) => {
    const id = idParam(c);
    await resubmit(c, db, id, now());
    const { requests } = await ownRequests(db, c.get('member').id);
    return c.json<OwnRequest>(requests.find((request) => request.id === id)!);
  });

  routes.post('/account/requests/:id/withdrawal', requirePermission('own.resubmit'), async (c) =>
    c.json<WithdrawalReceipt>(await withdrawRequest(c, db, idParam(c), now())),
  );

  routes.get('/account/documents', async (c) =>
    c.json<MemberDocuments>({ documents: await memberDocuments(db, c.get('member').id, uaeToday(now())) }),
  );

  routes.post('/account/documents/:document', requirePermission('own.resubmit'), async (c) =>
    c.json<ReplacementReceipt>(await replaceDocument(c, db, c.req.param('document'), now()), 201),
  );

  routes.get('/account/club/requests', requirePermission('club.account'), async (c) =>
    c.json<ClubAccountRequests>(await clubAccountRequests(db, c.get('member').id)),
  );

  return routes;
}
