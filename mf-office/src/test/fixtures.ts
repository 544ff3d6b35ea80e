import type {
  AuditEvent,
  OfficeMemberDetail,
  OfficeRequestDetail,
  OfficeRequestRow,
  Paginated,
  Penalty,
  ResultTournament,
} from '@uaeaf/contracts';

/** API answers for the office's unit tests, each overridable. */

/** `GET /lookups` with every list empty: a page's answers then read as sent. */
export const noLookups = {
  nationalities: [],
  genders: [],
  emirates: [],
  qualifications: [],
  uniformSizes: [],
  clubCategories: [],
};

export function page<T>(items: T[], total = items.length): Paginated<T> {
  return { items, page: 1, pageSize: 25, total, totalPages: Math.max(1, Math.ceil(total / 25)) };
}

export function requestRow(id: number, overrides: Partial<OfficeRequestRow> = {}): OfficeRequestRow {
  return {
    id,
    kind: 'new',
    form: 'players',
    accountType: 'player',
    status: 'Pending',
    applicant: {
      id: 100 + id,
      name: { ar: `لاعب ${id}`, en: `Archer ${id}` },
      email: `archer${id}@example.ae`,
      emiratesId: '784199012345674',
    },
    club: null,
    submittedAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function auditEvent(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    at: '2026-03-01T08:00:00.000Z',
    actor: { id: 7, name: { ar: 'مسؤول العضويات', en: 'Membership Officer' } },
    subject: 'request',
    subjectId: 1,
    memberId: 101,
    action: 'request.submitted',
    fromStatus: null,
    toStatus: 'Pending',
    reason: null,
    ...overrides,
  };
}

export function requestDetail(overrides: Partial<OfficeRequestDetail> = {}): OfficeRequestDetail {
  return {
    ...requestRow(1),
    details: { firstNameEn: 'Archer', placeOfBirth: 'Al Ain', isResident: true, birthDate: '1995-05-01' },
    files: [
      { id: 11, field: 'photo', contentType: 'image/png', byteSize: 2048 },
      { id: 12, field: 'passportCopy', contentType: 'application/pdf', byteSize: 40960 },
    ],
    possibleDuplicates: [],
    decisionReason: null,
    allowedActions: ['approve', 'reject'],
    timeline: [auditEvent(1, { actor: null })],
    ...overrides,
  };
}

export function penalty(id: number, overrides: Partial<Penalty> = {}): Penalty {
  return {
    id,
    member: { id: 101, name: { ar: 'لاعب 1', en: 'Archer 1' } },
    reason: { ar: 'سلوك غير رياضي', en: 'Unsporting conduct' },
    startsOn: '2026-03-01',
    endsOn: '2026-03-31',
    fineFils: 15050,
    status: 'active',
    issuedBy: { id: 7, name: { ar: 'مسؤول العضويات', en: 'Membership Officer' } },
    createdAt: '2026-03-01T08:00:00.000Z',
    lifted: null,
    ...overrides,
  };
}

export function memberDetail(overrides: Partial<OfficeMemberDetail['member']> = {}): OfficeMemberDetail {
  return {
    member: {
      id: 101,
      name: { ar: 'لاعب 1', en: 'Archer 1' },
      email: 'archer1@example.ae',
      accountType: 'player',
      membershipNumber: 'UAEAF-000042',
      membershipStatus: 'Approved',
      validUntil: '2026-08-31',
      club: null,
      isBlocked: false,
      isRestricted: false,
      createdAt: '2026-01-10T08:00:00.000Z',
      emiratesId: '784199012345674',
      birthDate: '1995-05-01',
      gender: 'male',
      language: 'en',
      ageClass: 'SENIOR',
      uaePassLinked: false,
      ...overrides,
    },
    registration: null,
    requests: [],
    entries: [],
    bills: [],
    penalties: [],
    players: [],
    documents: [],
    history: [],
  };
}

/** An ended tournament as the results office's answers name it. */
export const resultTournament: ResultTournament = {
  id: 12,
  kind: 'Local',
  name: { ar: 'بطولة الاختبار', en: 'Test Cup' },
  venue: { ar: 'دبي', en: 'Dubai' },
  season: '2025-2026',
  startDate: '2026-01-10',
  endDate: '2026-01-11',
};
