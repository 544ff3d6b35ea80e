import { AccountTypes, can, OfficeRoles, type Permission, type Principal } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { appRoutes } from '../../test/routes';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { members, penalties, registrationFiles, registrationRequests } from '../db/schema';
import { staffSeeds } from '../seed/members';
import { tournamentSeeds } from '../seed/tournaments';

/**
 * Every route of the app against every kind of caller (decision 018): no session, the seeded demo member of each
 * member kind, and each office role. A route that needs a permission answers 401 without a session, 403 to a
 * caller without it, and neither to a caller with it; a public route answers neither to anyone. A route added to the
 * app without an entry here fails the first test. Ownership (a club acting on another club's rows) is tested below and
 * in each feature's own tests.
 */

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

/** The demo member of each member kind that has one, and the staff. (No demo account is an `individual`.) */
const demoMembers: Record<string, Principal> = {
  'club@example.ae': { accountType: 'club' },
  'academy@example.ae': { accountType: 'academy' },
  'player@example.ae': { accountType: 'player' },
  'coach@example.ae': { accountType: 'coach' },
  'referee@example.ae': { accountType: 'referee' },
  'person@example.ae': { accountType: 'person' },
  'employee@example.ae': { accountType: 'employee' },
  'technical@example.ae': { accountType: 'technical' },
  'activity@example.ae': { accountType: 'activity' },
  'guest@example.ae': { accountType: 'guest' },
  ...Object.fromEntries(
    staffSeeds.map((staff) => [staff.email, { accountType: 'admin', officeRole: staff.officeRole }]),
  ),
};

/** Ids of rows that exist, made or looked up before the walk. */
interface Ids {
  member: number;
  penalty: number;
  request: number;
  file: number;
  tournament: number;
  communityTournament: number;
  archerOf: Record<string, number>;
}
let ids: Ids;

interface Call {
  /** The path with its parameters filled in; the route's own path (with `:id`s as 1) when not given. */
  path?: string;
  body?: unknown;
}

/** `session`: any signed-in account (members and staff alike); otherwise the permission, or one of several. */
type Needs = 'session' | Permission | readonly Permission[];

type Entry = 'public' | { needs: Needs; call?: (email: string) => Call };

const today = uaeToday(new Date());

