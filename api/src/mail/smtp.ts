import { createTransport } from 'nodemailer';
import type { MailTransport } from './mailer';

/** Delivers through the SMTP server of `SMTP_URL` (credentials, port and TLS as the URL says), from `MAIL_FROM`, as HTML
 * with its plain-text alternative. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
