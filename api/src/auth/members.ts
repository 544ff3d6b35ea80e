import type { AccountType, LocalizedText, OfficeRole, SessionResponse } from '@uaeaf/contracts';
import { and, eq, exists, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { members, type membershipStatus, penalties } from '../db/schema';

/** What the API knows about a logged-in member; `requireSession` puts it on the context. */
export interface SessionMember {
  id: number;
  email: string;
  name: LocalizedText;
  accountType: AccountType;
  membershipStatus: (typeof membershipStatus.enumValues)[number];
  isBlocked: boolean;
  /** Under a penalty that covers today (UAE calendar). */
  isRestricted: boolean;
  /** Staff only. */
  officeRole: OfficeRole | null;
}

/** Whether the member of the row being selected is under a penalty, not lifted, that covers `today` (UAE calendar). */
export function isRestrictedColumn(db: Database, today: string) {
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(penalties)
      .where(
        and(
          eq(penalties.memberId, members.id),
          lte(penalties.startsOn, today),
          gte(penalties.endsOn, today),
          isNull(penalties.liftedAt),
        ),
      ),
  )}`;
}

function memberColumns(db: Database, now: Date) {
  return {
    id: members.id,
    email: members.email,
    name: { ar: members.nameAr, en: members.nameEn },
    accountType: members.accountType,
    membershipStatus: members.membershipStatus,
    isBlocked: members.isBlocked,
    isRestricted: isRestrictedColumn(db, uaeToday(now)),
    officeRole: members.officeRole,
  };
}

/** Emails are unique regardless of case; comparing `lower(email)` uses that unique index. */
function sameEmail(email: string): SQL {
  return sql`lower(${members.email}) = lower(${email})`;
}

export async function findMemberForLogin(
  db: Database,
  email: string,
  now: Date,
): Promise<(SessionMember & { passwordHash: string }) | undefined> {
  const [member] = await db
    .select({ ...memberColumns(db, now), passwordHash: members.passwordHash })
    .from(members)
    .where(sameEmail(email))
    .limit(1);
  return member;
}

export async function findMember(db: Database, id: number, now: Date): Promise<SessionMember | undefined> {
  const [member] = await db.select(memberColumns(db, now)).from(members).where(eq(members.id, id)).limit(1);
  return member;
}

/** The body login and "who am I" answer with: what the browser may keep about the member. */
export function toSessionResponse(member: SessionMember): SessionResponse {
  return {
    userInfo: {
      id: member.id,
      email: member.email,
      name: member.name,
      isBlock: member.isBlocked,
      isRestricted: member.isRestricted,
      membershipStatus: member.membershipStatus,
      ...(member.officeRole && { officeRole: member.officeRole }),
    },
    accountType: member.accountType,
  };
}
