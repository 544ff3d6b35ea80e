import {
  type ElectronicServiceKind,
  serviceAuditActions,
  serviceFees,
  type ServiceRequestStatus,
} from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import { billFee } from '../billing/fees';
import { closeBill } from '../billing/close-bill';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { appliedSeeds, auditEvents, members, serviceRequestFiles, serviceRequests } from '../db/schema';
import { textPdf } from './media/pdf';
import { demoRegistrationPhoto } from './media/render';

/**
 * The demo approved document's verification code, printed on its letter: the public verify page's example (and its
 * browser test's). Demo data only, like every seeded account.
 */
export const demoVerificationCode = 'UAEAF-DEM2-EQPT-K7WA';

const dayMs = 24 * 60 * 60 * 1000;

interface DemoStep {
  /** Days before the seed ran. */
  daysAgo: number;
  action: keyof typeof serviceAuditActions;
  by: 'requester' | 'office';
  to: ServiceRequestStatus;
  reason?: string;
}

interface DemoServiceRequest {
  kind: ElectronicServiceKind;
  requester: string;
  details: Record<string, unknown>;
  files: { field: string; file: () => Promise<{ type: string; bytes: Uint8Array }> }[];
  /** Oldest first; the first is the submission, the last gives the request its status. */
  steps: DemoStep[];
}

const pdf = (title: string, lines: string[]) => async () => ({
  type: 'application/pdf',
  bytes: textPdf(title, lines),
});

const photo = async () => ({ type: 'image/png', bytes: await demoRegistrationPhoto('services') });

/**
 * One service request in each state a page shows, none of them a release or transfer: the demo players are the
 * browser tests' (an open one would block theirs), and the demo academy's list stays empty for the test that reads
 * it so. The coach's international code awaits the office; the club's equipment import is approved, with its letter
 * and `demoVerificationCode`; the club's event waits for a document the office asked for; the referee's
 * international code was rejected with a reason.
 */
function demoRequests(today: string): DemoServiceRequest[] {
  const year = Number(today.slice(0, 4));
  const inDays = (days: number) => uaeToday(new Date(Date.parse(`${today}T12:00:00Z`) + days * dayMs));
  return [
    {
      kind: 'internationalCode',
      requester: 'coach@example.ae',
      details: {
        role: 'coach',
        passportNumber: 'N4827153',
        passportExpiry: `${year + 4}-03-14`,
        nationality: 'AE',
      },
      files: [
        {
          field: 'passportCopy',
          file: pdf('Passport copy', ['Demo passport copy: Maryam Abdulla Al Shamsi']),
        },
        { field: 'photo', file: photo },
      ],
      steps: [{ daysAgo: 2, action: 'submit', by: 'requester', to: 'awaitingOffice' }],
    },
    {
      kind: 'equipmentImport',
      requester: 'club@example.ae',
      details: {
        items: [
          { description: 'Recurve bows, complete', quantity: 8 },
          { description: 'Carbon arrows (dozen)', quantity: 20 },
          { description: 'Target faces 122 cm', quantity: 50 },
        ],
        supplier: 'Win & Win Archery',
        country: 'KR',
        expectedArrival: inDays(20),
      },
      files: [
        {
          field: 'invoice',
          file: pdf('Pro forma invoice', [
            'Win & Win Archery, Seoul',
            'To: Sharjah Archery Club',
            '8 recurve bows, 20 dozen carbon arrows, 50 target faces',
          ]),
        },
      ],
      steps: [
        { daysAgo: 12, action: 'submit', by: 'requester', to: 'awaitingOffice' },
        { daysAgo: 9, action: 'approve', by: 'office', to: 'approved' },
      ],
    },
    {
      kind: 'eventOrganisation',
      requester: 'club@example.ae',
      details: {
        nameAr: 'بطولة الشارقة المفتوحة للناشئين',
        nameEn: 'Sharjah Junior Open',
        eventKind: 'competition',
        startDate: inDays(40),
        endDate: inDays(41),
        venue: 'Sharjah Archery Club range',
        emirate: 'sharjah',
        participants: 120,
        description: 'Outdoor recurve and compound rounds for under-15 and under-18 archers.',
      },
      files: [
        {
          field: 'programme',
          file: pdf('Sharjah Junior Open: programme', [
            'Day 1: qualification rounds',
            'Day 2: eliminations and finals',
          ]),
        },
      ],
      steps: [
        { daysAgo: 5, action: 'submit', by: 'requester', to: 'awaitingOffice' },
        {
          daysAgo: 3,
          action: 'requestDocuments',
          by: 'office',
          to: 'moreDocuments',
          reason:
            'يرجى إرفاق موافقة الدفاع المدني على موقع الفعالية.\nPlease add the civil defence approval for the venue.',
        },
      ],
    },
    {
      kind: 'internationalCode',
      requester: 'referee@example.ae',
      details: {
        role: 'judge',
        passportNumber: 'P7730418',
        passportExpiry: `${year + 2}-11-02`,
        nationality: 'AE',
      },
      files: [
        {
          field: 'passportCopy',
          file: pdf('Passport copy', ['Demo passport copy: Khaled Mohammed Al Nuaimi']),
        },
        { field: 'photo', file: photo },
      ],
      steps: [
        { daysAgo: 20, action: 'submit', by: 'requester', to: 'awaitingOffice' },
        {
          daysAgo: 18,
          action: 'reject',
          by: 'office',
          to: 'rejected',
          reason:
            'نسخة جواز السفر غير واضحة؛ يرجى تقديم طلب جديد بنسخة واضحة.\nThe passport copy cannot be read; please ask again with a clear copy.',
        },
      ],
    },
  ];
}