const matrix: Record<string, Entry> = {
  // Public content, start-up data, login and registration.
  'GET /api/health': 'public',
  'GET /api/menus/detail': 'public',
  'GET /api/blocks': 'public',
  'GET /api/social-media': 'public',
  'GET /api/age-categories': 'public',
  'GET /api/tournaments': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/code': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  // Sign-in with UAE PASS: navigations to UAE PASS and back (decision 096).
  'GET /api/auth/uaepass': 'public',
  'GET /api/auth/uaepass/start': 'public',
  'GET /api/auth/uaepass/callback': 'public',
  // What UAE PASS gave a newcomer, for the registration form: only the browser holding its cookie reads it (097).
  'GET /api/auth/uaepass/identity': 'public',
  'DELETE /api/auth/uaepass/identity': 'public',
  'GET /api/news': 'public',
  'GET /api/news/:id': 'public',
  'POST /api/articles/submissions': 'public',
  'POST /api/contact-messages': 'public',
  // Files go ahead of the forms that refer to them, from visitors too (decision 052).
  'POST /api/uploads': 'public',
  'GET /api/articles': 'public',
  'GET /api/articles/:id': 'public',
  'GET /api/clubs': 'public',
  'GET /api/clubs/:id': 'public',
  'GET /api/training-centers': 'public',
  'GET /api/training-centers/:id': 'public',
  'GET /api/training-courses': 'public',
  'GET /api/training-courses/:id': 'public',
  'GET /api/circulars': 'public',
  'GET /api/circulars/:id': 'public',
  'GET /api/files/:id': 'public',
  'GET /api/gallery': 'public',
  'GET /api/gallery/:id': 'public',
  'GET /api/gallery/:id/photos': 'public',
  'GET /api/board-members': 'public',
  'GET /api/partners': 'public',
  'GET /api/careers': 'public',
  'GET /api/slider': 'public',
  'GET /api/pages/:slug': 'public',
  'GET /api/links/:slug': 'public',
  'GET /api/search': 'public',
  'GET /api/search/suggestions': 'public',
  'GET /api/content/changes': 'public',
  'GET /api/images': 'public',
  'GET /api/seo/sitemap.xml': 'public',
  'GET /api/seo/robots.txt': 'public',
  'GET /api/lookups': 'public',
  'GET /api/lookups/member-clubs': 'public',
  'POST /api/register/:form': 'public',
  'GET /api/tournaments/list': 'public',
  'GET /api/tournaments/filters': 'public',
  'GET /api/tournaments/:id': 'public',
  // Results, rankings and records (issue 30): public content.
  'GET /api/results': 'public',
  'GET /api/tournaments/:id/results': 'public',
  'GET /api/athletes/:id': 'public',
  'GET /api/rankings': 'public',
  'GET /api/records': 'public',

  // Anyone signed in: who am I, and changing one's password (a wrong current password here, so nothing changes).
  'GET /api/auth/me': { needs: 'session' },
  // Linking UAE PASS is any signed-in account's own business; the routes offer it to people only.
  'GET /api/account/uaepass': { needs: 'session' },
  'GET /api/account/uaepass/link': { needs: 'session' },
  'DELETE /api/account/uaepass': { needs: 'session' },
  'POST /api/auth/password': {
    needs: 'session',
    call: () => ({
      body: {
        currentPassword: 'not the password',
        newPassword: 'Another#2026',
        newPasswordConfirmation: 'Another#2026',
      },
    }),
  },

  // A member's own data (members of every kind, never staff).
  'GET /api/account/profile': { needs: 'own.read' },
  'GET /api/account/summary': { needs: 'own.read' },
  // A member's documents, and replacing one (an empty body: refused past the permission, storing nothing).
  'GET /api/account/documents': { needs: 'own.read' },
  'POST /api/account/documents/:document': {
    needs: 'own.resubmit',
    call: () => ({ path: '/api/account/documents/passport', body: {} }),
  },
  'GET /api/account/files/:id': {
    needs: 'own.read',
    call: () => ({ path: `/api/account/files/${ids.file}` }),
  },
  'GET /api/account/requests': { needs: 'own.read' },
  'POST /api/account/requests/:id/resubmission': {
    needs: 'own.resubmit',
    call: () => ({ path: `/api/account/requests/${ids.request}/resubmission`, body: {} }),
  },
  'GET /api/account/penalties': { needs: 'own.read' },
  // Issue 11, K4: the circulars addressed to the caller, their read marks and the unread count.
  'GET /api/account/circulars': { needs: 'own.read' },
  'GET /api/account/circulars/unread': { needs: 'own.read' },
  // Circular 1 (01/2026) is addressed to everyone.
  'POST /api/account/circulars/:id/read': { needs: 'own.read' },
  // A club's or academy's players' penalties.
  'GET /api/account/players/penalties': { needs: 'entries.players' },
  'GET /api/account/tournament-entries': { needs: 'own.read' },
  // One's own results (a club or staff account is no archer: 404) and hiding one's athlete profile (an empty body:
  // the walk changes nothing).
  'GET /api/account/results': { needs: 'own.read' },
  'GET /api/account/club/results': { needs: 'club.account' },
  'PUT /api/account/results-profile': { needs: 'own.read', call: () => ({ body: {} }) },
  // A club's or academy's requests; withdrawing one made (an id that is no request: the walk withdraws nothing).
  'GET /api/account/club/requests': { needs: 'club.account' },
  'POST /api/account/requests/:id/withdrawal': {
    needs: 'own.resubmit',
    call: () => ({ path: '/api/account/requests/2147483647/withdrawal', body: {} }),
  },
  // A bill's invoice and a paid order's receipt: its owner, or the finance office (others: 404, decision 025).
  'GET /api/account/bills/:id/invoice.pdf': { needs: ['own.read', 'finance.manage'] },
  'GET /api/account/orders/:id/receipt.pdf': { needs: ['own.read', 'finance.manage'] },

  // Tournaments: any member may ask why they cannot enter; entering and withdrawing need an entering kind.
  'GET /api/tournaments/:id/eligibility': {
    needs: 'own.read',
    call: () => ({ path: `/api/tournaments/${ids.tournament}/eligibility` }),
  },
  'GET /api/tournaments/:id/entries/mine': {
    needs: 'own.read',
    call: () => ({ path: `/api/tournaments/${ids.tournament}/entries/mine` }),
  },
  'POST /api/tournaments/:id/entries': {
    needs: ['entries.self', 'entries.players'],
    call: (email) => ({
      // A community-activity player enters community events only; everyone else a local one.
      path: `/api/tournaments/${email === 'activity@example.ae' ? ids.communityTournament : ids.tournament}/entries`,
      body: { archerId: ids.archerOf[email] ?? ids.member, division: 'R', ageClass: 'SENIOR' },
    }),
  },
  'POST /api/tournament-entries/:id/withdrawal': {
    needs: ['entries.self', 'entries.players'],
    // No such entry: past the permission, the route answers 404 (withdrawing others' entries: entries.test.ts).
    call: () => ({
      path: '/api/tournament-entries/99999999/withdrawal',
      body: { reason: 'afterSubscription' },
    }),
  },

  // Training courses (decision 054): any member may ask why they cannot register; registering and cancelling need a
  // kind that takes courses (no such course: past the permission the route answers 404; refusals: training.test.ts).
  'GET /api/training-courses/:id/registration': { needs: 'own.read' },
  'POST /api/training-courses/:id/registration': {
    needs: 'courses.register',
    call: () => ({ path: '/api/training-courses/2147483647/registration' }),
  },
  'DELETE /api/training-courses/:id/registration': {
    needs: 'courses.register',
    call: () => ({ path: '/api/training-courses/2147483647/registration' }),
  },
  'GET /api/account/training-registrations': { needs: 'own.read' },
  'GET /api/office/training-courses': { needs: 'members.read' },
  'GET /api/office/training-courses/:id': { needs: 'members.read' },

  // A club's or academy's side of the registrations that named it.
  'GET /api/club/requests': { needs: 'club.requests.decide' },
  'POST /api/club/requests/:id/decision': {
    needs: 'club.requests.decide',
    call: () => ({ path: `/api/club/requests/${ids.request}/decision`, body: { decision: 'accept' } }),
  },

  // Issue 11, K1: the home page's figures of a club or academy.
  'GET /api/account/club/summary': { needs: 'club.account' },

  // Issue 11, K3: a club's or academy's own teams, season subscription and renewal. Bad bodies and missing teams
  // answer past the permission without changing the demo club's data (ownership: the features' own tests).
  'GET /api/account/club/teams': { needs: 'club.account' },
  'POST /api/account/club/teams': { needs: 'club.account', call: () => ({ body: {} }) },
  'PATCH /api/account/club/teams/:id': { needs: 'club.account', call: () => ({ body: {} }) },
  'DELETE /api/account/club/teams/:id': { needs: 'club.account' },
  'POST /api/account/club/teams/:id/players': { needs: 'club.account', call: () => ({ body: {} }) },
  'DELETE /api/account/club/teams/:id/players/:playerId': { needs: 'club.account' },
  'GET /api/account/club/season-subscription': { needs: 'club.account' },
  'PUT /api/account/club/season-subscription': { needs: 'club.account', call: () => ({ body: {} }) },
  'GET /api/account/club/renewal': { needs: 'club.account' },
  'POST /api/account/club/renewal': { needs: 'club.account' },

  // Issue 11, K2: a club's or academy's roster, one player, a contract renewal or termination. Unknown players answer
  // 404 and empty bodies 400 past the permission, so the walk changes nothing.
  'GET /api/account/club/players': { needs: 'entries.players' },
  'GET /api/account/club/players/:id': {
    needs: 'entries.players',
    call: () => ({ path: '/api/account/club/players/99999999' }),
  },
  'POST /api/account/club/players/:id/contract': {
    needs: 'entries.players',
    call: () => ({ path: '/api/account/club/players/99999999/contract', body: {} }),
  },
  'POST /api/account/club/players/register': { needs: 'entries.players', call: () => ({ body: {} }) },

  // Issue 12: electronic services. Every member reads theirs; asking needs a kind with a service (each caller asks
  // for one of its own with an empty form: 400), answering is a club's, adding documents the requester's. Unknown ids
  // answer 404 and empty bodies 400 past the permission, so the walk changes nothing.
  'GET /api/account/services': { needs: 'own.read' },
  'GET /api/account/services/fees': { needs: 'own.read' },
  'GET /api/account/services/awaiting': { needs: 'own.read' },
  'GET /api/account/services/player': {
    needs: 'club.account',
    call: () => ({ path: '/api/account/services/player?membershipNumber=UAEAF-999999' }),
  },
  'GET /api/account/services/:id': {
    needs: 'own.read',
    call: () => ({ path: '/api/account/services/2147483647' }),
  },
  'GET /api/account/services/:id/files/:fileId': {
    needs: 'own.read',
    call: () => ({ path: '/api/account/services/2147483647/files/1' }),
  },
  'GET /api/account/services/:id/document.pdf': {
    needs: 'own.read',
    call: () => ({ path: '/api/account/services/2147483647/document.pdf' }),
  },
  'GET /api/office/services/:id/document.pdf': {
    needs: 'requests.read',
    call: () => ({ path: '/api/office/services/2147483647/document.pdf' }),
  },
  'GET /api/verify/:code': 'public',
  'GET /api/verify/:code/photo': 'public',
  'GET /api/account/card': { needs: 'own.read' },
  'GET /api/account/card/qr.svg': { needs: 'own.read' },
  'GET /api/account/card/card.pdf': { needs: 'own.read' },
  'GET /api/card/manifest.webmanifest': 'public',
  'GET /api/card/icon-192.png': 'public',
  'GET /api/card/icon-512.png': 'public',
  'GET /api/office/members/:id/card': {
    needs: 'members.read',
    call: () => ({ path: `/api/office/members/${ids.member}/card` }),
  },
  'POST /api/office/members/:id/card/revoke': {
    needs: 'members.block',
    call: () => ({ path: `/api/office/members/${ids.member}/card/revoke`, body: { reason: 'Matrix' } }),
  },
  'POST /api/office/members/:id/card/reissue': {
    needs: 'members.block',
    call: () => ({ path: `/api/office/members/${ids.member}/card/reissue`, body: { reason: 'Matrix' } }),
  },
  'POST /api/account/services/:kind': {
    needs: 'services.request',
    call: (email) => ({
      path: `/api/account/services/${['club@example.ae', 'academy@example.ae'].includes(email) ? 'eventOrganisation' : 'internationalCode'}`,
      body: {},
    }),
  },
  'POST /api/account/services/:id/answer': {
    needs: 'club.requests.decide',
    call: () => ({ path: '/api/account/services/2147483647/answer', body: { answer: 'agree' } }),
  },
  'POST /api/account/services/:id/documents': {
    needs: 'own.resubmit',
    call: () => ({ path: '/api/account/services/2147483647/documents', body: {} }),
  },
  'POST /api/account/services/:id/withdraw': {
    needs: 'own.resubmit',
    call: () => ({ path: '/api/account/services/2147483647/withdraw' }),
  },
  'GET /api/office/services': { needs: 'requests.read' },
  'GET /api/office/services/settings': { needs: 'requests.read' },
  'PUT /api/office/services/settings': { needs: 'requests.decide', call: () => ({ body: {} }) },
  'POST /api/office/services/decisions': { needs: 'requests.decide', call: () => ({ body: {} }) },
  'GET /api/office/services/:id': {
    needs: 'requests.read',
    call: () => ({ path: '/api/office/services/2147483647' }),
  },
  'GET /api/office/services/:id/files/:fileId': {
    needs: 'requests.read',
    call: () => ({ path: '/api/office/services/2147483647/files/1' }),
  },
  'POST /api/office/services/:id/decision': {
    needs: 'requests.decide',
    call: () => ({ path: '/api/office/services/2147483647/decision', body: { decision: 'approve' } }),
  },

  // The office.
  'GET /api/office/summary': { needs: 'office.open' },
  'GET /api/office/requests': { needs: 'requests.read' },
  'GET /api/office/requests/:id': {
    needs: 'requests.read',
    call: () => ({ path: `/api/office/requests/${ids.request}` }),
  },
  'GET /api/office/requests/:id/files/:fileId': {
    needs: 'requests.read',
    call: () => ({ path: `/api/office/requests/${ids.request}/files/${ids.file}` }),
  },
  'POST /api/office/requests/:id/decision': {
    needs: 'requests.decide',
    call: () => ({ path: `/api/office/requests/${ids.request}/decision`, body: { decision: 'approve' } }),
  },
  'POST /api/office/requests/decisions': {
    needs: 'requests.decide',
    call: () => ({ body: { ids: [ids.request], decision: 'approve' } }),
  },
  'GET /api/office/members': { needs: 'members.read' },
  'GET /api/office/members/:id': {
    needs: 'members.read',
    call: () => ({ path: `/api/office/members/${ids.member}` }),
  },
  'POST /api/office/members/:id/block': {
    needs: 'members.block',
    call: () => ({ path: `/api/office/members/${ids.member}/block`, body: { reason: 'Matrix' } }),
  },
  'POST /api/office/members/:id/unblock': {
    needs: 'members.block',
    call: () => ({ path: `/api/office/members/${ids.member}/unblock`, body: { reason: 'Matrix' } }),
  },
  'GET /api/office/penalties': { needs: 'penalties.read' },
  'POST /api/office/penalties': {
    needs: 'penalties.manage',
    call: () => ({
      body: { memberId: ids.member, reasonAr: 'سبب', reasonEn: 'Reason', startsOn: today, endsOn: today },
    }),
  },
  'POST /api/office/penalties/:id/lift': {
    needs: 'penalties.manage',
    call: () => ({ path: `/api/office/penalties/${ids.penalty}/lift`, body: { reason: 'Matrix' } }),
  },
  'GET /api/office/submissions': { needs: 'submissions.moderate' },
  'GET /api/office/submissions/:id': { needs: 'submissions.moderate' },
  'GET /api/office/submissions/:id/image': { needs: 'submissions.moderate' },
  'POST /api/office/submissions/:id/accept': {
    needs: 'submissions.moderate',
    call: () => ({ path: '/api/office/submissions/2147483647/accept', body: {} }),
  },
  'POST /api/office/submissions/:id/decline': {
    needs: 'submissions.moderate',
    call: () => ({ path: '/api/office/submissions/2147483647/decline', body: { reason: 'Matrix' } }),
  },
  'GET /api/office/contact-messages': { needs: 'contact.answer' },
  'GET /api/office/contact-messages/summary': { needs: 'contact.answer' },
  'GET /api/office/contact-messages/:id': { needs: 'contact.answer' },
  'POST /api/office/contact-messages/:id/reply': {
    needs: 'contact.answer',
    call: () => ({ path: '/api/office/contact-messages/2147483647/reply', body: { reply: 'Matrix' } }),
  },
  'GET /api/office/seasons': { needs: 'seasons.manage' },
  'POST /api/office/seasons': { needs: 'seasons.manage' },
  'POST /api/office/seasons/:id/activate': {
    needs: 'seasons.manage',
    call: () => ({ path: '/api/office/seasons/2147483647/activate' }),
  },
  'GET /api/office/holidays': { needs: 'seasons.manage' },
  'POST /api/office/holidays': { needs: 'seasons.manage' },
  'DELETE /api/office/holidays/:id': {
    needs: 'seasons.manage',
    call: () => ({ path: '/api/office/holidays/2147483647' }),
  },
  'GET /api/office/tournaments': { needs: 'entries.export' },
  'GET /api/office/tournaments/:id/entries': { needs: 'entries.export' },
  'GET /api/office/tournaments/:id/entries/export': {
    needs: 'entries.export',
    call: () => ({ path: `/api/office/tournaments/${ids.tournament}/entries/export?format=csv` }),
  },
  // Results (decision 092): the results officers' (the administrator's); ids that are no rows change nothing.
  'GET /api/office/results': { needs: 'results.manage' },
  'GET /api/office/results/members': { needs: 'results.manage' },
  'GET /api/office/results/tournaments/:id': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/tournaments/2147483647' }),
  },
  'POST /api/office/results/tournaments/:id/import': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/tournaments/2147483647/import', body: {} }),
  },
  'GET /api/office/results/imports/:id': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/imports/2147483647' }),
  },
  'POST /api/office/results/imports/:id/publish': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/imports/2147483647/publish', body: {} }),
  },
  'PUT /api/office/results/rows/:id/match': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/rows/2147483647/match', body: {} }),
  },
  'PUT /api/office/results/rows/:id': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/rows/2147483647', body: {} }),
  },
  'GET /api/office/results/records': { needs: 'results.manage' },
  'POST /api/office/results/records/:id/approve': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/records/2147483647/approve', body: {} }),
  },
  'POST /api/office/results/records/:id/reject': {
    needs: 'results.manage',
    call: () => ({ path: '/api/office/results/records/2147483647/reject', body: {} }),
  },
  // Writing tournaments and training courses (decision 061): the editors' too, not the members' data.
  'GET /api/office/editor/tournaments': { needs: 'content.publish' },
  'GET /api/office/editor/tournaments/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/tournaments/2147483647' }),
  },
  'POST /api/office/editor/tournaments': { needs: 'content.publish', call: () => ({ body: {} }) },
  'PUT /api/office/editor/tournaments/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/tournaments/2147483647', body: {} }),
  },
  'POST /api/office/editor/tournaments/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/tournaments/2147483647/publish', body: {} }),
  },
  'POST /api/office/editor/tournaments/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/tournaments/2147483647/unpublish', body: {} }),
  },
  'GET /api/office/editor/courses': { needs: 'content.publish' },
  'GET /api/office/editor/courses/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/courses/2147483647' }),
  },
  'POST /api/office/editor/courses': { needs: 'content.publish', call: () => ({ body: {} }) },
  'PUT /api/office/editor/courses/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/courses/2147483647', body: {} }),
  },
  'POST /api/office/editor/courses/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/courses/2147483647/publish', body: {} }),
  },
  'POST /api/office/editor/courses/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/courses/2147483647/unpublish', body: {} }),
  },
  'GET /api/office/editor/courses/centres': { needs: 'content.publish' },
  // Deleting a draft never published, and the clubs' public pages (decision 069).
  'DELETE /api/office/editor/tournaments/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/tournaments/2147483647' }),
  },
  'DELETE /api/office/editor/courses/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/editor/courses/2147483647' }),
  },
  'DELETE /api/office/content/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647' }),
  },
  'GET /api/office/club-pages': { needs: 'content.publish' },
  'GET /api/office/club-pages/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/club-pages/2147483647' }),
  },
  'PUT /api/office/club-pages/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/club-pages/2147483647', body: {} }),
  },
  'GET /api/office/pages': { needs: 'content.publish' },
  'GET /api/office/pages/:slug': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/pages/about-us' }),
  },
  'PUT /api/office/pages/:slug': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/pages/about-us', body: {} }),
  },
  'POST /api/office/pages/:slug/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/pages/about-us/publish', body: {} }),
  },
  'GET /api/office/centres': { needs: 'content.publish' },
  'GET /api/office/centres/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/centres/2147483647' }),
  },
  'POST /api/office/centres': { needs: 'content.publish', call: () => ({ body: {} }) },
  'PUT /api/office/centres/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/centres/2147483647', body: {} }),
  },
  'POST /api/office/centres/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/centres/2147483647/publish', body: {} }),
  },
  'POST /api/office/centres/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/centres/2147483647/unpublish', body: {} }),
  },
  'DELETE /api/office/centres/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/centres/2147483647' }),
  },
  'GET /api/office/audit': { needs: 'audit.read' },
  'GET /api/office/audit/:subject/:id': {
    needs: 'audit.read',
    call: () => ({ path: `/api/office/audit/member/${ids.member}` }),
  },
  // The editors' screens (decision 057): no such item, so an allowed caller gets 404 or 400, never 401 or 403.
  'GET /api/office/content/:kind': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news' }),
  },
  'GET /api/office/content/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647' }),
  },
  'POST /api/office/content/:kind': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news', body: {} }),
  },
  'PUT /api/office/content/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647', body: {} }),
  },
  'POST /api/office/content/:kind/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647/publish', body: {} }),
  },
  'POST /api/office/content/:kind/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647/unpublish', body: {} }),
  },
  // Gallery albums and a news item's further photos (decision 068).
  'GET /api/office/gallery': { needs: 'content.publish' },
  'GET /api/office/gallery/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/gallery/2147483647' }),
  },
  'POST /api/office/gallery': { needs: 'content.publish', call: () => ({ body: {} }) },
  'PUT /api/office/gallery/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/gallery/2147483647', body: {} }),
  },
  'POST /api/office/gallery/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/gallery/2147483647/publish', body: {} }),
  },
  'POST /api/office/gallery/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/gallery/2147483647/unpublish', body: {} }),
  },
  'DELETE /api/office/gallery/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/gallery/2147483647' }),
  },
  'GET /api/office/content/news/:id/photos': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647/photos' }),
  },
  'PUT /api/office/content/news/:id/photos': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/content/news/2147483647/photos', body: {} }),
  },
  // The ordered collections (decision 065): no such item, so an allowed caller gets 404 or 400.
  'GET /api/office/collections/:kind': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners' }),
  },
  'GET /api/office/collections/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647' }),
  },
  'POST /api/office/collections/:kind': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners', body: {} }),
  },
  'PUT /api/office/collections/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647', body: {} }),
  },
  'POST /api/office/collections/:kind/:id/move': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647/move', body: { position: 1 } }),
  },
  'POST /api/office/collections/:kind/:id/publish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647/publish', body: {} }),
  },
  'POST /api/office/collections/:kind/:id/unpublish': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647/unpublish', body: {} }),
  },
  'DELETE /api/office/collections/:kind/:id': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/partners/2147483647' }),
  },
  'GET /api/office/collections/links/lists': { needs: 'content.publish' },
  'PUT /api/office/collections/links/lists/:slug': {
    needs: 'content.publish',
    call: () => ({ path: '/api/office/collections/links/lists/relevant-websites', body: {} }),
  },
  'GET /api/office/staff': { needs: 'staff.manage' },
  'POST /api/office/staff': {
    needs: 'staff.manage',
    call: () => ({
      body: {
        email: 'matrix.staff@example.ae',
        nameAr: 'موظف جديد',
        nameEn: 'New Officer',
        officeRole: 'editor',
        password: 'Matrix#2026',
      },
    }),
  },
  'PATCH /api/office/staff/:id': {
    needs: 'staff.manage',
    call: () => ({
      path: `/api/office/staff/${call.idOf('editor@example.ae')}`,
      body: { officeRole: 'editor' },
    }),
  },

  // Billing (issue 10): a member's own bills and cart; the fee catalogue and the finance office's bills. Bodies are
  // empty (400 past the permission), so the walk changes nothing.
  'GET /api/account/bills': { needs: 'own.read' },
  'GET /api/account/cart': { needs: 'own.pay' },
  'DELETE /api/account/cart': { needs: 'own.pay' },
  'PUT /api/account/cart/items/:billId': {
    needs: 'own.pay',
    // No such bill: past the permission, 404 (another member's bill: billing/cart.test.ts).
    call: () => ({ path: '/api/account/cart/items/99999999' }),
  },
  'DELETE /api/account/cart/items/:billId': { needs: 'own.pay' },
  'GET /api/office/fees': { needs: 'finance.manage' },
  'PUT /api/office/fees/:code': {
    needs: 'finance.manage',
    call: () => ({ path: '/api/office/fees/membershipCards.new' }),
  },
  'GET /api/office/bills': { needs: 'finance.manage' },
  'POST /api/office/bills': { needs: 'finance.manage' },
  'GET /api/office/bills/:id': { needs: 'finance.manage' },
  'POST /api/office/bills/:id/cancel': { needs: 'finance.manage' },
  'POST /api/office/bills/:id/waive': { needs: 'finance.manage' },

  // Payments (issue 10): checkout and a member's orders; the provider's notifications (public: a body without a
  // signature is logged and refused, 400); the finance office's orders, offline payments, refunds and reconciliation.
  // Bodies are empty (400 past the permission) and ids unknown (404), so the walk changes nothing.
  'POST /api/account/checkout': { needs: 'own.pay' },
  'GET /api/account/orders': { needs: 'own.pay' },
  'GET /api/account/orders/:id': { needs: 'own.pay' },
  'POST /api/account/orders/:id/cancel': { needs: 'own.pay' },
  'POST /api/payments/notifications/:provider': 'public',
  'GET /api/office/orders': { needs: 'finance.manage' },
  'GET /api/office/orders/:id': { needs: 'finance.manage' },
  'POST /api/office/payments/offline': { needs: 'finance.manage' },
  'POST /api/office/bills/:id/refund': { needs: 'finance.manage' },
  'GET /api/office/reconciliation': { needs: 'finance.manage' },
};

