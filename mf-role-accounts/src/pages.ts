import { defineMessage, defineMessages } from 'react-intl';
import { cardPageMessages } from '@uaeaf/account-kit';
import { roleSubPageTitles, type PlaceholderPageProps } from '@uaeaf/ui';
import type { Area, SubPage } from './areas';

export const areaHomePages: Record<Area, PlaceholderPageProps> = {
  coach: defineMessages({
    title: { id: 'roleAccounts.home.coach.title', defaultMessage: 'Coach account' },
    purpose: {
      id: 'roleAccounts.home.coach.purpose',
      defaultMessage: 'Your account as a coach: your details, circulars, penalties and electronic services.',
    },
  }),
  person: defineMessages({
    title: { id: 'roleAccounts.home.person.title', defaultMessage: 'Personal account' },
    purpose: {
      id: 'roleAccounts.home.person.purpose',
      defaultMessage: 'Your personal account: your details, circulars, penalties and electronic services.',
    },
  }),
  player: defineMessages({
    title: { id: 'roleAccounts.home.player.title', defaultMessage: 'Player account' },
    purpose: {
      id: 'roleAccounts.home.player.purpose',
      defaultMessage:
        'Your account as a player: your details, fees, tournaments, circulars, penalties and electronic services.',
    },
  }),
  referee: defineMessages({
    title: { id: 'roleAccounts.home.referee.title', defaultMessage: 'Referee account' },
    purpose: {
      id: 'roleAccounts.home.referee.purpose',
      defaultMessage:
        'Your account as a referee: your details, circulars, penalties and electronic services.',
    },
  }),
  employee: defineMessages({
    title: { id: 'roleAccounts.home.employee.title', defaultMessage: 'Employee account' },
    purpose: {
      id: 'roleAccounts.home.employee.purpose',
      defaultMessage:
        'Your account as an employee: your details, circulars, penalties and electronic services.',
    },
  }),
  technical: defineMessages({
    title: { id: 'roleAccounts.home.technical.title', defaultMessage: 'Technical staff account' },
    purpose: {
      id: 'roleAccounts.home.technical.purpose',
      defaultMessage:
        'Your account as a member of the technical staff: your details, circulars, penalties and electronic services.',
    },
  }),
  activity: defineMessages({
    title: {
      id: 'roleAccounts.home.playerActivity.title',
      defaultMessage: 'Community-activity player account',
    },
    purpose: {
      id: 'roleAccounts.home.playerActivity.purpose',
      defaultMessage:
        'Your account as a community-activity player: your details, fees, tournaments, circulars, penalties and electronic services.',
    },
  }),
};

// The headings do not name the area ("{area}: Penalties"): PlaceholderPage formats its messages without values.
export const subPages: Record<SubPage, PlaceholderPageProps> = {
  card: cardPageMessages,
  account: {
    title: roleSubPageTitles.account,
    purpose: defineMessage({
      id: 'roleAccounts.page.account.purpose',
      defaultMessage: 'Your personal details, documents and membership status.',
    }),
  },
  circulars: {
    title: roleSubPageTitles.circulars,
    purpose: defineMessage({
      id: 'roleAccounts.page.circulars.purpose',
      defaultMessage: 'Circulars the federation has sent you.',
    }),
  },
  Penalties: {
    title: roleSubPageTitles.Penalties,
    purpose: defineMessage({
      id: 'roleAccounts.page.penalties.purpose',
      defaultMessage: 'Penalties imposed on you, and how they restrict your account.',
    }),
  },
  Electronicservices: {
    title: roleSubPageTitles.Electronicservices,
    purpose: defineMessage({
      id: 'roleAccounts.page.electronicServices.purpose',
      defaultMessage: "The federation's online services and your requests for them.",
    }),
  },
  courses: {
    title: roleSubPageTitles.courses,
    purpose: defineMessage({
      id: 'roleAccounts.page.courses.purpose',
      defaultMessage:
        'The training courses you registered for, with their fees; cancel before a course starts.',
    }),
  },
  fees: {
    title: roleSubPageTitles.fees,
    purpose: defineMessage({
      id: 'roleAccounts.page.fees.purpose',
      defaultMessage: 'Fees due and paid, with their invoices.',
    }),
  },
  results: {
    title: roleSubPageTitles.results,
    purpose: defineMessage({
      id: 'roleAccounts.page.results.purpose',
      defaultMessage:
        'Your published tournament results, personal bests, ranking and national records, and who sees your public athlete profile.',
    }),
  },
  tournaments: {
    title: roleSubPageTitles.tournaments,
    purpose: defineMessage({
      id: 'roleAccounts.page.tournaments.purpose',
      defaultMessage: 'The tournaments and age groups you are entered in, with the option to withdraw.',
    }),
  },
};

/** The pages inside the electronic services page: a service's form and one request. */
export const servicePages = {
  form: defineMessages({
    title: {
      id: 'roleAccounts.page.electronicServicesForm.title',
      defaultMessage: 'Request an electronic service',
    },
    purpose: {
      id: 'roleAccounts.page.electronicServicesForm.purpose',
      defaultMessage: 'Fill in the form and attach the files; the fee is billed when you send it.',
    },
  }),
  request: defineMessages({
    title: {
      id: 'roleAccounts.page.electronicServicesRequest.title',
      defaultMessage: 'Electronic service request',
    },
    purpose: {
      id: 'roleAccounts.page.electronicServicesRequest.purpose',
      defaultMessage: 'Where the request stands, who answered it and what you may do now.',
    },
  }),
} satisfies Record<string, PlaceholderPageProps>;

/** The name of a role area's navigation (its pages beside the page shown). */
export const roleAccountNavLabel = defineMessage({ id: 'roleAccounts.nav', defaultMessage: 'Your account' });
