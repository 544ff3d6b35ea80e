import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { createApplicant } from '../../test/requests';
import type { DatabaseHandle } from '../db/client';
import { registrationFiles, registrationRequests } from '../db/schema';
import { documentsExpiringBetween, documentState, memberDocuments } from './member-documents';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const today = '2026-11-26';
const bytes = new Uint8Array([1, 2, 3]);
const file = (field: string) => ({ field, contentType: 'image/png', bytes });

/** An approved player whose registration gave a passport, both sides of an Emirates ID, a medical exam and a photo. */
async function registeredPlayer(details: Record<string, unknown>) {
  return createApplicant(database.db, {
    status: 'Approved',
    details,
    submittedAt: new Date('2026-01-10T08:00:00Z'),
    files: ['photo', 'passportCopy', 'emiratesIdBack', 'emiratesIdFront', 'medicalExam', 'cv'].map(file),
  });
}

async function replacement(
  memberId: number,
  status: 'Pending' | 'Approved' | 'Cancled',
  details: Record<string, unknown>,
) {
  const [request] = await database.db
    .insert(registrationRequests)
    .values({ memberId, kind: 'document', form: 'players', status, details, clientAddress: '127.0.0.1' })
    .returning({ id: registrationRequests.id });
  const [stored] = await database.db
    .insert(registrationFiles)
    .values({
      requestId: request!.id,
      field: 'passportCopy',
      contentType: 'application/pdf',
      byteSize: 3,
      bytes,
    })
    .returning({ id: registrationFiles.id });
  return stored!.id;
}

describe('documentState', () => {
  it('reads expired from the day after the expiry, expiring within 30 days, valid beyond', () => {
    expect(documentState('2026-11-25', today)).toBe('expired');
    expect(documentState(today, today)).toBe('expiring');
    expect(documentState('2026-12-26', today)).toBe('expiring');
    expect(documentState('2026-12-27', today)).toBe('valid');
    expect(documentState(null, today)).toBe('noExpiry');
  });
});

describe('memberDocuments', () => {
  it("gives the registration's documents, their files and expiry days; a medical exam lasts a year", async () => {
    const { memberId } = await registeredPlayer({
      passportExpiryDate: '2026-12-01',
      emiratesIdExpiry: '2025-05-05',
    });
    const documents = await memberDocuments(database.db, memberId, today);
    expect(
      documents.map(({ document, expiresOn, state, fileIds }) => [
        document,
        expiresOn,
        state,
        fileIds.length,
      ]),
    ).toEqual([
      ['emiratesId', '2025-05-05', 'expired', 2],
      ['passport', '2026-12-01', 'expiring', 1],
      ['medicalExam', '2027-01-10', 'valid', 1],
      ['photo', null, 'noExpiry', 1],
    ]);
    // The front side first, whatever order the files were stored in.
    const [front, back] = documents[0]!.fileIds;
    expect(front).toBeGreaterThan(back!);
  });

  it('leaves out a document the registration did not give', async () => {
    const { memberId } = await createApplicant(database.db, {
      status: 'Approved',
      details: { passportExpiryDate: '2030-01-01' },
      files: [file('passportCopy')],
    });
    expect(
      (await memberDocuments(database.db, memberId, today)).map((document) => document.document),
    ).toEqual(['passport']);
  });

  it('takes an approved replacement in place of the registered one; a pending one only marks it', async () => {
    const { memberId } = await registeredPlayer({ passportExpiryDate: '2026-12-01' });
    await replacement(memberId, 'Cancled', { document: 'passport', expiresOn: '2031-01-01' });
    const approvedFile = await replacement(memberId, 'Approved', {
      document: 'passport',
      expiresOn: '2032-02-02',
    });
    await replacement(memberId, 'Pending', { document: 'passport', expiresOn: '2033-03-03' });
    const passport = (await memberDocuments(database.db, memberId, today)).find(
      (d) => d.document === 'passport',
    );
    expect(passport).toEqual({
      document: 'passport',
      fileIds: [approvedFile],
      expiresOn: '2032-02-02',
      state: 'valid',
      replacementPending: true,
    });
  });

  it('is empty for a member whose only request is not a registration', async () => {
    const { memberId } = await createApplicant(database.db, { kind: 'renewal', status: 'Approved' });
    expect(await memberDocuments(database.db, memberId, today)).toEqual([]);
  });
});

describe('documentsExpiringBetween', () => {
  it("lists approved members' documents expiring in the range, replaced ones with their new day", async () => {
    const { memberId: due } = await registeredPlayer({
      passportExpiryDate: '2040-06-10',
      emiratesIdExpiry: '2040-06-20',
    });
    const { memberId: renewed } = await registeredPlayer({ passportExpiryDate: '2040-06-12' });
    await replacement(renewed, 'Approved', { document: 'passport', expiresOn: '2045-01-01' });
    await createApplicant(database.db, {
      status: 'Pending',
      details: { passportExpiryDate: '2040-06-11' },
      files: [file('passportCopy')],
    });
    expect(await documentsExpiringBetween(database.db, '2040-06-10', '2040-06-20')).toEqual([
      { memberId: due, document: 'passport', expiresOn: '2040-06-10' },
      { memberId: due, document: 'emiratesId', expiresOn: '2040-06-20' },
    ]);
  });
});
