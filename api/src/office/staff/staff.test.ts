import { StaffListResponseSchema, StaffMemberSchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { logIn } from '../../../test/auth';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { members } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

const admin = 'admin@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const newOfficer = {
  email: 'new.officer@example.ae',
  nameAr: 'سارة محمد الكعبي',
  nameEn: 'Sara Mohammed Al Kaabi',
  officeRole: 'membership',
  password: 'longbow#2031',
};

describe('staff accounts', () => {
  it('lists the five demo staff with their roles, and no member', async () => {
    const response = await call.get('/office/staff', admin);
    expect(response.status).toBe(200);
    const { items } = v.parse(StaffListResponseSchema, await response.json());
    expect(items.map((staff) => [staff.email, staff.officeRole]).sort()).toEqual([
      ['admin@example.ae', 'administrator'],
      ['editor@example.ae', 'editor'],
      ['finance@example.ae', 'finance'],
      ['membership@example.ae', 'membership'],
      ['results@example.ae', 'results'],
    ]);
  });

  it('creates a staff account who can log in and lands with the role given', async () => {
    const response = await call.post('/office/staff', admin, newOfficer);
    expect(response.status).toBe(201);
    expect(v.parse(StaffMemberSchema, await response.json())).toMatchObject({
      email: newOfficer.email,
      name: { ar: newOfficer.nameAr, en: newOfficer.nameEn },
      officeRole: 'membership',
      isBlocked: false,
    });
    const login = await logIn(app, { email: newOfficer.email, password: newOfficer.password });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      accountType: 'admin',
      userInfo: { officeRole: 'membership' },
    });
  });

  it('refuses an email in use (any case) with 409 and the form message, and a weak password with 400', async () => {
    const taken = await expectApiError(
      await call.post('/office/staff', admin, { ...newOfficer, email: 'PLAYER@example.ae' }),
      409,
      'email_taken',
    );
    expect(taken.fields).toEqual({ email: ['validation.emailTaken'] });
    const weak = await expectApiError(
      await call.post('/office/staff', admin, { ...newOfficer, email: 'x@example.ae', password: 'password' }),
      400,
      'validation_failed',
    );
    expect(weak.fields).toEqual({ password: ['validation.password'] });
    // Ten characters, a letter and a digit, yet common or made of the colleague's own name: refused by the API.
    for (const password of ['Welcome2026', 'SaraKaabi2026']) {
      const guessable = await expectApiError(
        await call.post('/office/staff', admin, { ...newOfficer, email: 'x@example.ae', password }),
        400,
        'weak_password',
      );
      expect(guessable.fields).toEqual({ password: ['validation.passwordWeak'] });
    }
    const [row] = await database.db.select().from(members).where(eq(members.email, 'x@example.ae'));
    expect(row).toBeUndefined();
  });

  it('changes a role, and refuses to leave the office without an administrator', async () => {
    const finance = call.idOf('finance@example.ae');
    const promoted = await call.patch(`/office/staff/${finance}`, admin, { officeRole: 'administrator' });
    expect(v.parse(StaffMemberSchema, await promoted.json()).officeRole).toBe('administrator');
    // With two administrators, one may step down, even themselves; the last one may not.
    const stepDown = await call.patch(`/office/staff/${call.idOf(admin)}`, admin, { officeRole: 'editor' });
    expect(stepDown.status).toBe(200);
    await expectApiError(
      await call.patch(`/office/staff/${finance}`, 'finance@example.ae', { officeRole: 'finance' }),
      409,
      'last_administrator',
    );
    await call.patch(`/office/staff/${call.idOf(admin)}`, 'finance@example.ae', {
      officeRole: 'administrator',
    });
    await call.patch(`/office/staff/${finance}`, admin, { officeRole: 'finance' });
  });

  it('answers 404 for a member who is no staff, 400 for an unknown role', async () => {
    await expectApiError(
      await call.patch(`/office/staff/${call.idOf('player@example.ae')}`, admin, { officeRole: 'editor' }),
      404,
      'not_found',
    );
    await expectApiError(
      await call.patch(`/office/staff/${call.idOf('editor@example.ae')}`, admin, { officeRole: 'owner' }),
      400,
      'validation_failed',
    );
  });

  it('is for administrators only', async () => {
    await expectApiError(await call.get('/office/staff'), 401, 'unauthenticated');
    for (const email of [
      'membership@example.ae',
      'editor@example.ae',
      'finance@example.ae',
      'club@example.ae',
    ]) {
      await expectApiError(await call.get('/office/staff', email), 403, 'forbidden');
    }
    await expectApiError(
      await call.post('/office/staff', 'membership@example.ae', newOfficer),
      403,
      'forbidden',
    );
  });
});
