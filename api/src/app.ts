import { Hono } from 'hono';
import { defaultPasswordHashing, type PasswordHashing } from './auth/passwords';
import { accountRoutes } from './account/routes';
import { passwordRoutes } from './auth/password-routes';
import { authRoutes } from './auth/routes';
import { logoutUrl } from './auth/uaepass/client';
import type { UaePassConfig } from './auth/uaepass/config';
import { uaePassRoutes } from './auth/uaepass/routes';
import { createLoginLimits } from './auth/login-limits';
import type { DatabaseHandle } from './db/client';
import { documentRoutes } from './documents/routes';
import { accountServiceRoutes, officeServiceRoutes } from './eservices/routes';
import { verifyRoutes } from './eservices/verify-routes';
import { articleRoutes } from './articles/routes';
import { cardRoutes } from './cards/routes';
import { billingRoutes } from './billing/routes';
import { accountCircularRoutes, circularRoutes } from './circulars/routes';
import { clubRequestRoutes } from './club-requests/routes';
import { clubRoutes } from './clubs/routes';
import { clubSummaryRoutes } from './club-account/summary/routes';
import { clubPlayerRoutes } from './club-account/players/routes';
import { clubRenewalRoutes } from './club-account/renewal/routes';
import { clubSubscriptionRoutes } from './club-account/subscription/routes';
import { clubTeamRoutes } from './club-account/teams/routes';
import { federationRoutes } from './federation/routes';
import { fileRoutes } from './files/routes';
import { galleryRoutes } from './gallery/routes';
import { healthRoutes } from './health/routes';
import { contentCache } from './content/cache';
import { contentChangeRoutes } from './content/routes';
import { contentVersions } from './content/versions';
import { noStoreByDefault } from './http/cache';
import { memoryCache } from './http/memory-cache';
import { jsonBodyBytes, officeBodyBytes } from '@uaeaf/contracts/body-limits';
import { type BodyPace, defaultBodyPace, limitBody, paceBodies } from './http/body-limit';
import { proxyTrust, trustProxies } from './http/client';
import { securityHeaders } from './http/security-headers';
import { sameOriginWrites } from './http/cross-origin';
import { handleError, handleNotFound } from './http/errors';
import type { Logger } from './http/logger';
import { requestLog } from './http/request-log';
import { answerMethodNotAllowed } from './http/method-not-allowed';
import type { FetchImage } from './images/remote';
import { imageRoutes } from './images/routes';
import { type Mailer, recordingMailer } from './mail/mailer';
import { smtpTransport } from './mail/smtp';
import { newsRoutes } from './news/routes';
import { officeRequestRoutes } from './office/requests/routes';
import { auditLogRoutes } from './office/audit/routes';
import { officeMemberRoutes } from './office/members/routes';
import { officePenaltyRoutes } from './office/penalties/routes';
import { officeStaffRoutes } from './office/staff/routes';
import { officeContactRoutes } from './office/contact/routes';
import { officeModerationRoutes } from './office/moderation/routes';
import { officeSeasonRoutes } from './office/seasons/routes';
import { officeHolidayRoutes } from './office/holidays/routes';
import { officeTournamentRoutes } from './office/tournaments/routes';
import { officeCourseEditorRoutes } from './office/courses/routes';
import { officeContentRoutes } from './office/content/routes';
import { officeClubPageRoutes } from './office/club-pages/routes';
import { officeGalleryRoutes } from './office/gallery/routes';
import { officeCollectionRoutes } from './office/collections/routes';
import { officePageRoutes } from './office/pages/routes';
import { ownPenaltyRoutes } from './penalties/routes';
import { lookupRoutes } from './lookups/routes';
import { pageRoutes } from './pages/routes';
import { defaultOrderTimeoutMs, type Payments } from './payments/context';
import { notificationRoutes, officePaymentRoutes, ownPaymentRoutes } from './payments/routes';
import { isRegistrationPath, registrationRoutes } from './registration/routes';
import { resultsRoutes } from './results/routes';
import { seoRoutes } from './seo/routes';
import { searchRoutes } from './search/routes';
import { sliderRoutes } from './slider/routes';
import { startupDataRoutes } from './startup-data/routes';
import { submissionLimits } from './submissions/rate-limit';
import { submissionRoutes } from './submissions/routes';
import { tournamentRoutes } from './tournaments/routes';
import { trainingRoutes } from './training/routes';
import { uploadPath, uploadRoutes } from './uploads/routes';

