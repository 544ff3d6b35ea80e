import {
  OfficeSummarySchema,
  ServiceRequestListSchema,
  type ServiceRequest,
  VerificationSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { pdfPages } from '../documents/pdf-text';
import { demoVerificationCode } from '../seed/services-seed';
import { unknownCodesPerHour } from './verify-routes';

// A file of its own: the limiter counts per address, and every call here comes from the same one.
let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function servicesOf(email: string): Promise<ServiceRequest[]> {
  const response = await call.get('/account/services', email);
  expect(response.status).toBe(200);
  return v.parse(ServiceRequestListSchema, await response.json()).items;
}

describe('the demo service requests', () => {
  it('give each page something to show: awaiting the office, approved with its letter, documents asked, rejected', async () => {
    const [code] = await servicesOf('coach@example.ae');
    expect(code).toMatchObject({
      kind: 'internationalCode',
      status: 'awaitingOffice',
      allowedActions: ['withdraw'],
      files: [{ field: 'passportCopy' }, { field: 'photo', contentType: 'image/png' }],
      bill: { status: 'unpaid' },
    });
    expect(code!.timeline.map((event) => event.action)).toEqual(['service.submitted']);

    const club = await servicesOf('club@example.ae');
    const event = club.find((request) => request.kind === 'eventOrganisation')!;
    expect(event).toMatchObject({
      status: 'moreDocuments',
      officeNote: expect.stringContaining('civil defence'),
      allowedActions: ['addDocuments', 'withdraw'],
    });
    expect(event.timeline.map((step) => [step.action, step.by])).toEqual([
      ['service.submitted', 'club'],
      ['service.documentsRequested', 'office'],
    ]);
    const approved = club.find((request) => request.kind === 'equipmentImport')!;
    expect(approved).toMatchObject({ status: 'approved', verificationCode: demoVerificationCode });
    const letter = await call.get(`/account/services/${approved.id}/document.pdf?lang=en`, 'club@example.ae');
    expect(letter.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await letter.arrayBuffer()))).flat().join(' ');
    expect(text).toContain('No-objection letter');
    expect(text).toContain(`/en/verify/${demoVerificationCode}`);

    const [rejected] = await servicesOf('referee@example.ae');
    expect(rejected).toMatchObject({ status: 'rejected', bill: { status: 'cancelled' }, allowedActions: [] });
    // The academy's list stays empty: a browser test reads it so.
    expect(await servicesOf('academy@example.ae')).toEqual([]);

    const summary = await call.get('/office/summary', 'membership@example.ae');
    expect(v.parse(OfficeSummarySchema, await summary.json()).counts.servicesAwaitingOffice).toBe(1);
  });
});

describe('GET /api/verify/:code', () => {
  it('states what the document says, to anyone, in any case', async () => {
    const response = await call.get(`/verify/${demoVerificationCode.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(v.parse(VerificationSchema, await response.json())).toEqual({
      type: 'serviceDocument',
      code: demoVerificationCode,
      kind: 'equipmentImport',
      document: 'noObjectionLetter',
      holder: { ar: expect.any(String), en: 'Sharjah Archery Club' },
      requester: { ar: expect.any(String), en: 'Sharjah Archery Club' },
      parties: [],
      approvedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('refuses a malformed code on its field, and answers 404 for an unknown one', async () => {
    for (const malformed of ['hello', 'UAEAF-0000-0000-0000', 'UAEAF-ABCD-EFGH']) {
      const error = await expectApiError(await call.get(`/verify/${malformed}`), 400, 'validation_failed');
      expect(error.fields).toEqual({ code: ['validation.invalid'] });
    }
    await expectApiError(await call.get('/verify/UAEAF-AAAA-BBBB-CCCC'), 404, 'not_found');
  });

  it('stops an address after too many unknown codes, with Retry-After, whatever the code', async () => {
    // One unknown code was asked for above; found codes are given back.
    for (let index = 1; index < unknownCodesPerHour; index++) {
      await expectApiError(
        await call.get(`/verify/UAEAF-AAAA-AAAA-${'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.charAt(index)}AAA`),
        404,
        'not_found',
      );
      if (index === 10) expect((await call.get(`/verify/${demoVerificationCode}`)).status).toBe(200);
    }
    const refused = await call.get('/verify/UAEAF-AAAA-AAAA-ZZZZ');
    await expectApiError(refused.clone(), 429, 'too_many_verifications');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectApiError(await call.get(`/verify/${demoVerificationCode}`), 429, 'too_many_verifications');
  });
});
