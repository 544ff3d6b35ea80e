import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { outgoingMail } from '../db/schema';
import type { Logger } from '../http/logger';
import { type Mail, type RenderedMail, recordingMailer } from './mailer';

let database: DatabaseHandle;
const now = new Date('2026-03-10T08:00:00Z');
const later = new Date('2026-03-10T08:00:05Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function memoryLogger() {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  const logger: Logger = {
    info: (message) => void lines.push({ level: 'info', message }),
    error: (message) => void lines.push({ level: 'error', message }),
  };
  return { logger, lines };
}

const mail = (to: string): Mail => ({
  to,
  subject: 'Reset',
  text: 'Open https://example.ae/auth/reset-password?token=x',
  language: 'en',
});

async function rowsFor(recipient: string) {
  return database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, recipient));
}

describe('recordingMailer', () => {
  it('without SMTP, records the mail unsent and writes all of it to the log', async () => {
    const { logger, lines } = memoryLogger();
    await recordingMailer(database.db, logger, () => now).send(mail('log@example.ae'));
    const [row] = await rowsFor('log@example.ae');
    expect(row).toMatchObject({ subject: 'Reset', body: mail('').text, createdAt: now, sentAt: null });
    expect(row!.html).toContain('<a href="https://example.ae/auth/reset-password?token=x"');
    expect(lines).toEqual([
      { level: 'info', message: `Mail ${row!.id} to log@example.ae: Reset\n${mail('').text}` },
    ]);
  });

  it('with SMTP, hands the mail over, marks it sent, and keeps the body out of the log', async () => {
    const { logger, lines } = memoryLogger();
    const delivered: RenderedMail[] = [];
    let clock = now;
    const mailer = recordingMailer(database.db, logger, () => clock, {
      deliver: async (sent) => {
        clock = later;
        delivered.push(sent);
      },
    });
    await mailer.send(mail('smtp@example.ae'));
    await mailer.settled();
    expect(delivered).toEqual([{ ...mail('smtp@example.ae'), html: expect.stringContaining('<html') }]);
    const [row] = await rowsFor('smtp@example.ae');
    expect(row).toMatchObject({ createdAt: now, sentAt: later, html: delivered[0]!.html });
    expect(lines.map((line) => line.message).join('\n')).not.toContain('token=');
  });

  it('with SMTP failing, keeps the record unsent, logs the failure and does not throw', async () => {
    const { logger, lines } = memoryLogger();
    const mailer = recordingMailer(database.db, logger, () => now, {
      deliver: () => Promise.reject(new Error('connection refused')),
    });
    await expect(mailer.send(mail('down@example.ae'))).resolves.toBeUndefined();
    await mailer.settled();
    const [row] = await rowsFor('down@example.ae');
    expect(row!.sentAt).toBeNull();
    expect(lines.some((line) => line.level === 'error' && line.message.includes('could not be sent'))).toBe(
      true,
    );
  });
});

describe('the API', () => {
  it('has no route that reveals mail (reset links open accounts): MailDev holds it on 127.0.0.1', async () => {
    await recordingMailer(database.db, memoryLogger().logger, () => now).send(mail('secret@example.ae'));
    const app = testApp(database);
    await expectApiError(await app.request('/api/dev/mailbox?email=secret@example.ae'), 404, 'not_found');
  });
});
