import type { AccountType, MembershipStatus, RequestKind } from '@uaeaf/contracts';
import type { Database } from '../src/db/client';
import { members, registrationFiles, registrationRequests } from '../src/db/schema';

let made = 0;

export interface ApplicantSeed {
  nameAr?: string;
  nameEn?: string;
  email?: string;
  accountType?: AccountType;
  form?: string;
  kind?: RequestKind;
  status?: MembershipStatus;
  emiratesId?: string | null;
  birthDate?: string | null;
  language?: 'ar' | 'en';
  /** The club or academy named (its member id). */
  clubId?: number | null;
  details?: Record<string, unknown>;
  files?: { field: string; contentType: string; bytes: Uint8Array }[];
  submittedAt?: Date;
}

/**
 * A member who applied, with their request in `status` (the member's membership status alike), as a registration
 * leaves them; every call makes a new one with its own email.
 */
export async function createApplicant(db: Database, seed: ApplicantSeed = {}) {
  made += 1;
  const email = seed.email ?? `applicant.${made}.${Date.now()}@example.ae`;
  const status = seed.status ?? 'Pending';
  const submittedAt = seed.submittedAt ?? new Date();
  const [member] = await db
    .insert(members)
    .values({
      email,
      passwordHash: 'not-a-password',
      accountType: seed.accountType ?? 'player',
      nameAr: seed.nameAr ?? `متقدم ${made}`,
      nameEn: seed.nameEn ?? `Applicant ${made}`,
      membershipStatus: status,
      emiratesId: seed.emiratesId ?? null,
      birthDate: seed.birthDate ?? null,
      language: seed.language ?? 'ar',
      createdAt: submittedAt,
    })
    .returning({ id: members.id });
  const [request] = await db
    .insert(registrationRequests)
    .values({
      memberId: member!.id,
      kind: seed.kind ?? 'new',
      form: seed.form ?? 'players',
      status,
      details: seed.details ?? { email },
      clubId: seed.clubId ?? null,
      clientAddress: '127.0.0.1',
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: registrationRequests.id });
  if (seed.files?.length) {
    await db.insert(registrationFiles).values(
      seed.files.map((file) => ({
        requestId: request!.id,
        field: file.field,
        contentType: file.contentType,
        byteSize: file.bytes.byteLength,
        bytes: file.bytes,
      })),
    );
  }
  return { memberId: member!.id, requestId: request!.id, email };
}
