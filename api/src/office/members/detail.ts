import { ageClassFor, type OfficeMemberDetail, type OfficeMemberFile } from '@uaeaf/contracts';
import { asc, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import {
  ageCategories,
  bills,
  bowDivisions,
  clubPlayers,
  members,
  registrationFiles,
  registrationRequests,
  tournamentEntries,
  tournaments,
} from '../../db/schema';
import { sourcedMemberDocuments } from '../../member-documents/member-documents';
import { memberHistory } from '../audit/audit-log';
import { penaltiesOf } from '../penalties/penalties';
import { selectMemberRows, toMemberRow } from './directory';

const archers = alias(members, 'archer');
const players = alias(members, 'player');

/** `GET /api/office/members/:id`: the member, their latest registration with its files, and everything linked to them. */
export async function memberDetail(
  db: Database,
  id: number,
  now: Date,
): Promise<OfficeMemberDetail | undefined> {
  const [row] = await selectMemberRows(db, now).where(eq(members.id, id));
  if (!row) return undefined;
  const [person] = await db
    .select({
      emiratesId: members.emiratesId,
      birthDate: members.birthDate,
      gender: members.gender,
      language: members.language,
      uaePassUuid: members.uaePassUuid,
    })
    .from(members)
    .where(eq(members.id, id));
  const isOrganisation = row.accountType === 'club' || row.accountType === 'academy';
  const competitionYear = Number(uaeToday(now).slice(0, 4));

  const requests = await db
    .select({
      id: registrationRequests.id,
      kind: registrationRequests.kind,
      form: registrationRequests.form,
      status: registrationRequests.status,
      details: registrationRequests.details,
      createdAt: registrationRequests.createdAt,
    })
    .from(registrationRequests)
    .where(eq(registrationRequests.memberId, id))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
  const latest = requests[0];
  const files = latest
    ? await db
        .select({
          id: registrationFiles.id,
          requestId: registrationFiles.requestId,
          field: registrationFiles.field,
          contentType: registrationFiles.contentType,
          byteSize: registrationFiles.byteSize,
        })
        .from(registrationFiles)
        .where(eq(registrationFiles.requestId, latest.id))
        .orderBy(asc(registrationFiles.id))
    : [];

  const entries = await db
    .select({
      id: tournamentEntries.id,
      tournamentId: tournaments.id,
      tournamentAr: tournaments.nameAr,
      tournamentEn: tournaments.nameEn,
      archerId: archers.id,
      archerAr: archers.nameAr,
      archerEn: archers.nameEn,
      divisionAr: bowDivisions.nameAr,
      divisionEn: bowDivisions.nameEn,
      ageClassAr: ageCategories.nameAr,
      ageClassEn: ageCategories.nameEn,
      status: tournamentEntries.status,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(archers, eq(archers.id, tournamentEntries.archerId))
    .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentEntries.divisionId))
    .innerJoin(ageCategories, eq(ageCategories.id, tournamentEntries.ageCategoryId))
    .where(or(eq(tournamentEntries.archerId, id), eq(tournamentEntries.enteredById, id)))
    .orderBy(desc(tournamentEntries.createdAt), desc(tournamentEntries.id));

  const memberBills = await db
    .select({
      id: bills.id,
      number: bills.number,
      nameAr: bills.nameAr,
      nameEn: bills.nameEn,
      amountFils: bills.amountFils,
      status: bills.status,
      issuedOn: bills.issuedOn,
    })
    .from(bills)
    .where(eq(bills.memberId, id))
    .orderBy(desc(bills.issuedOn), desc(bills.id));

  const clubPlayerRows = isOrganisation
    ? await db
        .select({ id: players.id, nameAr: players.nameAr, nameEn: players.nameEn })
        .from(clubPlayers)
        .innerJoin(players, eq(players.id, clubPlayers.playerId))
        .where(eq(clubPlayers.clubId, id))
        .orderBy(asc(players.nameEn), asc(players.id))
    : [];

  return {
    member: {
      ...toMemberRow(row),
      emiratesId: person!.emiratesId,
      birthDate: person!.birthDate,
      gender: person!.gender,
      language: person!.language,
      uaePassLinked: person!.uaePassUuid !== null,
      ageClass:
        isOrganisation || person!.birthDate === null ? null : ageClassFor(person!.birthDate, competitionYear),
    },
    registration: latest
      ? {
          requestId: latest.id,
          form: latest.form,
          status: latest.status,
          submittedAt: latest.createdAt.toISOString(),
          details: latest.details,
          files: files as OfficeMemberFile[],
        }
      : null,
    requests: requests.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      submittedAt: request.createdAt.toISOString(),
    })),
    entries: entries.map((entry) => ({
      id: entry.id,
      tournament: { id: entry.tournamentId, name: { ar: entry.tournamentAr, en: entry.tournamentEn } },
      archer: { id: entry.archerId, name: { ar: entry.archerAr, en: entry.archerEn } },
      division: { ar: entry.divisionAr, en: entry.divisionEn },
      ageClass: { ar: entry.ageClassAr, en: entry.ageClassEn },
      status: entry.status,
    })),
    bills: memberBills.map(({ nameAr, nameEn, ...bill }) => ({ ...bill, name: { ar: nameAr, en: nameEn } })),
    penalties: await penaltiesOf(db, id, now),
    players: clubPlayerRows.map((player) => ({
      id: player.id,
      name: { ar: player.nameAr, en: player.nameEn },
    })),
    documents: isOrganisation ? [] : await sourcedMemberDocuments(db, id, uaeToday(now)),
    history: await memberHistory(db, id),
  };
}