function allows(needs: Needs, principal: Principal): boolean {
  if (needs === 'session') return true;
  return (typeof needs === 'string' ? [needs] : needs).some((permission) => can(principal, permission));
}

function send(route: string, entry: Entry, email: string | undefined) {
  const [method, routePath] = route.split(' ') as [string, string];
  const { path = routePath.replace(/:\w+/g, '1'), body = method === 'GET' ? undefined : {} } =
    entry === 'public' || !entry.call ? {} : entry.call(email ?? '');
  const at = path.replace(/^\/api/, '');
  switch (method) {
    case 'GET':
      return call.get(at, email);
    case 'PATCH':
      return call.patch(at, email, body);
    case 'PUT':
      return call.put(at, email, body);
    case 'DELETE':
      return call.delete(at, email);
    default:
      return call.post(at, email, body);
  }
}

async function tournamentId(key: string): Promise<number> {
  const seed = tournamentSeeds.find((candidate) => candidate.key === key)!;
  const { data } = (await (await call.get('/tournaments')).json()) as {
    data: { id: number; name: { en: string } }[];
  };
  return data.find((tournament) => tournament.name.en.startsWith(`${seed.name.en} `))!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  const member = call.idOf('hamad.masters@example.ae');
  const [penalty] = await database.db
    .insert(penalties)
    .values({ memberId: member, reasonAr: 'سبب', reasonEn: 'Reason', startsOn: today, endsOn: today })
    .returning({ id: penalties.id });
  // A registration naming the club, with a file: the office and the club each have a request to act on.
  const [applicant] = await database.db
    .insert(members)
    .values({
      email: 'matrix.applicant@example.ae',
      passwordHash: 'x',
      accountType: 'player',
      nameAr: 'متقدم',
      nameEn: 'Applicant',
    })
    .returning({ id: members.id });
  const [request] = await database.db
    .insert(registrationRequests)
    .values({
      memberId: applicant!.id,
      kind: 'new',
      form: 'players',
      details: {},
      clubId: call.idOf('club@example.ae'),
      clientAddress: '203.0.113.1',
    })
    .returning({ id: registrationRequests.id });
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
  const [file] = await database.db
    .insert(registrationFiles)
    .values({
      requestId: request!.id,
      field: 'passportCopy',
      contentType: 'application/pdf',
      byteSize: pdf.length,
      bytes: pdf,
    })
    .returning({ id: registrationFiles.id });
  ids = {
    member,
    penalty: penalty!.id,
    request: request!.id,
    file: file!.id,
    tournament: await tournamentId('local-open-first-window'),
    communityTournament: await tournamentId('community-first-window'),
    archerOf: {
      'player@example.ae': call.idOf('player@example.ae'),
      'activity@example.ae': call.idOf('activity@example.ae'),
      'club@example.ae': call.idOf('rashid.junior@example.ae'),
      'academy@example.ae': call.idOf('mariam.archer@example.ae'),
    },
  };
  // Log everyone in first, so the walk measures the routes.
  for (const email of Object.keys(demoMembers)) await call.as(email);
});
afterAll(() => database.close());

