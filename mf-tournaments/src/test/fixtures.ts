import type {
  EligibleArcher,
  TournamentDetail,
  TournamentEligibility,
  TournamentEntry,
  TournamentFiltersResponse,
  TournamentListItem,
  TournamentListResponse,
  TournamentRegistrationState,
} from '@uaeaf/contracts';

/** Tournaments as the API answers them, for the unit tests' stubbed fetch. */

export const states = {
  open: { status: 'open', window: 'first', closesOn: '2026-11-30' },
  notYetOpen: { status: 'notYetOpen', opensOn: '2026-12-05' },
  betweenWindows: { status: 'betweenWindows', opensOn: '2026-12-10' },
  ended: { status: 'ended', closedOn: '2026-11-01' },
} satisfies Record<string, TournamentRegistrationState>;

export function listItem(
  id: number,
  registration: TournamentRegistrationState,
  extra: Partial<TournamentListItem> = {},
): TournamentListItem {
  return {
    id,
    kind: 'Local',
    name: { ar: `بطولة رقم ${id}`, en: `Championship ${id}` },
    venue: { ar: 'مدينة زايد الرياضية، أبوظبي', en: 'Zayed Sports City, Abu Dhabi' },
    season: '2026-2027',
    startDate: '2026-12-20',
    endDate: '2026-12-21',
    isPast: false,
    hasResults: false,
    registration,
    ...extra,
  };
}

export const localPage: TournamentListResponse = {
  items: [
    listItem(1, states.open),
    listItem(2, states.notYetOpen),
    listItem(3, states.betweenWindows),
    listItem(4, states.ended, {
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      season: '2025-2026',
      isPast: true,
      hasResults: true,
    }),
  ],
  page: 1,
  pageSize: 12,
  total: 14,
  totalPages: 2,
};

export const filters: TournamentFiltersResponse = {
  seasons: [
    { name: '2026-2027', startDate: '2026-09-01', endDate: '2027-08-31', isActive: true },
    { name: '2025-2026', startDate: '2025-09-01', endDate: '2026-08-31', isActive: false },
  ],
  divisions: [
    { code: 'R', name: { ar: 'القوس الأولمبي', en: 'Recurve' } },
    { code: 'C', name: { ar: 'القوس المركب', en: 'Compound' } },
  ],
};

export function detail(
  id: number,
  registration: TournamentRegistrationState,
  extra: Partial<TournamentDetail> = {},
): TournamentDetail {
  return {
    ...listItem(id, registration),
    firstRegistrationStart: '2026-11-01',
    firstRegistrationEnd: '2026-11-30',
    secondRegistrationStart: '2026-12-10',
    secondRegistrationEnd: '2026-12-15',
    divisions: filters.divisions,
    ageClasses: [
      { code: 'U18', name: { ar: 'تحت 18 سنة', en: 'Under 18' } },
      { code: 'U21', name: { ar: 'تحت 21 سنة', en: 'Under 21' } },
      { code: 'SENIOR', name: { ar: 'الكبار', en: 'Senior' } },
    ],
    entryFeeFils: 10_000,
    documents: [
      {
        name: { ar: 'تعميم البطولة', en: 'Tournament circular' },
        url: '/api/files/7',
        size: 20_480,
        mimeType: 'application/pdf',
      },
    ],
    entryCount: 3,
    capacity: null,
    description: null,
    ...extra,
  };
}

export function archer(id: number, extra: Partial<EligibleArcher> = {}): EligibleArcher {
  return {
    id,
    name: { ar: `رامٍ رقم ${id}`, en: `Archer ${id}` },
    gender: 'male',
    birthDate: '2009-03-02',
    ownAgeClass: 'U18',
    ageClasses: ['U18', 'U21', 'SENIOR'],
    divisions: ['R', 'C'],
    refusal: null,
    ...extra,
  };
}

export function entry(id: number, extra: Partial<TournamentEntry> = {}): TournamentEntry {
  return {
    id,
    tournamentId: 1,
    archer: { id: 21, name: { ar: 'رامٍ رقم 21', en: 'Archer 21' } },
    division: { code: 'R', name: { ar: 'القوس الأولمبي', en: 'Recurve' } },
    ageClass: { code: 'U18', name: { ar: 'تحت 18 سنة', en: 'Under 18' } },
    status: 'Pending',
    bill: {
      id: 5,
      name: { ar: 'اشتراك البطولة', en: 'Tournament subscription' },
      number: 'TS-2026-000042',
      amountFils: 10_000,
      issuedOn: '2026-11-23',
      status: 'unpaid',
    },
    history: [{ event: 'submitted', at: '2026-11-23T08:15:00.000Z' }],
    mayWithdraw: true,
    ...extra,
  };
}

export function eligibility(extra: Partial<TournamentEligibility> = {}): TournamentEligibility {
  return {
    tournamentId: 1,
    registration: states.open,
    refusal: null,
    archers: [archer(21)],
    entries: [],
    ...extra,
  };
}
