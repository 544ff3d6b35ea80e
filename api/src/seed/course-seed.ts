import type { AccountType, AgeClassCode } from '@uaeaf/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appliedSeeds, members, trainingCourses } from '../db/schema';
import { courseTerms } from '../training/admission';
import { insertRegistration } from '../training/registration-store';

interface CourseTermsSeed {
  capacity: number | null;
  kinds: AccountType[] | null;
  ageClasses: AgeClassCode[] | null;
  feeFils: number | null;
  /** Demo members (emails) holding a seat, in the order they registered. */
  seats?: string[];
}

/**
 * What the demo courses (by English name) admit, their seats and fees, so every state shows (decision 054): open
 * with seats and a fee (coaching), open for juniors only, open and full (women: offers the waiting list), not yet
 * open with a fee, and closed ones.
 */
const courseTermsSeeds: Record<string, CourseTermsSeed> = {
  'Coaching course, Level 1': { capacity: 40, kinds: null, ageClasses: null, feeFils: 50_000 },
  'Beginners’ course for juniors (ages 8-14)': {
    capacity: 16,
    kinds: ['player', 'individual', 'activity', 'person', 'guest'],
    ageClasses: ['U15'],
    feeFils: null,
  },
  'Archery course for women': {
    capacity: 2,
    kinds: null,
    ageClasses: null,
    feeFils: null,
    seats: ['mariam.archer@example.ae', 'noura.cadet@example.ae'],
  },
  'Barebow fundamentals': { capacity: 15, kinds: null, ageClasses: null, feeFils: 25_000 },
  'Para archery coaching workshop': { capacity: 10, kinds: ['coach'], ageClasses: null, feeFils: null },
  'Judges’ course, Level 1': { capacity: 30, kinds: ['referee', 'coach'], ageClasses: null, feeFils: null },
};

/**
 * The demo courses' terms and the demo members' seats, claimed as `demo-course-registrations`: a database seeded
 * before registration existed gets them on its next start. A course or member that is missing is left out.
 */
export async function seedDemoCourseRegistrations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-course-registrations' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const emails = Object.values(courseTermsSeeds).flatMap((seed) => seed.seats ?? []);
    const memberRows = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(inArray(members.email, emails));
    const idOf = new Map(memberRows.map((row) => [row.email, row.id]));
    for (const [nameEn, seed] of Object.entries(courseTermsSeeds)) {
      const [course] = await tx
        .update(trainingCourses)
        .set({
          capacity: seed.capacity,
          admittedKinds: seed.kinds,
          admittedAgeClasses: seed.ageClasses,
          feeFils: seed.feeFils,
        })
        .where(eq(trainingCourses.nameEn, nameEn))
        .returning({ id: trainingCourses.id, registrationStart: trainingCourses.registrationStart });
      if (!course) continue;
      const terms = (await courseTerms(tx, course.id))!;
      const at = new Date(`${course.registrationStart}T10:00:00+04:00`);
      for (const email of seed.seats ?? []) {
        const memberId = idOf.get(email);
        if (memberId !== undefined) await insertRegistration(tx, terms, memberId, true, at);
      }
    }
  });
}
