// The ports a site listens on, kept apart from site.mjs so that `npm start` can check them before anything is
// installed: this file imports nothing from node_modules.
import { apiPort, apps, paymentProviderPort, uaePassStandinPort } from '../shared/app-tools/apps.mjs';

/** MailDev, the local mail catcher: the API's mail goes to its SMTP port, and people read it on its web port. */
export const mailCatcherPorts = { smtp: 1025, web: 1080 };

/** A configured SMTP server gets the mail; otherwise MailDev catches it. */
export function catchesMailByDefault() {
  return !process.env.SMTP_URL;
}

/** N-Genius takes the payments when PAYMENT_PROVIDER=ngenius (with its variables); otherwise the embedded provider. */
export function paysEmbeddedByDefault() {
  return process.env.PAYMENT_PROVIDER !== 'ngenius';
}

/** UAE PASS itself when UAEPASS_ENV names staging or production; otherwise its local stand-in. */
export function signsInWithStandinByDefault() {
  return !process.env.UAEPASS_ENV || process.env.UAEPASS_ENV === 'standin';
}

/**
 * Every port a site started with these options listens on.
 * @param {{ portOffset?: number, catchMail?: boolean, embeddedPayments?: boolean, uaePassStandin?: boolean }} [options]
 */
export function sitePorts({
  portOffset = 0,
  catchMail = catchesMailByDefault(),
  embeddedPayments = paysEmbeddedByDefault(),
  uaePassStandin = signsInWithStandinByDefault(),
} = {}) {
  const ports = [
    ...apps.map((app) => app.port),
    apiPort,
    ...(catchMail ? Object.values(mailCatcherPorts) : []),
    ...(embeddedPayments ? [paymentProviderPort] : []),
    ...(uaePassStandin ? [uaePassStandinPort] : []),
  ];
  return ports.map((port) => port + portOffset);
}
