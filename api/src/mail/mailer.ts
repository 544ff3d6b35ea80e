import { eq } from 'drizzle-orm';
import type { MailLanguage } from '../auth/reset-mail';
import type { Database } from '../db/client';
import { outgoingMail } from '../db/schema';
import type { Logger } from '../http/logger';
import { mailHtml } from './layout';

/** A mail to one recipient: its words as plain text, in the recipient's language (the HTML part is laid out from them). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  language: MailLanguage;
}

/** A mail as it leaves: the text part and the HTML part of the one layout (`layout.tsx`). */
export interface RenderedMail extends Mail {
  html: string;
}

/** How the API sends mail; routes depend on this, never on SMTP. */
export interface Mailer {
  /** Resolves once the mail is recorded; delivery to an SMTP server, if any, goes on in the background. */
  send(mail: Mail): Promise<void>;
}

/** A way out of the building for a recorded mail (SMTP, see `smtp.ts`). */
export interface MailTransport {
  deliver(mail: RenderedMail): Promise<void>;
}

export interface RecordingMailer extends Mailer {
  /** Resolves when every delivery started so far has finished (tests and shutdown wait on it). */
  settled(): Promise<void>;
}

/**
 * Records every mail in `outgoing_mail` (the record of what members were told, both parts as sent). Without a transport the whole mail
 * goes to the log, the only place it can then be read; with one (MailDev on `npm start`), only who and what
 * is logged (a reset link in a production log would let anyone who reads logs take over the account), the mail is
 * handed to the transport, and `sent_at` says when it took it. A failed delivery is logged and leaves `sent_at` null:
 * the member's request has already been answered, and must not turn into an error.
 */
export function recordingMailer(
  db: Database,
  logger: Logger,
  now: () => Date,
  transport?: MailTransport,
): RecordingMailer {
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: RenderedMail): Promise<void> {
    try {
      await transport!.deliver(mail);
      await db.update(outgoingMail).set({ sentAt: now() }).where(eq(outgoingMail.id, id));
    } catch (error) {
      logger.error(`Mail ${id} to ${mail.to} could not be sent:`, error);
    }
  }

  return {
    async send(text) {
      const mail = { ...text, html: await mailHtml(text) };
      const [row] = await db
        .insert(outgoingMail)
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          createdAt: now(),
        })
        .returning({ id: outgoingMail.id });
      const id = row!.id;
      if (!transport) {
        logger.info(`Mail ${id} to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      logger.info(`Mail ${id} to ${mail.to}: ${mail.subject} (sending through SMTP)`);
      const delivery = deliver(id, mail);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
