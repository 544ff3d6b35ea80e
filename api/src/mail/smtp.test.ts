import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../test/smtp-server';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { outgoingMail } from '../db/schema';
import { createLogger } from '../http/logger';
import { recordingMailer } from './mailer';
import { smtpTransport } from './smtp';

let database: DatabaseHandle;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  smtp.server.close();
  await database.close();
});

describe('SMTP delivery', () => {
  it('sends the mail from MAIL_FROM through the SMTP_URL server, as HTML and text, and marks it sent', async () => {
    const mailer = recordingMailer(
      database.db,
      createLogger('silent'),
      () => new Date('2026-03-10T08:00:00Z'),
      smtpTransport(smtp.url, 'UAE Archery Federation <no-reply@uaearchery.ae>'),
    );
    await mailer.send({
      to: 'smtp.member@example.ae',
      subject: 'Reset',
      text: 'Open https://example.ae/x',
      language: 'ar',
    });
    await mailer.settled();
    const delivered = smtp.received.find((mail) =>
      mail.to.some((to) => to.includes('smtp.member@example.ae')),
    );
    expect(delivered?.from).toContain('<no-reply@uaearchery.ae>');
    expect(delivered?.data).toContain('Subject: Reset');
    expect(delivered?.data).toContain('Open https://example.ae/x');
    expect(delivered?.data).toContain('Content-Type: multipart/alternative');
    expect(delivered?.data).toContain('Content-Type: text/plain');
    expect(delivered?.data).toContain('Content-Type: text/html');
    const [row] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, 'smtp.member@example.ae'));
    expect(row!.sentAt).toEqual(new Date('2026-03-10T08:00:00Z'));
  });

  it('is what the app uses for a reset link when SMTP is configured', async () => {
    const app = testApp(database, {
      smtp: { url: smtp.url, from: 'UAE Archery Federation <no-reply@uaearchery.ae>' },
    });
    const response = await app.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ email: 'coach@example.ae', lang: 'en' }),
    });
    expect(response.status).toBe(202);
    await expect
      .poll(
        () => smtp.received.filter((mail) => mail.to.some((to) => to.includes('coach@example.ae'))).length,
      )
      .toBe(1);
    await expect
      .poll(async () => {
        const [row] = await database.db
          .select({ sentAt: outgoingMail.sentAt })
          .from(outgoingMail)
          .where(eq(outgoingMail.recipient, 'coach@example.ae'));
        return row?.sentAt instanceof Date;
      })
      .toBe(true);
  });
});
