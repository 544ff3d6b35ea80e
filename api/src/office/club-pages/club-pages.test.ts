import { ClubDetailSchema, ClubPageListResponseSchema, ClubPageSchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { clubs } from '../../db/schema';

/** The clubs' public pages in the office (decision 069): saved live, checked on each field, audited. */

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => new Date('2026-11-25T09:00:00+04:00') });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

async function firstClub() {
  const list = await json(await call.get('/office/club-pages', editor), ClubPageListResponseSchema);
  expect(list.total).toBeGreaterThan(0);
  return json(await call.get(`/office/club-pages/${list.items[0]!.id}`, editor), ClubPageSchema);
}

describe("a club's public page", () => {
  it('saves the contacts, year, categories and officials in order, shown at once on /clubs/{id}', async () => {
    const club = await firstClub();
    await call.get(`/clubs/${club.id}`); // cached publicly: the save must empty the cache
    const saved = await json(
      await call.put(`/office/club-pages/${club.id}`, editor, {
        ...club.fields,
        phone: '+971 2 555 0101',
        website: 'https://club.example.ae',
        addressAr: 'أبوظبي، شارع المطار',
        addressEn: 'Airport Road, Abu Dhabi',
        foundationYear: '١٩٩٨',
        categories: ['women', 'men'],
        officials: [
          { role: 'director', nameAr: 'سالم علي', nameEn: 'Salem Ali' },
          { role: 'president', nameAr: 'خالد أحمد', nameEn: 'Khalid Ahmed' },
        ],
      }),
      ClubPageSchema,
    );
    expect(saved.fields.foundationYear).toBe('1998');
    const page = await json(await call.get(`/clubs/${club.id}`), ClubDetailSchema);
    expect(page).toMatchObject({
      name: club.name,
      phone: '+971 2 555 0101',
      website: 'https://club.example.ae',
      address: { ar: 'أبوظبي، شارع المطار', en: 'Airport Road, Abu Dhabi' },
      foundationYear: 1998,
      categories: ['women', 'men'],
      officials: [
        { role: 'director', name: { ar: 'سالم علي', en: 'Salem Ali' } },
        { role: 'president', name: { ar: 'خالد أحمد', en: 'Khalid Ahmed' } },
      ],
    });
    const [audit] = (await auditTrail(database.db, 'club', club.id)).slice(-1);
    expect(audit).toMatchObject({ actorId: call.idOf(editor), action: 'clubPage.edited' });
    expect(audit!.reason).toContain('phone:');
    expect(audit!.reason).toContain('"+971 2 555 0101"');
  });

  it('takes a field away: empty phone, website and address are none on the public page', async () => {
    const club = await firstClub();
    await json(
      await call.put(`/office/club-pages/${club.id}`, editor, {
        ...club.fields,
        phone: '',
        website: '',
        addressAr: '',
        addressEn: '',
        foundationYear: '',
      }),
      ClubPageSchema,
    );
    const page = await json(await call.get(`/clubs/${club.id}`), ClubDetailSchema);
    expect(page).toMatchObject({ phone: null, website: null, address: null, foundationYear: null });
  });

  it('refuses each bad field on itself and changes nothing', async () => {
    const club = await firstClub();
    const [before] = await database.db.select().from(clubs).where(eq(clubs.id, club.id));
    const error = await expectApiError(
      await call.put(`/office/club-pages/${club.id}`, editor, {
        ...club.fields,
        phone: '12',
        website: 'javascript:alert(1)',
        addressAr: 'العنوان',
        addressEn: '',
        foundationYear: '2027',
        officials: [{ role: 'president', nameAr: '', nameEn: 'Name' }],
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toMatchObject({
      phone: ['validation.phone'],
      website: ['validation.website'],
      foundationYear: ['validation.yearRange'],
      'officials.0.nameAr': ['validation.required'],
    });
    const address = await expectApiError(
      await call.put(`/office/club-pages/${club.id}`, editor, {
        ...club.fields,
        addressAr: 'العنوان',
        addressEn: '',
      }),
      400,
      'validation_failed',
    );
    expect(address.fields).toEqual({ addressEn: ['validation.required'] });
    const [after] = await database.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(after).toEqual(before);
  });

  it('answers 404 for a club that does not exist', async () => {
    const club = await firstClub();
    await expectApiError(
      await call.put('/office/club-pages/2147483647', editor, club.fields),
      404,
      'not_found',
    );
  });

  it.each(['finance@example.ae', 'membership@example.ae', 'club@example.ae'])('refuses %s', async (email) => {
    await expectApiError(await call.get('/office/club-pages', email), 403, 'forbidden');
    await expectApiError(await call.put('/office/club-pages/1', email, {}), 403, 'forbidden');
  });
});
