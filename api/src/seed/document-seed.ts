import type { AccountType, RegistrationFormName } from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { appliedSeeds, members, registrationFiles, registrationRequests } from '../db/schema';
import { textPdf } from './media/pdf';
import { demoRegistrationPhoto } from './media/render';

const dayMs = 24 * 60 * 60 * 1000;

/** The form each kind registers with; persons and technical staff have none of their own, so the nearest. */
const formOf: Partial<Record<AccountType, RegistrationFormName>> = {
  player: 'players',
  coach: 'coaches',
  referee: 'judges',
  employee: 'administrators',
  technical: 'administrators',
  activity: 'playersCommunity',
  person: 'guest',
  guest: 'guest',
};

interface DemoDocuments {
  email: string;
  /** Days from the seed's day to each expiry. */
  passportInDays: number;
  emiratesIdInDays: number;
  /** Days before the seed the registration was sent: a medical exam lasts a year from then. */
  sentDaysAgo: number;
}

/**
 * What each role area's home shows (decision 056): the player's passport expires within 30 days, the coach's Emirates
 * ID has expired, the community-activity player's medical exam runs out in 15 days and the technical staff member's
 * passport in 25; everyone else's are valid.
 */
const demoDocuments: DemoDocuments[] = [
  { email: 'player@example.ae', passportInDays: 20, emiratesIdInDays: 700, sentDaysAgo: 60 },
  { email: 'coach@example.ae', passportInDays: 1100, emiratesIdInDays: -10, sentDaysAgo: 60 },
  { email: 'activity@example.ae', passportInDays: 1100, emiratesIdInDays: 700, sentDaysAgo: 350 },
  // The browser tests replace this one through the office (no other test reads the technical staff's documents).
  { email: 'technical@example.ae', passportInDays: 25, emiratesIdInDays: 700, sentDaysAgo: 60 },
  ...['referee', 'person', 'employee', 'guest', 'restricted'].map((name) => ({
    email: `${name}@example.ae`,
    passportInDays: 1100,
    emiratesIdInDays: 700,
    sentDaysAgo: 60,
  })),
];

async function demoFiles(name: string) {
  const png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#b48a3c' } })
    .png()
    .toBuffer();
  const pdf = (title: string) => textPdf(title, [`Demo ${title.toLowerCase()}: ${name}`]);
  return [
    { field: 'photo', contentType: 'image/png', bytes: await demoRegistrationPhoto(name) },
    { field: 'emiratesIdFront', contentType: 'image/png', bytes: png },
    { field: 'emiratesIdBack', contentType: 'image/png', bytes: png },
    { field: 'passportCopy', contentType: 'application/pdf', bytes: pdf('Passport copy') },
    { field: 'medicalExam', contentType: 'application/pdf', bytes: pdf('Medical exam') },
  ];
}

/**
 * The demo role members' registrations, approved, with their documents and expiry days, claimed as
 * `demo-documents` (the demo members were seeded without the forms they would have sent). They name no club, so no
 * club's lists change.
 */
export async function seedDemoDocuments(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-documents' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const people = await tx
      .select({
        id: members.id,
        email: members.email,
        accountType: members.accountType,
        nameEn: members.nameEn,
      })
      .from(members)
      .where(
        inArray(
          members.email,
          demoDocuments.map((demo) => demo.email),
        ),
      );
    for (const demo of demoDocuments) {
      const person = people.find((row) => row.email === demo.email);
      if (!person) continue;
      const sentAt = new Date(now.getTime() - demo.sentDaysAgo * dayMs);
      const [request] = await tx
        .insert(registrationRequests)
        .values({
          memberId: person.id,
          kind: 'new',
          form: formOf[person.accountType] ?? 'guest',
          status: 'Approved',
          details: {
            email: person.email,
            passportExpiryDate: addDays(today, demo.passportInDays),
            emiratesIdExpiry: addDays(today, demo.emiratesIdInDays),
          },
          clientAddress: '127.0.0.1',
          createdAt: sentAt,
          updatedAt: sentAt,
        })
        .returning({ id: registrationRequests.id });
      await tx.insert(registrationFiles).values(
        (await demoFiles(person.nameEn)).map((file) => ({
          requestId: request!.id,
          ...file,
          byteSize: file.bytes.byteLength,
        })),
      );
    }
  });
}
