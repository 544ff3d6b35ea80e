import {
  type EditedEventQuery,
  type EditedTournament,
  type EditedTournamentList,
  effectiveStatus,
  eventEditorMessages,
  type RichText,
  type TournamentInput,
  validationMessages,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import {
  ageCategories,
  bowDivisions,
  files,
  seasons,
  tournamentAgeClasses,
  tournamentDivisions,
  tournamentDocuments,
  tournaments,
} from '../../db/schema';
import { liveEntriesOf } from '../../tournaments/entry-store';
import { type AttachmentValue, type PdfList, replacePdfs } from '../content/files';
import { htmlToRichText, richTextToHtml } from '../content/rich-text-html';
import { listPage } from '../../content/page';
import { matchesSearch } from '../../content/search';
import { iso } from '../publishing/list';
import { fieldRefusal } from '../publishing/transitions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The form with its documents' uploads read (decision 060); no documents: they stay as they are. */
export type TournamentValues = Omit<TournamentInput, 'documents'> & {
  documents?: readonly AttachmentValue[];
};

/** Takes the form's uploads in the transaction that stores it (`resolveUploads`' claim). */
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;

/** A tournament's documents, for `replacePdfs`. */
function documentList(tournamentId: number): PdfList {
  return {
    fallbackName: 'tournament',
    fileIds: async (tx) =>
      (
        await tx
          .select({ fileId: tournamentDocuments.fileId })
          .from(tournamentDocuments)
          .where(eq(tournamentDocuments.tournamentId, tournamentId))
      ).map((row) => row.fileId),
    replace: async (tx, rows) => {
      await tx.delete(tournamentDocuments).where(eq(tournamentDocuments.tournamentId, tournamentId));
      if (rows.length > 0) {
        await tx.insert(tournamentDocuments).values(rows.map((row) => ({ ...row, tournamentId })));
      }
    },
  };
}

/**
 * The description as stored blocks, sanitized as news bodies are; null when neither language says anything. One
 * language that the allow-list leaves empty while the other is not is refused on its field.
 */
function storedDescription(input: Pick<TournamentInput, 'descriptionAr' | 'descriptionEn'>): {
  descriptionAr: RichText | null;
  descriptionEn: RichText | null;
} {
  const ar = htmlToRichText(input.descriptionAr);
  const en = htmlToRichText(input.descriptionEn);
  if (ar.length === 0 && en.length === 0) return { descriptionAr: null, descriptionEn: null };
  if (ar.length === 0) throw fieldRefusal('descriptionAr', validationMessages.required);
  if (en.length === 0) throw fieldRefusal('descriptionEn', validationMessages.required);
  return { descriptionAr: ar as RichText, descriptionEn: en as RichText };
}

/** The table's ids of the codes chosen; a code the table does not hold is refused on its field. */
async function idsOf(
  tx: Transaction,
  table: typeof bowDivisions | typeof ageCategories,
  field: 'divisions' | 'ageClasses',
  codes: string[],
): Promise<number[]> {
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.code, codes));
  if (rows.length !== new Set(codes).size) throw fieldRefusal(field, validationMessages.invalid);
  return rows.map((row) => row.id);
}

/**
 * The columns of a tournament, its season (the one its first day falls in, as fees find theirs: decision 058) and
 * what it offers, written in one transaction.
 */
async function write(tx: Transaction, id: number | undefined, input: TournamentValues): Promise<number> {
  const [season] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(lte(seasons.startDate, input.startDate), gte(seasons.endDate, input.startDate)));
  if (!season) throw fieldRefusal('startDate', eventEditorMessages.noSeason);
  const divisionIds = await idsOf(tx, bowDivisions, 'divisions', input.divisions);
  const ageClassIds = await idsOf(tx, ageCategories, 'ageClasses', input.ageClasses);
  const {
    divisions: _divisions,
    ageClasses: _ageClasses,
    documents,
    descriptionAr,
    descriptionEn,
    entryFeeAed,
    ...columns
  } = input;
  const values = {
    ...columns,
    ...storedDescription({ descriptionAr, descriptionEn }),
    secondRegistrationStart: columns.secondRegistrationStart || null,
    secondRegistrationEnd: columns.secondRegistrationEnd || null,
    seasonId: season.id,
    entryFeeFils: Math.round(entryFeeAed * 100),
  };
  let tournamentId: number;
  if (id === undefined) {
    const [row] = await tx
      .insert(tournaments)
      .values({ ...values, status: 'draft' })
      .returning({ id: tournaments.id });
    tournamentId = row!.id;
  } else {
    tournamentId = id;
    // The row is locked (`updateTournament`), and so are entries taking a place (they lock it too): the count holds.
    if (columns.capacity !== null && columns.capacity < (await liveEntriesOf(tx, id))) {
      throw fieldRefusal('capacity', eventEditorMessages.capacityBelowEntries);
    }
    await tx.update(tournaments).set(values).where(eq(tournaments.id, id));
    await tx.delete(tournamentDivisions).where(eq(tournamentDivisions.tournamentId, id));
    await tx.delete(tournamentAgeClasses).where(eq(tournamentAgeClasses.tournamentId, id));
  }
  await tx
    .insert(tournamentDivisions)
    .values(divisionIds.map((divisionId) => ({ tournamentId, divisionId })));
  await tx
    .insert(tournamentAgeClasses)
    .values(ageClassIds.map((ageCategoryId) => ({ tournamentId, ageCategoryId })));
  if (documents) await replacePdfs(tx, documentList(tournamentId), 'documents', documents);
  return tournamentId;
}