export interface AppOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** The clock, so tests can pin "today". */
  now?: () => Date;
  /** argon2id cost of new hashes; tests lower it, production keeps the default. */
  passwordHashing?: PasswordHashing;
  /** PUBLIC_ORIGIN: absolute URLs when the proxy does not forward the host. */
  publicOrigin?: string;
  /** IMAGE_ADMIN_HOST: the only host the optimiser fetches remote images from. */
  imageAdminHost?: string;
  /** How remote images are fetched; tests pass a stand-in, so they never touch the network. */
  fetchImage?: FetchImage;
  /** SMTP_URL and MAIL_FROM: mail goes out through SMTP as well as into `outgoing_mail`. */
  smtp?: { url: string; from: string };
  /** How mail is sent; by default recorded (and logged, or sent through `smtp`). */
  mailer?: Mailer;
  /** Checkout, orders and the provider's notifications (issue 10); by default no provider is configured. */
  payments?: Payments;
  /** TRUSTED_PROXIES: peers whose X-Forwarded-* headers are believed; none by default. */
  trustedProxies?: readonly string[];
  /** PROXY_SECRET: when set, those peers' X-Forwarded-* count only with it in X-Proxy-Secret. */
  proxySecret?: string;
  /** DEVICE_COOKIE_SECRET: signs the known-browser cookie of the login limits; random per process when absent. */
  deviceCookieSecret?: string;
  /** How slowly a body may arrive before it is cut off with 408; tests shorten it. */
  bodyPace?: BodyPace;
  /** UAEPASS_*: sign-in with UAE PASS or its stand-in (decision 096); off when absent. */
  uaePass?: UaePassConfig;
  /** How the API reaches UAE PASS; tests pass the stand-in's own `fetch`. */
  uaePassFetch?: typeof fetch;
}

