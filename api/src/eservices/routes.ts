import {
  AddServiceDocumentsSchema,
  type BulkRequestDecisionResult,
  BulkServiceDecisionSchema,
  can,
  ElectronicServiceKinds,
  type ElectronicServiceKind,
  type OfficeServiceList,
  OfficeServiceListQuerySchema,
  pageCount,
  pageOffset,
  PartyAnswerSchema,
  type ServiceRequest,
  type ServiceRequestList,
  type ServicesAwaiting,
  type ServicePlayer,
  ServicePlayerQuerySchema,
  ServiceDecisionSchema,
  type ServiceFees,
  type ServiceSettings,
  ServiceSettingsSchema,
  DocumentLanguageSchema,
  ServiceErrorCodes,
  uaeToday,
  verificationPagePath,
} from '@uaeaf/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { principalOf, requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import { refuseRestricted } from '../club-account/teams/club-players';
import type { DatabaseHandle } from '../db/client';
import { serviceRequestFiles, serviceRequests } from '../db/schema';
import { sendUpload } from '../files/serve';
import { ApiError } from '../http/errors';
import { parseJsonBody } from '../http/body';
import { idParam, notFound } from '../http/path';
import { consume, postgresLimiter, secondsOf } from '../http/rate-limiter';
import { parseQuery } from '../http/query';
import { ownerOfForm } from '../uploads/owner';
import { resolveUploads } from '../uploads/store';
import type { ServiceContext } from './context';
import { approvedRequest, renderServiceDocument } from './document';
import { playerLookupsPerHour, servicePlayer } from './player-lookup';
import { serviceFeesFor } from './fees';
import { addServiceDocuments, answerAsParty, decideService, withdrawService } from './steps';
import { submitService } from './submit';
import { readServiceSettings, writeServiceSettings } from './settings';
import {
  concerning,
  countAwaitingAnswer,
  readServiceRequest,
  readServiceRequests,
  type Viewer,
} from './view';

/** A request's file, to whoever may read the request, as every upload is sent (decision 042). */
async function serveFile(c: Context<SessionEnv>, ctx: ServiceContext, viewer: Viewer) {
  const requestId = idParam(c);
  if (!(await readServiceRequest(ctx.db, requestId, viewer))) throw notFound(c);
  const [file] = await ctx.db
    .select({
      field: serviceRequestFiles.field,
      contentType: serviceRequestFiles.contentType,
      bytes: serviceRequestFiles.bytes,
    })
    .from(serviceRequestFiles)
    .where(
      and(eq(serviceRequestFiles.id, idParam(c, 'fileId')), eq(serviceRequestFiles.requestId, requestId)),
    );
  if (!file) throw notFound(c);
  c.header('Cache-Control', 'no-store');
  return sendUpload(c, file);
}

/**
 * An approved request's letter or certificate (`?lang=ar|en`, Arabic when not given), to whoever may read the
 * request; 409 `service_not_approved` before the office approves it.
 */
