import { MemberDocumentsSchema, OwnRequestsSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { minimalPdf } from '../../test/pdf';
import { uploaded, TestFile, withUploadCookie } from '../../test/uploads';
import { addDays, uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { auditEvents, registrationRequests } from '../db/schema';
import type { Mail, Mailer } from '../mail/mailer';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
const today = uaeToday(new Date());
const player = 'player@example.ae';
const officer = 'membership@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { mailer, publicOrigin: 'https://www.uaearchery.ae' });
  call = await demoCallers(app, database);
});
beforeEach(() => {
  sent = [];
});
afterAll(() => database.close());

/** Sends `body` (its files uploaded first, as the browser does) to replace `document` as `email`. */
async function replace(document: string, body: Record<string, unknown>, email = player) {
  const cookie = await call.as(email);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    values[key] = value instanceof TestFile ? await uploaded(app, value, cookie) : value;
  }
  return app.request(`/api/account/documents/${document}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: withUploadCookie(cookie) },
    body: JSON.stringify(values),
  });
}

async function documentsOf(email: string) {
  const response = await call.get('/account/documents', email);
  expect(response.status).toBe(200);
  return v.parse(MemberDocumentsSchema, await response.json()).documents;
}

const passportOf = async (email: string) =>
  (await documentsOf(email)).find((d) => d.document === 'passport')!;
const pdf = () => new TestFile(minimalPdf(), 'application/pdf', 'passport.pdf');

describe('replacing a document', () => {
  it("sends the office a request; on approval the member's passport and its day change, mailed and audited", async () => {
    const before = await passportOf(player);
    expect(before.state).toBe('expiring');
    const expiresOn = addDays(today, 3650);
    const response = await replace('passport', { expiresOn, passportCopy: pdf() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    // Waiting: the old passport stays the member's, marked as being replaced; a second one is refused.
    expect(await passportOf(player)).toEqual({ ...before, replacementPending: true });
    await expectApiError(
      await replace('passport', { expiresOn, passportCopy: pdf() }),
      409,
      'replacement_pending',
    );
    // The membership requests list is not where it shows.
    const own = v.parse(OwnRequestsSchema, await (await call.get('/account/requests', player)).json());
    expect(own.requests.some((request) => request.id === id)).toBe(false);

    const office = await call.get(`/office/requests/${id}`, officer);
    expect(office.status).toBe(200);
    const detail = (await office.json()) as { kind: string; details: unknown; allowedActions: string[] };
    expect(detail).toMatchObject({ kind: 'document', details: { document: 'passport', expiresOn } });
    expect(detail.allowedActions).toEqual(['approve', 'reject']);

    const decided = await call.post(`/office/requests/${id}/decision`, officer, { decision: 'approve' });
    expect(decided.status).toBe(200);
    const after = await passportOf(player);
    expect(after).toMatchObject({ expiresOn, state: 'valid', replacementPending: false });
    expect(after.fileIds).not.toEqual(before.fileIds);
    expect(after.fileIds).toHaveLength(1);
    // The membership is as it was.
    expect((await call.get('/account/summary', player)).status).toBe(200);
    const [mail] = sent;
    expect(mail?.to).toBe(player);
    expect(`${mail?.subject} ${mail?.text}`).toMatch(/جواز السفر|passport/);
    const trail = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'request'), eq(auditEvents.subjectId, id)));
    expect(trail.map((row) => row.action)).toEqual(['request.submitted', 'request.approved']);
  });

  it('keeps the old document when the office rejects the new one, and mails the reason', async () => {
    const coach = 'coach@example.ae';
    const before = (await documentsOf(coach)).find((d) => d.document === 'emiratesId')!;
    expect(before.state).toBe('expired');
    const image = async () =>
      new TestFile(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
        'image/png',
        'side.png',
      );
    const response = await replace(
      'emiratesId',
      { expiresOn: addDays(today, 700), emiratesIdFront: await image(), emiratesIdBack: await image() },
      coach,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const reason = 'The back side cannot be read.';
    expect(
      (await call.post(`/office/requests/${id}/decision`, officer, { decision: 'reject', reason })).status,
    ).toBe(200);
    expect((await documentsOf(coach)).find((d) => d.document === 'emiratesId')).toEqual(before);
    expect(sent[0]?.text).toContain(reason);
    // A rejected replacement is no form to correct and resubmit.
    await expectApiError(
      await call.post(`/account/requests/${id}/resubmission`, coach, {}),
      404,
      'not_found',
    );
  });

  it('refuses an expiry that has passed, a missing file and an unknown document, storing nothing', async () => {
    const count = async () =>
      (await database.db.select().from(registrationRequests).where(eq(registrationRequests.kind, 'document')))
        .length;
    const before = await count();
    const past = await expectApiError(
      await replace('medicalExam', {
        expiresOn: today,
        medicalExam: new TestFile(minimalPdf(), 'application/pdf'),
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(past.fields ?? {})).toEqual(['expiresOn']);
    const missing = await expectApiError(
      await replace('passport', { expiresOn: addDays(today, 100) }),
      400,
      'validation_failed',
    );
    expect(Object.keys(missing.fields ?? {})).toEqual(['passportCopy']);
    expect((await replace('driving-licence', { expiresOn: addDays(today, 100) })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('is for members only', async () => {
    await expectApiError(await call.get('/account/documents', officer), 403, 'forbidden');
    expect((await call.get('/account/documents')).status).toBe(401);
  });
});