export function createApp({
  database,
  logger,
  now = () => new Date(),
  passwordHashing = defaultPasswordHashing,
  publicOrigin = 'http://localhost:3000',
  imageAdminHost = 'admin.uaearchery.ae',
  fetchImage = fetch,
  smtp,
  mailer = recordingMailer(database.db, logger, now, smtp && smtpTransport(smtp.url, smtp.from)),
  payments = {
    db: database.db,
    gateway: null,
    mailer,
    logger,
    now,
    publicOrigin,
    notificationOrigin: publicOrigin,
    orderTimeoutMs: defaultOrderTimeoutMs,
  },
  trustedProxies = [],
  proxySecret,
  deviceCookieSecret,
  bodyPace = defaultBodyPace,
  uaePass,
  uaePassFetch,
}: AppOptions): Hono {
  const app = new Hono();
  app.use(requestLog(logger));
  app.use(trustProxies(proxyTrust(trustedProxies, proxySecret)));
  app.use(securityHeaders);
  app.use(noStoreByDefault);
  app.use(sameOriginWrites(publicOrigin));
  // Public answers from memory, emptied by any write (decision 064); each emptying is a new content version (091).
  const cache = contentCache(database, now, logger);
  app.use(memoryCache(cache, now));
  app.use(paceBodies(bodyPace));
  const jsonLimit = limitBody(jsonBodyBytes);
  const officeLimit = limitBody(officeBodyBytes);
  // The upload route sets the limit of the file's type itself.
  app.use((c, next) => {
    if (c.req.path === uploadPath) return next();
    return c.req.path.startsWith('/api/office/') ? officeLimit(c, next) : jsonLimit(c, next);
  });
  // Public forms are counted before their route reads the body (decision 048); a registration's route is elsewhere.
  const formLimits = submissionLimits(database);
  app.use('/api/register/:form', (c, next) =>
    c.req.method === 'POST' && isRegistrationPath(c.req.path) ? formLimits.registration(c, next) : next(),
  );

  app.route('/api', healthRoutes(database, logger));
  app.route('/api', startupDataRoutes(database.db, now));
  const limits = createLoginLimits(database, { deviceSecret: deviceCookieSecret });
  const uaePassLogout = uaePass && ((backTo: string) => logoutUrl(uaePass, backTo));
  app.route(
    '/api',
    authRoutes(database.db, now, { passwordHashing, limits, mailer, publicOrigin, uaePassLogout }),
  );
  app.route(
    '/api',
    uaePassRoutes(database.db, now, { config: uaePass, limits, publicOrigin, logger, fetcher: uaePassFetch }),
  );
  app.route('/api', passwordRoutes(database.db, now, { passwordHashing, mailer, publicOrigin, limits }));
  app.route('/api', documentRoutes(database.db, now));
  app.route('/api', accountRoutes(database.db, now));
  app.route('/api', newsRoutes(database.db, now));
  app.route('/api', submissionRoutes(database.db, formLimits, { mailer, now, publicOrigin }));
  app.route('/api', uploadRoutes(database.db, formLimits, now));
  app.route('/api', articleRoutes(database.db, now));
  app.route('/api', clubRoutes(database.db));
  app.route('/api', trainingRoutes(database.db, now, { mailer, publicOrigin, logger }));
  app.route('/api', circularRoutes(database.db, now));
  app.route('/api', fileRoutes(database.db));
  app.route('/api', galleryRoutes(database.db, now));
  app.route('/api', federationRoutes(database.db, now));
  app.route('/api', sliderRoutes(database.db, now));
  app.route('/api', pageRoutes(database.db, now));
  app.route('/api', searchRoutes(database.db, now));
  app.route('/api', contentChangeRoutes(contentVersions(cache, database.db, now, logger)));
  app.route('/api', imageRoutes(database.db, { adminHost: imageAdminHost, fetchImage }));
  app.route('/api', seoRoutes(database.db, publicOrigin, now));
  app.route('/api', lookupRoutes(database.db));
  app.route('/api', registrationRoutes(database.db, now, { passwordHashing, mailer, publicOrigin }));
  app.route('/api', tournamentRoutes(database.db, now));
  app.route('/api', resultsRoutes(database.db, now, { mailer, publicOrigin, logger }));
  app.route('/api', officeRequestRoutes(database.db, now, { mailer, publicOrigin, logger }));
  app.route('/api', clubRequestRoutes(database.db, now, { mailer, publicOrigin, logger }));
  app.route('/api', ownPenaltyRoutes(database.db, now));
  app.route('/api', clubSummaryRoutes(database.db, now));
  app.route('/api', clubTeamRoutes(database.db, now));
  app.route('/api', clubSubscriptionRoutes(database.db, now));
  app.route('/api', clubRenewalRoutes(database.db, now));
  app.route('/api', clubPlayerRoutes(database.db, now, { passwordHashing, mailer, publicOrigin }));
  app.route('/api', accountCircularRoutes(database.db, now));
  app.route('/api', officeMemberRoutes(database.db, now));
  app.route('/api', officePenaltyRoutes(database.db, now));
  app.route('/api', auditLogRoutes(database.db, now));
  app.route('/api', officeStaffRoutes(database.db, now, passwordHashing));
  app.route('/api', officeModerationRoutes(database.db, now, { mailer }));
  app.route('/api', officeContactRoutes(database.db, now, { mailer }));
  app.route('/api', officeSeasonRoutes(database.db, now));
  app.route('/api', officeHolidayRoutes(database.db, now));
  app.route('/api', officeTournamentRoutes(database.db, now));
  app.route('/api', officeCourseEditorRoutes(database.db, now));
  app.route('/api', officeContentRoutes(database.db, now));
  app.route('/api', officeClubPageRoutes(database.db, now));
  app.route('/api', officeGalleryRoutes(database.db, now));
  app.route('/api', officeCollectionRoutes(database.db, now));
  app.route('/api', officePageRoutes(database.db, now));
  app.route('/api', ownPaymentRoutes(payments));
  app.route('/api', officePaymentRoutes(payments));
  app.route('/api', notificationRoutes(payments, database));
  app.route('/api', billingRoutes(database.db, now, { mailer, publicOrigin, logger }));
  const services = { db: database.db, now, mailer, publicOrigin, logger };
  app.route('/api', accountServiceRoutes(services, database));
  app.route('/api', officeServiceRoutes(services));
  app.route('/api', verifyRoutes(database, now));
  app.route('/api', cardRoutes({ db: database.db, now, publicOrigin }));

  answerMethodNotAllowed(app);
  app.notFound(handleNotFound);
  app.onError(handleError(logger));
  return app;
}
