import { defineMessage, defineMessages } from 'react-intl';
import type { AreaPage } from '@uaeaf/account-kit';
import type { Permission } from '@uaeaf/contracts';
import { collectionPages } from './collections/kinds';
import { clubPagesPage } from './club-pages/messages';
import { contentPages } from './content/kinds';
import { galleryPage } from './gallery/messages';
import { sitePages } from './site-pages/messages';
import { eventPages } from './tournaments/events';

/**
 * The office's pages, keyed by their path under `/office` ('' is its home), each with the permission that opens it:
 * the navigation lists only the pages the staff member's role may use, and a page opened anyway is not allowed.
 */
export const officePages = {
  '': {
    permission: 'office.open',
    ...defineMessages({
      title: { id: 'office.home.title', defaultMessage: 'Federation office' },
      nav: { id: 'office.home.nav', defaultMessage: 'Overview' },
      purpose: {
        id: 'office.home.purpose',
        defaultMessage: 'What waits for a decision, and the way into each list.',
      },
    }),
  },
  requests: {
    permission: 'requests.read',
    ...defineMessages({
      title: { id: 'office.requests.title', defaultMessage: 'Requests' },
      nav: { id: 'office.requests.nav', defaultMessage: 'Requests' },
      purpose: {
        id: 'office.requests.purpose',
        defaultMessage: 'Every registration and renewal request, to approve or reject.',
      },
    }),
  },
  members: {
    permission: 'members.read',
    ...defineMessages({
      title: { id: 'office.members.title', defaultMessage: 'Members' },
      nav: { id: 'office.members.nav', defaultMessage: 'Members' },
      purpose: {
        id: 'office.members.purpose',
        defaultMessage: 'The directory of every member, with their data, requests, penalties and history.',
      },
    }),
  },
  penalties: {
    permission: 'penalties.read',
    ...defineMessages({
      title: { id: 'office.penalties.title', defaultMessage: 'Penalties' },
      nav: { id: 'office.penalties.nav', defaultMessage: 'Penalties' },
      purpose: {
        id: 'office.penalties.purpose',
        defaultMessage: 'Penalties issued to members, active, ended and lifted.',
      },
    }),
  },
  fees: {
    permission: 'finance.manage',
    ...defineMessages({
      title: { id: 'office.fees.title', defaultMessage: 'Fee catalogue' },
      nav: { id: 'office.fees.nav', defaultMessage: 'Fees' },
      purpose: {
        id: 'office.fees.purpose',
        defaultMessage: 'What the federation charges, one amount per fee and season.',
      },
    }),
  },
  bills: {
    permission: 'finance.manage',
    ...defineMessages({
      title: { id: 'office.bills.title', defaultMessage: 'Bills' },
      nav: { id: 'office.bills.nav', defaultMessage: 'Bills' },
      purpose: {
        id: 'office.bills.purpose',
        defaultMessage:
          'Every bill issued to a member: to cancel, waive, refund, record a payment for, or issue.',
      },
    }),
  },
  payments: {
    permission: 'finance.manage',
    ...defineMessages({
      title: { id: 'office.payments.title', defaultMessage: 'Payments' },
      nav: { id: 'office.payments.nav', defaultMessage: 'Payments' },
      purpose: {
        id: 'office.payments.purpose',
        defaultMessage: 'Every order, paid online by card or recorded from a bank transfer or a cheque.',
      },
    }),
  },
  reconciliation: {
    permission: 'finance.manage',
    ...defineMessages({
      title: { id: 'office.reconciliation.title', defaultMessage: 'Daily reconciliation' },
      nav: { id: 'office.reconciliation.nav', defaultMessage: 'Reconciliation' },
      purpose: {
        id: 'office.reconciliation.purpose',
        defaultMessage:
          'One day’s payments as the payment provider reports them against the bills marked paid, and every difference.',
      },
    }),
  },
  audit: {
    permission: 'audit.read',
    ...defineMessages({
      title: { id: 'office.audit.title', defaultMessage: 'Audit log' },
      nav: { id: 'office.audit.nav', defaultMessage: 'Audit log' },
      purpose: {
        id: 'office.audit.purpose',
        defaultMessage: 'Every change of status and every block, with who made it, when and why.',
      },
    }),
  },
  courses: {
    // Who registered for a course is member data: those who read members read it (decision 054).
    permission: 'members.read',
    ...defineMessages({
      title: { id: 'office.courses.title', defaultMessage: 'Training courses' },
      nav: { id: 'office.courses.nav', defaultMessage: 'Training courses' },
      purpose: {
        id: 'office.courses.purpose',
        defaultMessage: 'Each course’s seats and waiting list, and who registered, to read or export.',
      },
    }),
  },
  submissions: {
    permission: 'submissions.moderate',
    ...defineMessages({
      title: { id: 'office.submissions.title', defaultMessage: 'Sent-in articles' },
      nav: { id: 'office.submissions.nav', defaultMessage: 'Sent-in articles' },
      purpose: {
        id: 'office.submissions.purpose',
        defaultMessage:
          'Articles the public sent in: accept them as article drafts to publish, or decline with a reason.',
      },
    }),
  },
  contact: {
    permission: 'contact.answer',
    ...defineMessages({
      title: { id: 'office.contactInbox.title', defaultMessage: 'Contact messages' },
      nav: { id: 'office.contactInbox.nav', defaultMessage: 'Contact messages' },
      purpose: {
        id: 'office.contactInbox.purpose',
        defaultMessage: '“Contact us” messages to answer, each with the day it is due.',
      },
    }),
  },
  tournaments: {
    permission: 'entries.export',
    ...defineMessages({
      title: { id: 'office.tournaments.title', defaultMessage: 'Tournament entries' },
      nav: { id: 'office.tournaments.nav', defaultMessage: 'Tournament entries' },
      purpose: {
        id: 'office.tournaments.purpose',
        defaultMessage: 'Each tournament’s entries, to read or download for the results team.',
      },
    }),
  },
  results: {
    permission: 'results.manage',
    ...defineMessages({
      title: { id: 'office.results.title', defaultMessage: 'Tournament results' },
      nav: { id: 'office.results.nav', defaultMessage: 'Results' },
      purpose: {
        id: 'office.results.purpose',
        defaultMessage:
          'Each ended tournament’s results: import the scoring software’s file, check the archers, publish.',
      },
    }),
  },
  records: {
    permission: 'results.manage',
    ...defineMessages({
      title: { id: 'office.records.title', defaultMessage: 'National record proposals' },
      nav: { id: 'office.records.nav', defaultMessage: 'Record proposals' },
      purpose: {
        id: 'office.records.purpose',
        defaultMessage:
          'Scores published results proposed as national records: approve each, or reject it with a reason.',
      },
    }),
  },
  seasons: {
    permission: 'seasons.manage',
    ...defineMessages({
      title: { id: 'office.seasons.title', defaultMessage: 'Seasons' },
      nav: { id: 'office.seasons.nav', defaultMessage: 'Seasons' },
      purpose: {
        id: 'office.seasons.purpose',
        defaultMessage: 'The federation’s seasons: add the next one and choose the active one.',
      },
    }),
  },
  holidays: {
    // The administrator keeps the federation's calendar: its seasons and the days off (decision 062).
    permission: 'seasons.manage',
    ...defineMessages({
      title: { id: 'office.holidays.title', defaultMessage: 'Public holidays' },
      nav: { id: 'office.holidays.nav', defaultMessage: 'Public holidays' },
      purpose: {
        id: 'office.holidays.purpose',
        defaultMessage: 'The UAE’s public holidays, which the contact inbox does not count as working days.',
      },
    }),
  },
  staff: {
    permission: 'staff.manage',
    ...defineMessages({
      title: { id: 'office.staff.title', defaultMessage: 'Staff accounts' },
      nav: { id: 'office.staff.nav', defaultMessage: 'Staff' },
      purpose: {
        id: 'office.staff.purpose',
        defaultMessage: 'The office staff accounts and the role of each.',
      },
    }),
  },
  'content/news': contentPages.news,
  'content/articles': contentPages.articles,
  'content/circulars': contentPages.circulars,
  'events/tournaments': eventPages.tournaments,
  'events/courses': eventPages.courses,
  'club-pages': clubPagesPage,
  'collections/partners': collectionPages.partners,
  'collections/board-members': collectionPages['board-members'],
  'collections/slides': collectionPages.slides,
  'collections/links': collectionPages.links,
  gallery: galleryPage,
  pages: sitePages.pages,
  centres: sitePages.centres,
} as const satisfies Record<string, { permission: Permission }>;
export type OfficePagePath = keyof typeof officePages;

/** The office's pages in the order its navigation lists them. */
export const officePageList = Object.entries(officePages).map(([path, page]) => ({
  path,
  ...page,
})) satisfies AreaPage[];

export const officeNavLabel = defineMessage({ id: 'office.nav.label', defaultMessage: 'Office' });
