import {
  type CreateStaff,
  OfficeErrorCodes,
  type OfficeRole,
  type StaffMember,
  validationMessages,
} from '@uaeaf/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { assertStrongPassword } from '../../auth/password-strength';
import { type PasswordHashing, hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/errors';

const columns = {
  id: members.id,
  email: members.email,
  nameAr: members.nameAr,
  nameEn: members.nameEn,
  officeRole: members.officeRole,
  isBlocked: members.isBlocked,
  createdAt: members.createdAt,
};
interface Row {
  id: number;
  email: string;
  nameAr: string;
  nameEn: string;
  officeRole: OfficeRole | null;
  isBlocked: boolean;
  createdAt: Date;
}

function toStaffMember({ nameAr, nameEn, officeRole, createdAt, ...row }: Row): StaffMember {
  return {
    ...row,
    name: { ar: nameAr, en: nameEn },
    officeRole: officeRole!,
    createdAt: createdAt.toISOString(),
  };
}

const isStaffRow = isNotNull(members.officeRole);

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(columns)
    .from(members)
    .where(isStaffRow)
    .orderBy(asc(members.nameEn), asc(members.id));
  return rows.map(toStaffMember);
}

/**
 * A new staff account, approved at once (the office has no one to approve it). 400 `weak_password`, 409 `email_taken`.
 */
export async function createStaff(
  db: Database,
  input: CreateStaff,
  hashing: PasswordHashing,
  now: Date,
): Promise<StaffMember> {
  assertStrongPassword(
    input.password,
    { email: input.email, names: [input.nameAr, input.nameEn] },
    'password',
  );
  const passwordHash = await hashPassword(input.password, hashing);
  try {
    const [row] = await db
      .insert(members)
      .values({
        email: input.email,
        passwordHash,
        accountType: 'admin',
        officeRole: input.officeRole,
        nameAr: input.nameAr,
        nameEn: input.nameEn,
        membershipStatus: 'Approved',
        createdAt: now,
      })
      .returning(columns);
    return toStaffMember(row!);
  } catch (error) {
    if (!uniqueViolation(error)?.includes('members_email_lower')) throw error;
    throw new ApiError(409, OfficeErrorCodes.emailTaken, 'Another account uses this email', {
      email: [validationMessages.emailTaken],
    });
  }
}

/**
 * Changes a staff account's role. Refused with 409 `last_administrator` when it would leave no administrator who can
 * log in: every administrator row is locked first, so two administrators demoting each other at once take turns and
 * the second is refused.
 */
export async function changeStaffRole(
  db: Database,
  id: number,
  officeRole: OfficeRole,
): Promise<StaffMember | undefined> {
  return db.transaction(async (tx) => {
    const administrators = await tx
      .select({ id: members.id, isBlocked: members.isBlocked })
      .from(members)
      .where(eq(members.officeRole, 'administrator'))
      .for('update');
    const [staff] = await tx
      .select(columns)
      .from(members)
      .where(and(eq(members.id, id), isStaffRow))
      .for('update');
    if (!staff) return undefined;
    const remaining = administrators.filter((admin) => admin.id !== id && !admin.isBlocked);
    if (staff.officeRole === 'administrator' && officeRole !== 'administrator' && remaining.length === 0) {
      throw new ApiError(
        409,
        OfficeErrorCodes.lastAdministrator,
        'The office needs at least one administrator',
      );
    }
    const [row] = await tx.update(members).set({ officeRole }).where(eq(members.id, id)).returning(columns);
    return toStaffMember(row!);
  });
}