/**
 * The demo service requests (decision 046), claimed as `demo-services`: with the demo members and after the demo fee
 * catalogue, whose amounts their bills take. Each has its files, its bill (cancelled with a rejection, as the office's
 * decision does) and its timeline in the audit trail, as if the members and the office had taken each step.
 */
export async function seedDemoServices(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  const requests = demoRequests(today);
  const files = await Promise.all(
    requests.map((request) =>
      Promise.all(request.files.map(async (one) => ({ ...one, ...(await one.file()) }))),
    ),
  );
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-services' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const emails = [...requests.map((request) => request.requester), 'membership@example.ae'];
    const people = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(inArray(members.email, emails));
    const idOf = new Map(people.map((person) => [person.email, person.id]));
    const officer = idOf.get('membership@example.ae');
    for (const [index, request] of requests.entries()) {
      const requesterId = idOf.get(request.requester);
      if (requesterId === undefined || officer === undefined) continue;
      const at = (step: DemoStep) => new Date(now.getTime() - step.daysAgo * dayMs);
      const first = request.steps[0]!;
      const last = request.steps.at(-1)!;
      const approved = last.action === 'approve';
      const bill = await billFee(tx, {
        memberId: requesterId,
        feeCode: serviceFees[request.kind],
        actorId: requesterId,
        // Today's: the demo catalogue prices this season and the next, and a step's day may fall in the last one.
        day: today,
      });
      const [row] = await tx
        .insert(serviceRequests)
        .values({
          kind: request.kind,
          status: last.to,
          requesterId,
          details: request.details,
          officeNote: last.by === 'office' && !approved ? (last.reason ?? null) : null,
          billId: bill.id,
          approvedAt: approved ? at(last) : null,
          verificationCode: approved ? demoVerificationCode : null,
          createdAt: at(first),
          updatedAt: at(last),
        })
        .returning({ id: serviceRequests.id });
      const requestId = row!.id;
      await tx.insert(serviceRequestFiles).values(
        files[index]!.map((file) => ({
          requestId,
          field: file.field,
          contentType: file.type,
          byteSize: file.bytes.byteLength,
          bytes: file.bytes,
          createdAt: at(first),
        })),
      );
      if (last.action === 'reject') {
        await closeBill(tx, {
          billId: bill.id,
          status: 'cancelled',
          reason: last.reason!,
          actorId: officer,
          at: at(last),
        });
      }
      let from: ServiceRequestStatus | null = null;
      for (const step of request.steps) {
        await tx.insert(auditEvents).values({
          at: at(step),
          actorId: step.by === 'office' ? officer : requesterId,
          subject: 'request',
          subjectId: requestId,
          memberId: requesterId,
          action: serviceAuditActions[step.action],
          fromStatus: from,
          toStatus: step.to,
          reason: step.action === 'submit' ? request.kind : (step.reason ?? null),
        });
        from = step.to;
      }
    }
  });
}
