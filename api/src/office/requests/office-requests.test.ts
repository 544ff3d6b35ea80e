import { OfficeRequestDetailSchema, OfficeRequestListSchema, OfficeSummarySchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { guestBody } from '../../../test/registration-bodies';
import { createApplicant } from '../../../test/requests';
import type { DatabaseHandle } from '../../db/client';
import { members, registrationRequests } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

const officer = 'membership@example.ae';
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

// A fixed set of requests, each submitted on its own day of January 2026 (UAE noon), so filters and orders are exact.
const day = (date: number) => new Date(Date.UTC(2026, 0, date, 8));
let ids: Record<'huda' | 'omar' | 'zayed' | 'lina' | 'fatima', number>;
let clubId: number;
let zayedEmail: string;
let academyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  // The demo data has no requests: only this file's own are listed.
  await database.db.delete(registrationRequests);
  clubId = call.idOf('club@example.ae');
  academyId = call.idOf('academy@example.ae');
  const db = database.db;
  const huda = await createApplicant(db, {
    nameAr: 'هدى سالم',
    nameEn: 'Huda Salem',
    emiratesId: '784199012345671',
    clubId,
    submittedAt: day(3),
  });
  const omar = await createApplicant(db, {
    nameAr: 'عمر خالد',
    nameEn: 'Omar Khaled',
    form: 'coaches',
    accountType: 'coach',
    status: 'Accepted',
    clubId: academyId,
    submittedAt: day(5),
  });
  const zayed = await createApplicant(db, {
    nameAr: 'زايد حمد',
    nameEn: 'Zayed Hamad',
    kind: 'renewal',
    status: 'Approved',
    submittedAt: day(7),
  });
  const lina = await createApplicant(db, {
    nameAr: 'لينا أحمد',
    nameEn: 'Lina Ahmed',
    email: 'Lina.Search@Example.ae',
    status: 'Cancled',
    submittedAt: day(9),
  });
  const fatima = await createApplicant(db, {
    nameAr: 'فاطمة علي',
    nameEn: 'Fatima Ali',
    form: 'guest',
    accountType: 'guest',
    submittedAt: day(11),
  });
  zayedEmail = zayed.email;
  ids = {
    huda: huda.requestId,
    omar: omar.requestId,
    zayed: zayed.requestId,
    lina: lina.requestId,
    fatima: fatima.requestId,
  };
});
afterAll(() => database.close());

async function list(query: string, email = officer) {
  const response = await call.get(`/office/requests${query}`, email);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(OfficeRequestListSchema, await response.json());
}