async function serveDocument(c: Context<SessionEnv>, ctx: ServiceContext, viewer: Viewer) {
  const id = idParam(c);
  const { lang } = parseQuery(c, DocumentLanguageSchema);
  const found = await approvedRequest(ctx.db, id, await readServiceRequest(ctx.db, id, viewer));
  if (found === 'missing') throw notFound(c);
  if (found === 'notApproved') {
    throw new ApiError(409, ServiceErrorCodes.notApproved, 'The office has not approved this request');
  }
  // The public page that shows what it states, in the document's language.
  const verifyUrl = `${ctx.publicOrigin}${verificationPagePath(lang, found.verificationCode!)}`;
  const file = await renderServiceDocument(found, lang, verifyUrl);
  return c.body(file as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${found.verificationCode}-${lang}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

function serviceKindParam(c: Context): ElectronicServiceKind {
  const kind = c.req.param('kind') ?? '';
  if (!(ElectronicServiceKinds as readonly string[]).includes(kind)) throw notFound(c);
  return kind as ElectronicServiceKind;
}

/**
 * A member's side (decision 039): their requests and those naming them, what each service costs, asking for a service, a party's answer, the
 * documents the office asked for, withdrawing, and the files. Every member kind reads (`own.read`); a kind that does not ask for a
 * service is refused by the route (403 `service_not_available`); only clubs and academies answer as parties.
 */
export function accountServiceRoutes(ctx: ServiceContext, database: DatabaseHandle): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const lookups = postgresLimiter(database, 'service_player_lookup', playerLookupsPerHour, 60 * 60);
  const session = requireSession(ctx.db, ctx.now);
  const read = requirePermission('own.read');
  const member = (c: Context<SessionEnv>): Viewer => ({ kind: 'member', memberId: c.get('member').id });

  routes.get('/account/services', session, read, async (c) => {
    const items = await readServiceRequests(ctx.db, concerning(ctx.db, c.get('member').id), member(c));
    return c.json<ServiceRequestList>({ items });
  });

  // Before `:id`, which would take `fees` (or `awaiting`, `player`) for an id and answer 404.
  routes.get('/account/services/fees', session, read, async (c) =>
    c.json<ServiceFees>(await serviceFeesFor(ctx.db, c.get('member').accountType, uaeToday(ctx.now()))),
  );

  routes.get('/account/services/awaiting', session, read, async (c) =>
    c.json<ServicesAwaiting>({ awaiting: await countAwaitingAnswer(ctx.db, c.get('member').id) }),
  );

  routes.get('/account/services/player', session, requirePermission('club.account'), async (c) => {
    const caller = c.get('member');
    refuseRestricted(caller);
    const { membershipNumber } = parseQuery(c, ServicePlayerQuerySchema);
    const counted = await consume(lookups, String(caller.id));
    if (counted.over) {
      c.header('Retry-After', String(secondsOf(counted)));
      throw new ApiError(429, ServiceErrorCodes.tooManyLookups, 'Too many players looked up this hour');
    }
    return c.json<ServicePlayer>(await servicePlayer(ctx.db, membershipNumber));
  });

  routes.get('/account/services/:id', session, read, async (c) => {
    const request = await readServiceRequest(ctx.db, idParam(c), member(c));
    if (!request) throw notFound(c);
    return c.json<ServiceRequest>(request);
  });

  routes.get('/account/services/:id/files/:fileId', session, read, (c) => serveFile(c, ctx, member(c)));

  routes.get('/account/services/:id/document.pdf', session, read, (c) => serveDocument(c, ctx, member(c)));

  routes.post('/account/services/:kind', session, requirePermission('services.request'), async (c) =>
    c.json<ServiceRequest>(await submitService(c, ctx, serviceKindParam(c)), 201),
  );

  routes.post(
    '/account/services/:id/answer',
    session,
    requirePermission('club.requests.decide'),
    async (c) => {
      const id = idParam(c);
      const input = await parseJsonBody(c, PartyAnswerSchema);
      await answerAsParty(ctx, c.get('member').id, id, input);
      return c.json<ServiceRequest>((await readServiceRequest(ctx.db, id, member(c)))!);
    },
  );

  routes.post('/account/services/:id/documents', session, requirePermission('own.resubmit'), async (c) => {
    const id = idParam(c);
    // Each file was sent ahead by this member (decision 052); a refusal names its path (`files.0.file`) for the form.
    const uploads = await resolveUploads(
      ctx.db,
      ownerOfForm(c, c.get('member').id),
      await parseJsonBody(c, AddServiceDocumentsSchema),
    );
    await addServiceDocuments(ctx, c.get('member').id, id, uploads);
    return c.json<ServiceRequest>((await readServiceRequest(ctx.db, id, member(c)))!);
  });

  routes.post('/account/services/:id/withdraw', session, requirePermission('own.resubmit'), async (c) => {
    const id = idParam(c);
    await withdrawService(ctx, c.get('member').id, id);
    return c.json<ServiceRequest>((await readServiceRequest(ctx.db, id, member(c)))!);
  });

  return routes;
}

/** The office's queue of service requests, one request, its files, decisions, and the answer period. */
export function officeServiceRoutes(ctx: ServiceContext): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(ctx.db, ctx.now);
  const read = requirePermission('requests.read');
  const decide = requirePermission('requests.decide');
  const office = (c: Context<SessionEnv>): Viewer => ({
    kind: 'office',
    mayDecide: can(principalOf(c.get('member')), 'requests.decide'),
  });

  routes.get('/office/services/settings', session, read, async (c) =>
    c.json<ServiceSettings>(await readServiceSettings(ctx.db)),
  );

  routes.put('/office/services/settings', session, decide, async (c) => {
    const settings = await parseJsonBody(c, ServiceSettingsSchema);
    return c.json<ServiceSettings>(
      await writeServiceSettings(ctx.db, settings, c.get('member').id, ctx.now()),
    );
  });

  routes.get('/office/services', session, read, async (c) => {
    const query = parseQuery(c, OfficeServiceListQuerySchema);
    const where: SQL | undefined = and(
      query.kind === undefined ? undefined : eq(serviceRequests.kind, query.kind),
      query.status === undefined ? undefined : eq(serviceRequests.status, query.status),
    );
    const [items, [counted]] = await Promise.all([
      readServiceRequests(ctx.db, where, office(c), { limit: query.pageSize, offset: pageOffset(query) }),
      ctx.db.select({ total: count() }).from(serviceRequests).where(where),
    ]);
    const total = counted!.total;
    return c.json<OfficeServiceList>({
      items,
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: pageCount(total, query.pageSize),
    });
  });

  // Each request is decided in a transaction of its own: one that cannot take the decision is skipped with its code,
  // and never holds back or undoes the others (decision 017's rule).
  routes.post('/office/services/decisions', session, decide, async (c) => {
    const { ids, decision, reason } = await parseJsonBody(c, BulkServiceDecisionSchema);
    const result: BulkRequestDecisionResult = { decided: [], skipped: [] };
    for (const id of ids) {
      try {
        await decideService(ctx, c.get('member').id, id, { decision, reason });
        result.decided.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.skipped.push({ id, code: error.code });
      }
    }
    return c.json<BulkRequestDecisionResult>(result);
  });

  routes.get('/office/services/:id', session, read, async (c) => {
    const request = await readServiceRequest(ctx.db, idParam(c), office(c));
    if (!request) throw notFound(c);
    return c.json<ServiceRequest>(request);
  });

  routes.get('/office/services/:id/files/:fileId', session, read, (c) => serveFile(c, ctx, office(c)));

  routes.get('/office/services/:id/document.pdf', session, read, (c) => serveDocument(c, ctx, office(c)));

  routes.post('/office/services/:id/decision', session, decide, async (c) => {
    const id = idParam(c);
    const input = await parseJsonBody(c, ServiceDecisionSchema);
    await decideService(ctx, c.get('member').id, id, input);
    return c.json<ServiceRequest>((await readServiceRequest(ctx.db, id, office(c)))!);
  });

  return routes;
}
