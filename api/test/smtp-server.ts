import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';

export interface FakeSmtpServer {
  server: Server;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: { from: string; to: string[]; data: string }[];
}

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

/** A fake SMTP server listening on a free local port. Close it with `server.close()`. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const { server, received } = fakeSmtpServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, received, url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