const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('the office request list', () => {
  it('lists every request, newest first, with its applicant and the club named', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.fatima, ids.lina, ids.zayed, ids.omar, ids.huda]);
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 5, totalPages: 1 });
    const huda = page.items.find((item) => item.id === ids.huda)!;
    expect(huda).toMatchObject({
      kind: 'new',
      form: 'players',
      accountType: 'player',
      status: 'Pending',
      applicant: { name: { ar: 'هدى سالم', en: 'Huda Salem' }, emiratesId: '784199012345671' },
      club: { id: clubId, name: { en: 'Sharjah Archery Club' } },
      submittedAt: day(3).toISOString(),
    });
    expect(page.items.find((item) => item.id === ids.zayed)!.club).toBeNull();
  });

  it('filters by kind, form, status, club, queue and submission days', async () => {
    expect(idsOf(await list('?kind=renewal'))).toEqual([ids.zayed]);
    expect(idsOf(await list('?form=coaches'))).toEqual([ids.omar]);
    expect(idsOf(await list('?status=Cancled'))).toEqual([ids.lina]);
    expect(idsOf(await list(`?clubId=${academyId}`))).toEqual([ids.omar]);
    expect(idsOf(await list('?queue=pendingClub'))).toEqual([ids.huda]);
    expect(idsOf(await list('?queue=awaitingOffice'))).toEqual([ids.fatima, ids.omar]);
    expect(idsOf(await list('?from=2026-01-05&to=2026-01-09'))).toEqual([ids.lina, ids.zayed, ids.omar]);
    expect(idsOf(await list('?from=2026-01-11'))).toEqual([ids.fatima]);
    expect(idsOf(await list('?status=Pending&form=guest'))).toEqual([ids.fatima]);
    expect(idsOf(await list('?kind='))).toHaveLength(5);
  });

  it('searches names in Arabic and English, email, Emirates ID and membership number', async () => {
    expect(idsOf(await list('?q=huda'))).toEqual([ids.huda]);
    expect(idsOf(await list(`?q=${encodeURIComponent('لينا')}`))).toEqual([ids.lina]);
    // Arabic folded: a search without the hamza finds "أحمد".
    expect(idsOf(await list(`?q=${encodeURIComponent('لينا احمد')}`))).toEqual([ids.lina]);
    expect(idsOf(await list('?q=lina.search@example'))).toEqual([ids.lina]);
    expect(idsOf(await list('?q=784-1990-1234567-1'))).toEqual([ids.huda]);
    expect(idsOf(await list('?q=784199012345671'))).toEqual([ids.huda]);
    await database.db
      .update(members)
      .set({ membershipNumber: 'UAEAF-004242' })
      .where(eq(members.email, zayedEmail));
    expect(idsOf(await list('?q=UAEAF-004242'))).toEqual([ids.zayed]);
    expect(idsOf(await list('?q=4242'))).toEqual([ids.zayed]);
    expect(idsOf(await list('?q=nobody'))).toEqual([]);
    // The reference the applicant was given (decision 087), however they read it out.
    await database.db
      .update(registrationRequests)
      .set({ reference: 'REG-7K3F9-QX2M4' })
      .where(eq(registrationRequests.id, ids.fatima));
    for (const q of ['REG-7K3F9-QX2M4', 'reg 7k3f9 qx2m4', ' reg7k3f9qx2m4 ']) {
      expect(idsOf(await list(`?q=${encodeURIComponent(q)}`))).toEqual([ids.fatima]);
    }
  });

  it('sorts by name in the language asked for, by status and by submission', async () => {
    expect(idsOf(await list('?sort=name&lang=en'))).toEqual([
      ids.fatima,
      ids.huda,
      ids.lina,
      ids.omar,
      ids.zayed,
    ]);
    expect(idsOf(await list('?sort=-name&lang=en'))[0]).toBe(ids.zayed);
    // Arabic order: زايد، عمر، فاطمة، لينا، هدى
    expect(idsOf(await list('?sort=name&lang=ar'))).toEqual([
      ids.zayed,
      ids.omar,
      ids.fatima,
      ids.lina,
      ids.huda,
    ]);
    expect(idsOf(await list('?sort=status'))).toEqual([ids.fatima, ids.huda, ids.omar, ids.zayed, ids.lina]);
    expect(idsOf(await list('?sort=submitted'))).toEqual([
      ids.huda,
      ids.omar,
      ids.zayed,
      ids.lina,
      ids.fatima,
    ]);
  });

  it('pages, up to 100 rows a page', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(idsOf(second)).toEqual([ids.zayed, ids.omar]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(await list('?pageSize=500')).toMatchObject({ pageSize: 100 });
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('answers 400 with the parameter for an unknown value, never everything', async () => {
    for (const [query, field] of [
      ['?status=Rejected', 'status'],
      ['?kind=transfer', 'kind'],
      ['?form=teams', 'form'],
      ['?sort=email', 'sort'],
      ['?clubId=abc', 'clubId'],
      ['?from=2026-02-30', 'from'],
      ['?from=2026-02-01&to=2026-01-01', 'to'],
      ['?page=0', 'page'],
      ['?queue=everything', 'queue'],
    ] as const) {
      const error = await expectApiError(
        await call.get(`/office/requests${query}`, officer),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
    }
  });

  it('is for staff who read requests only', async () => {
    await expectApiError(await call.get('/office/requests'), 401, 'unauthenticated');
    await expectApiError(await call.get('/office/requests', 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/requests', 'club@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/requests', 'editor@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/requests', 'finance@example.ae'), 403, 'forbidden');
    expect((await list('', 'admin@example.ae')).total).toBe(5);
  });
});

describe('a request opened by the office', () => {
  let requestId: number;
  let applicantId: number;
  let fileIds: Record<string, number>;

  beforeAll(async () => {
    const applicant = await createApplicant(database.db, {
      // The demo player Salem, applying again under another email with another spacing of his name.
      nameAr: 'سالم  راشد الكعبي',
      nameEn: 'salem rashed al kaabi',
      birthDate: (
        await database.db
          .select({ birthDate: members.birthDate })
          .from(members)
          .where(eq(members.email, 'player@example.ae'))
      )[0]!.birthDate,
      clubId,
      details: { email: 'COACH@example.ae', emiratesId: '784198500000001', firstNameEn: 'Salem' },
      files: [
        { field: 'photo', contentType: 'image/png', bytes: png },
        { field: 'passportCopy', contentType: 'application/pdf', bytes: pdf },
      ],
    });
    requestId = applicant.requestId;
    applicantId = applicant.memberId;
    await database.db
      .update(members)
      .set({ emiratesId: '784198500000001' })
      .where(eq(members.email, 'referee@example.ae'));
    const response = await call.get(`/office/requests/${requestId}`, officer);
    const detail = v.parse(OfficeRequestDetailSchema, await response.json());
    fileIds = Object.fromEntries(detail.files.map((file) => [file.field, file.id]));
  });

  async function open(id = requestId, email = officer) {
    const response = await call.get(`/office/requests/${id}`, email);
    expect(response.status).toBe(200);
    return v.parse(OfficeRequestDetailSchema, await response.json());
  }

  it('shows everything the applicant sent, and what the officer may decide', async () => {
    const detail = await open();
    expect(detail).toMatchObject({
      id: requestId,
      status: 'Pending',
      applicant: { id: applicantId },
      club: { id: clubId },
      details: { email: 'COACH@example.ae', firstNameEn: 'Salem' },
      decisionReason: null,
      // The club has not accepted yet: the office may only reject.
      allowedActions: ['reject'],
      timeline: [],
    });
    expect(detail.files).toEqual([
      { id: fileIds.photo, field: 'photo', contentType: 'image/png', byteSize: png.byteLength },
      {
        id: fileIds.passportCopy,
        field: 'passportCopy',
        contentType: 'application/pdf',
        byteSize: pdf.byteLength,
      },
    ]);
    expect((await open(ids.fatima)).allowedActions).toEqual(['approve', 'reject']);
    expect((await open(ids.zayed)).allowedActions).toEqual([]);
  });

  it('warns of members with the same Emirates ID, email, or name and birth date', async () => {
    const { possibleDuplicates } = await open();
    const byEmail = (email: string) => possibleDuplicates.find((duplicate) => duplicate.email === email);
    expect(byEmail('player@example.ae')).toMatchObject({
      memberId: call.idOf('player@example.ae'),
      name: { en: 'Salem Rashed Al Kaabi' },
      membershipStatus: 'Approved',
      membershipNumber: expect.stringMatching(/^UAEAF-\d{6}$/),
      matches: ['nameAndBirthDate'],
    });
    expect(byEmail('coach@example.ae')?.matches).toEqual(['email']);
    expect(byEmail('referee@example.ae')?.matches).toEqual(['emiratesId']);
    expect(possibleDuplicates).toHaveLength(3);
    expect((await open(ids.fatima)).possibleDuplicates).toEqual([]);
  });

  it('serves its files to staff, as their type, never sniffed or cached', async () => {
    const photo = await call.get(`/office/requests/${requestId}/files/${fileIds.photo}`, officer);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('content-disposition')).toBe('attachment; filename="photo.png"');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(png);
    const passport = await call.get(`/office/requests/${requestId}/files/${fileIds.passportCopy}`, officer);
    expect(passport.headers.get('content-type')).toBe('application/pdf');
    expect(passport.headers.get('content-disposition')).toBe('attachment; filename="passportCopy.pdf"');
  });

  it('refuses its files to members, and a file through another request', async () => {
    const path = `/office/requests/${requestId}/files/${fileIds.photo}`;
    await expectApiError(await call.get(path, 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get(path, 'club@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get(path), 401, 'unauthenticated');
    await expectApiError(
      await call.get(`/office/requests/${ids.huda}/files/${fileIds.photo}`, officer),
      404,
      'not_found',
    );
  });

  it('answers 404 for a request that does not exist', async () => {
    await expectApiError(await call.get('/office/requests/999999', officer), 404, 'not_found');
    await expectApiError(await call.get('/office/requests/abc', officer), 404, 'not_found');
    await expectApiError(await call.get('/office/requests/1', 'coach@example.ae'), 403, 'forbidden');
  });
});

describe('the office summary', () => {
  it('counts the queues, rejections, approvals this month, active penalties and blocked members', async () => {
    const response = await call.get('/office/summary', 'editor@example.ae');
    expect(response.status).toBe(200);
    const { counts } = v.parse(OfficeSummarySchema, await response.json());
    // Huda and the duplicate test's applicant wait for their clubs; Fatima and Omar for the office.
    expect(counts).toMatchObject({ pendingClub: 2, awaitingOffice: 2, rejected: 1 });
    // Zayed was approved in January 2026, before this month.
    expect(counts.approvedThisMonth).toBe(0);
    // The demo data: the referee's and the restricted player's penalties, one blocked player.
    expect(counts.activePenalties).toBeGreaterThanOrEqual(1);
    expect(counts.blockedMembers).toBe(1);
    // The demo coach's international code.
    expect(counts.servicesAwaitingOffice).toBe(1);
  });

  it('is for staff only', async () => {
    await expectApiError(await call.get('/office/summary', 'club@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/summary'), 401, 'unauthenticated');
  });
});

describe('a registration', () => {
  it('starts its request timeline with the submission, by the applicant', async () => {
    const body = guestBody();
    const registered = await app.request('/api/register/guest', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(201);
    const [request] = await database.db
      .select({ id: registrationRequests.id, memberId: registrationRequests.memberId })
      .from(registrationRequests)
      .innerJoin(members, eq(members.id, registrationRequests.memberId))
      .where(eq(members.email, body.email));
    const { timeline } = v.parse(
      OfficeRequestDetailSchema,
      await (await call.get(`/office/requests/${request!.id}`, officer)).json(),
    );
    expect(timeline).toEqual([
      expect.objectContaining({
        actor: { id: request!.memberId, name: { ar: 'سالم محمد الكعبي', en: 'Salem Mohammed Al Kaabi' } },
        subject: 'request',
        subjectId: request!.id,
        memberId: request!.memberId,
        action: 'request.submitted',
        fromStatus: null,
        toStatus: 'Pending',
        reason: null,
      }),
    ]);
  });
});