/** Writes a new tournament as a draft: the public sees it once it is published. */
export function createTournament(
  db: Database,
  actorId: number,
  input: TournamentValues,
  claim?: Claim,
): Promise<number> {
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const id = await write(tx, undefined, input);
    await writeAudit(tx, {
      actorId,
      subject: 'tournament',
      subjectId: id,
      memberId: null,
      action: 'content.created',
      toStatus: 'draft',
    });
    return id;
  });
}

/**
 * Saves a tournament; a published one shows the change at once. Entries already made keep their division and class
 * even when the tournament stops offering them. False when there is no such tournament.
 */
export function updateTournament(
  db: Database,
  actorId: number,
  id: number,
  input: TournamentValues,
  claim?: Claim,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const [before] = await tx
      .select({ status: tournaments.status })
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for('update');
    if (!before) return false;
    await write(tx, id, input);
    await writeAudit(tx, {
      actorId,
      subject: 'tournament',
      subjectId: id,
      memberId: null,
      action: 'content.edited',
      fromStatus: before.status,
      toStatus: before.status,
    });
    return true;
  });
}

export async function listEditedTournaments(
  db: Database,
  query: EditedEventQuery,
  now: Date,
): Promise<EditedTournamentList> {
  const where = and(
    query.status ? eq(tournaments.status, query.status) : undefined,
    matchesSearch(query.q, [tournaments.nameAr, tournaments.nameEn]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(tournaments).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: tournaments.id,
          name: { ar: tournaments.nameAr, en: tournaments.nameEn },
          kind: tournaments.kind,
          startDate: tournaments.startDate,
          endDate: tournaments.endDate,
          status: tournaments.status,
          publishAt: tournaments.publishAt,
        })
        .from(tournaments)
        .where(where)
        .orderBy(desc(tournaments.startDate), desc(tournaments.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => {
        const publishAt = iso(row.publishAt);
        return { ...row, publishAt, status: effectiveStatus(row.status, publishAt, now) };
      });
    },
  );
}

export async function findEditedTournament(
  db: Database,
  id: number,
  now: Date,
): Promise<EditedTournament | undefined> {
  const [row] = await db
    .select({ tournament: tournaments, season: seasons.name })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(eq(tournaments.id, id));
  if (!row) return undefined;
  const [divisions, ageClasses, documents] = await Promise.all([
    db
      .select({ code: bowDivisions.code })
      .from(tournamentDivisions)
      .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentDivisions.divisionId))
      .where(eq(tournamentDivisions.tournamentId, id))
      .orderBy(asc(bowDivisions.sortOrder)),
    db
      .select({ code: ageCategories.code })
      .from(tournamentAgeClasses)
      .innerJoin(ageCategories, eq(ageCategories.id, tournamentAgeClasses.ageCategoryId))
      .where(eq(tournamentAgeClasses.tournamentId, id))
      .orderBy(asc(ageCategories.sortOrder)),
    db
      .select({
        fileId: files.id,
        name: { ar: tournamentDocuments.nameAr, en: tournamentDocuments.nameEn },
        byteSize: files.byteSize,
      })
      .from(tournamentDocuments)
      .innerJoin(files, eq(files.id, tournamentDocuments.fileId))
      .where(eq(tournamentDocuments.tournamentId, id))
      .orderBy(asc(tournamentDocuments.sortOrder), asc(tournamentDocuments.id)),
  ]);
  const { tournament } = row;
  const publishAt = iso(tournament.publishAt);
  return {
    id,
    status: effectiveStatus(tournament.status, publishAt, now),
    publishAt,
    season: row.season,
    fields: {
      kind: tournament.kind,
      nameAr: tournament.nameAr,
      nameEn: tournament.nameEn,
      venueAr: tournament.venueAr,
      venueEn: tournament.venueEn,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      firstRegistrationStart: tournament.firstRegistrationStart,
      firstRegistrationEnd: tournament.firstRegistrationEnd,
      secondRegistrationStart: tournament.secondRegistrationStart,
      secondRegistrationEnd: tournament.secondRegistrationEnd,
      entryFeeAed: tournament.entryFeeFils / 100,
      divisions: divisions.map((division) => division.code),
      ageClasses: ageClasses.map((ageClass) => ageClass.code) as EditedTournament['fields']['ageClasses'],
      descriptionAr: tournament.descriptionAr ? richTextToHtml(tournament.descriptionAr) : '',
      descriptionEn: tournament.descriptionEn ? richTextToHtml(tournament.descriptionEn) : '',
      capacity: tournament.capacity,
    },
    documents,
  };
}
