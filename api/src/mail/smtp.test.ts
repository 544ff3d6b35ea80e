import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { outgoingMail } from '../db/schema';
import { createLogger } from '../http/logger';
import { recordingMailer } from './mailer';
import { smtpTransport } from './smtp';

/** The smallest SMTP server nodemailer will talk to: it accepts every mail and keeps its envelope and data. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          socket.write('250-fake\r\n250 8BITMIME\r\n');
          continue;
        }
        if (command === 'MAIL') mail.from = line;
        if (command === 'RCPT') mail.to.push(line);
        if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
          continue;
        }
        if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        }
        socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

let database: DatabaseHandle;
let smtp: { server: Server; received: ReturnType<typeof fakeSmtpServer>['received'] };
let url: string;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = fakeSmtpServer();
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  smtp.server.close();
  await database.close();
});

describe('SMTP delivery', () => {
  it('sends the mail from MAIL_FROM through the SMTP_URL server and marks it sent', async () => {
    const mailer = recordingMailer(
      database.db,
      createLogger('silent'),
      () => new Date('2026-03-10T08:00:00Z'),
      smtpTransport(url, 'UAE Archery Federation <no-reply@uaearchery.ae>'),
    );
    await mailer.send({ to: 'smtp.member@example.ae', subject: 'Reset', text: 'Open https://example.ae/x' });
    await mailer.settled();
    const delivered = smtp.received.find((mail) =>
      mail.to.some((to) => to.includes('smtp.member@example.ae')),
    );
    expect(delivered?.from).toContain('<no-reply@uaearchery.ae>');
    expect(delivered?.data).toContain('Subject: Reset');
    expect(delivered?.data).toContain('Open https://example.ae/x');
    const [row] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, 'smtp.member@example.ae'));
    expect(row!.sentAt).toEqual(new Date('2026-03-10T08:00:00Z'));
  });

  it('is what the app uses for a reset link when SMTP is configured', async () => {
    const app = testApp(database, { smtp: { url, from: 'UAE Archery Federation <no-reply@uaearchery.ae>' } });
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
