import type { ServiceRequest } from '@uaeaf/contracts';

/** A service request as the office's routes answer it, each part overridable: by default a transfer to decide. */
export function serviceRequest(id: number, overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id,
    kind: 'playerTransfer',
    status: 'awaitingOffice',
    requester: { id: 30, name: { ar: 'أكاديمية الرماية', en: 'Archery Academy' }, accountType: 'academy' },
    player: { id: 101, name: { ar: 'لاعب 1', en: 'Archer 1' } },
    parties: [
      {
        role: 'releasingClub',
        club: { id: 20, name: { ar: 'نادي الشارقة', en: 'Sharjah Archery Club' } },
        answer: 'objected',
        objection: 'feesOwed',
        note: 'Two months unpaid',
        answerBy: '2026-03-15T08:00:00.000Z',
        answeredAt: '2026-03-03T08:00:00.000Z',
      },
      {
        role: 'receivingClub',
        club: { id: 30, name: { ar: 'أكاديمية الرماية', en: 'Archery Academy' } },
        answer: 'agreed',
        objection: null,
        note: null,
        answerBy: '2026-03-15T08:00:00.000Z',
        answeredAt: '2026-03-01T08:00:00.000Z',
      },
    ],
    details: { reason: 'Closer to home', season: '2026-2027', playerId: 101 },
    files: [{ id: 41, field: 'agreement', contentType: 'application/pdf', byteSize: 20480, added: false }],
    officeNote: null,
    bill: { id: 9, number: 'ES-2026-000009', status: 'unpaid', amountFils: 50000 },
    verificationCode: null,
    submittedAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-03T08:00:00.000Z',
    role: 'office',
    allowedActions: ['approve', 'reject', 'requestDocuments'],
    timeline: [
      {
        at: '2026-03-01T08:00:00.000Z',
        action: 'service.submitted',
        fromStatus: null,
        toStatus: 'awaitingParties',
        reason: null,
        by: 'club',
        name: { ar: 'أكاديمية الرماية', en: 'Archery Academy' },
      },
      {
        at: '2026-03-03T08:00:00.000Z',
        action: 'service.partyObjected',
        fromStatus: 'awaitingParties',
        toStatus: 'awaitingOffice',
        reason: 'releasingClub: feesOwed: Two months unpaid',
        by: 'club',
        name: { ar: 'نادي الشارقة', en: 'Sharjah Archery Club' },
      },
    ],
    ...overrides,
  };
}