describe('the permission matrix', () => {
  it('has an entry for every route of the app, and none for a route that is gone', () => {
    const routes = appRoutes(app);
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('covers every member kind with a demo account and every office role', () => {
    const kinds = new Set(Object.values(demoMembers).map((principal) => principal.accountType));
    expect(AccountTypes.filter((kind) => !kinds.has(kind))).toEqual(['individual']);
    expect(Object.values(demoMembers).filter((principal) => principal.officeRole)).toHaveLength(
      OfficeRoles.length,
    );
  });

  it('answers public routes to anyone without a session', async () => {
    const refused: string[] = [];
    for (const [route, entry] of Object.entries(matrix)) {
      if (entry !== 'public') continue;
      const { status } = await send(route, entry, undefined);
      if (status === 401 || status === 403) refused.push(`${route}: ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 401 without a session on every other route', async () => {
    for (const [route, entry] of Object.entries(matrix)) {
      if (entry === 'public') continue;
      const response = await send(route, entry, undefined);
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('answers 403 to every caller without the permission and lets every caller with it through', async () => {
    const cells: { route: string; caller: string; allowed: boolean; status: number }[] = [];
    for (const [route, entry] of Object.entries(matrix)) {
      if (entry === 'public') continue;
      for (const [email, principal] of Object.entries(demoMembers)) {
        const { status } = await send(route, entry, email);
        cells.push({ route, caller: email, allowed: allows(entry.needs, principal), status });
      }
    }
    const wrong = cells.filter(({ allowed, status }) =>
      allowed ? status === 401 || status === 403 : status !== 403,
    );
    expect(wrong).toEqual([]);
    // Both kinds of cell are there for every guarded route but the ones everybody signed in may use.
    for (const [route, entry] of Object.entries(matrix)) {
      if (entry === 'public' || entry.needs === 'session') continue;
      const own = cells.filter((cell) => cell.route === route);
      expect({
        route,
        allowed: own.some((cell) => cell.allowed),
        refused: own.some((cell) => !cell.allowed),
      }).toEqual({
        route,
        allowed: true,
        refused: true,
      });
    }
    // Every guarded route times every caller, one request each: a few thousand requests, far over the default
    // 20 s on a loaded 2-core machine (11 s alone).
  }, 120_000);
});

describe('ownership', () => {
  it("answers 404 to a club deciding a request that named another club, and to a member's request for another's file", async () => {
    await expectApiError(
      await call.post(`/club/requests/${ids.request}/decision`, 'academy@example.ae', { decision: 'accept' }),
      404,
      'not_found',
    );
    await expectApiError(await call.get(`/account/files/${ids.file}`, 'player@example.ae'), 404, 'not_found');
  });

  it("refuses a club entering another club's player", async () => {
    await expectApiError(
      await call.post(`/tournaments/${ids.tournament}/entries`, 'academy@example.ae', {
        archerId: call.idOf('rashid.junior@example.ae'),
        division: 'R',
        ageClass: 'SENIOR',
      }),
      403,
      'not_your_player',
    );
  });

  it('leaves the walk with its target member unblocked', async () => {
    const [row] = await database.db
      .select({ isBlocked: members.isBlocked })
      .from(members)
      .where(eq(members.id, ids.member));
    expect(row!.isBlocked).toBe(false);
  });
});
