import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import {
  AwaitingAnswerBadge,
  cardPageMessages,
  UnreadCircularsBadge,
  type AreaPage,
} from '@uaeaf/account-kit';
import type { AccountType } from '@uaeaf/contracts';
import { accountHomePage, accountPages } from './pages';

/** What every page of the area is given: its own heading and purpose, from the registry. */
export interface ClubPageProps {
  title: MessageDescriptor;
  purpose: MessageDescriptor;
}

export interface ClubAccountPage extends AreaPage {
  title: MessageDescriptor;
  purpose: MessageDescriptor;
  /** Loads the page's own chunk when it is first shown; without it the page is still a placeholder. */
  load?: () => Promise<{ default: ComponentType<ClubPageProps> }>;
  /** The same page for the other member kind, where a member of that kind is sent instead. */
  counterpart?: string;
  /** A page inside another (a player's details), reached from it rather than from the navigation. */
  inNav?: false;
}

const club = ['club'] as const satisfies readonly AccountType[];
const academy = ['academy'] as const satisfies readonly AccountType[];

/** A page of the area with its title as its navigation label, open to both kinds unless told. */
function page(path: string, messages: ClubPageProps, more: Partial<ClubAccountPage> = {}): ClubAccountPage {
  return { path, ...messages, nav: messages.title, permission: 'own.read', ...more };
}

const requestsPage = () => import('./requests/RequestsPage');
const playersPage = () => import('./players/PlayersPage');

/**
 * The club and academy account's pages under `/my-account` (the spec's spelling of each path), in navigation
 * order: the routes, the navigation and the kind checks are all made from this one table. Add a page with one line.
 */
export const clubAccountPages: readonly ClubAccountPage[] = [
  page('', accountHomePage, { load: () => import('./home/HomePage') }),
  page('card', cardPageMessages, { load: () => import('@uaeaf/account-kit/card') }),
  page('players', accountPages.players, { kinds: club, counterpart: 'players-academy', load: playersPage }),
  page('players-academy', accountPages['players-academy'], {
    kinds: academy,
    counterpart: 'players',
    load: playersPage,
  }),
  page('requests', accountPages.requests, {
    kinds: club,
    counterpart: 'requestsAcademy',
    load: requestsPage,
  }),
  page('requestsAcademy', accountPages.requestsAcademy, {
    kinds: academy,
    counterpart: 'requests',
    load: requestsPage,
  }),
  page('register-new', accountPages['register-new'], {
    load: () => import('./register-new/RegisterNewPage'),
  }),
  page('renewal', accountPages.renewal, { load: () => import('./renewal/RenewalPage') }),
  page('teams', accountPages.teams, { load: () => import('./teams/TeamsPage') }),
  page('season-subscription', accountPages['season-subscription'], {
    load: () => import('./season-subscription/SeasonSubscriptionPage'),
  }),
  page('fees', accountPages.fees, { load: () => import('./fees/FeesPage') }),
  page('tournaments', accountPages.tournaments, { load: () => import('./tournaments/TournamentsPage') }),
  page('results', accountPages.results, { load: () => import('./results/ResultsPage') }),
  page('circulars', accountPages.circulars, {
    load: () => import('./circulars/CircularsPage'),
    badge: UnreadCircularsBadge,
  }),
  page('Penalties', accountPages.Penalties, { load: () => import('./penalties/PenaltiesPage') }),
  page('Electronicservices', accountPages.Electronicservices, {
    load: () => import('./eservices/ElectronicServicesPage'),
  }),
  page('ElectronicservicesRequests', accountPages.ElectronicservicesRequests, {
    load: () => import('./eservices/ElectronicServiceRequestsPage'),
    badge: AwaitingAnswerBadge,
  }),
  page('Electronicservices/:kind', accountPages.ElectronicservicesForm, {
    inNav: false,
    load: () => import('./eservices/ElectronicServiceFormPage'),
  }),
  page('ElectronicservicesRequests/:id', accountPages.ElectronicservicesRequest, {
    inNav: false,
    load: () => import('./eservices/ElectronicServiceRequestPage'),
  }),
  page('reset_password', accountPages.reset_password, {
    load: () => import('./reset-password/ResetPasswordPage'),
  }),
];
