import {
  documentAttentionDays,
  medicalExamValidMonths,
  type MemberDocument,
  memberDocumentExpiryAnswers,
  memberDocumentFields,
  type MemberDocumentKind,
  MemberDocumentKinds,
  type MemberDocumentState,
} from '@uaeaf/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { addDays, uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { members, registrationFiles, registrationRequests } from '../db/schema';

/** A registration or a document replacement, as the documents are read from it. */
interface SourceRequest {
  id: number;
  memberId: number;
  kind: 'new' | 'document';
  status: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** What one request says of one document: its files and expiry day. */
interface Version {
  requestId: number;
  fileIds: number[];
  expiresOn: string | null;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function monthsAfter(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The document's state on `today`: expired the day after its expiry, expiring within `documentAttentionDays`. */
export function documentState(expiresOn: string | null, today: string): MemberDocumentState {
  if (expiresOn === null) return 'noExpiry';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, documentAttentionDays) ? 'expiring' : 'valid';
}

/** The registration's version of a document: the day its form gave, a medical exam a year after it was sent. */
function registeredVersion(request: SourceRequest, document: MemberDocumentKind, fileIds: number[]): Version {
  if (document === 'medicalExam') {
    const sent = uaeToday(request.createdAt);
    return {
      requestId: request.id,
      fileIds,
      expiresOn: fileIds.length > 0 ? monthsAfter(sent, medicalExamValidMonths) : null,
    };
  }
  const answer = document === 'photo' ? undefined : request.details[memberDocumentExpiryAnswers[document]];
  return { requestId: request.id, fileIds, expiresOn: isDay(answer) ? answer : null };
}

type FilesByRequest = Map<number, { id: number; field: string }[]>;

function filesOf(files: FilesByRequest, requestId: number, document: MemberDocumentKind): number[] {
  const fields: readonly string[] = memberDocumentFields[document];
  return (files.get(requestId) ?? [])
    .filter((file) => fields.includes(file.field))
    .sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field))
    .map((file) => file.id);
}

/**
 * One member's documents from their requests (oldest first): the latest registration gives each document, an
 * approved replacement then takes its place; a pending replacement only marks it. A document neither gave (no
 * Emirates ID for a non-resident) is left out.
 */
function documentsFrom(
  requests: SourceRequest[],
  files: FilesByRequest,
  today: string,
): SourcedMemberDocument[] {
  const registration = requests.filter((request) => request.kind === 'new').at(-1);
  const versions = new Map<MemberDocumentKind, Version>();
  const pending = new Set<MemberDocumentKind>();
  if (registration) {
    for (const document of MemberDocumentKinds) {
      const version = registeredVersion(registration, document, filesOf(files, registration.id, document));
      if (version.fileIds.length > 0 || version.expiresOn !== null) versions.set(document, version);
    }
  }
  for (const request of requests) {
    const document = request.details['document'] as MemberDocumentKind;
    if (request.kind !== 'document' || !MemberDocumentKinds.includes(document)) continue;
    if (request.status === 'Pending') pending.add(document);
    if (request.status !== 'Approved') continue;
    const expiresOn = request.details['expiresOn'];
    versions.set(document, {
      requestId: request.id,
      fileIds: filesOf(files, request.id, document),
      expiresOn: isDay(expiresOn) ? expiresOn : null,
    });
  }
  return MemberDocumentKinds.flatMap((document) => {
    const version = versions.get(document);
    return version
      ? [
          {
            document,
            ...version,
            state: documentState(version.expiresOn, today),
            replacementPending: pending.has(document),
          },
        ]
      : [];
  });
}

const fields = MemberDocumentKinds.flatMap((document) => memberDocumentFields[document]);
const sourceKinds = inArray(registrationRequests.kind, ['new', 'document']);

/** The registrations and replacements matching `where`, oldest first, with their document files. */
async function readSources(db: Database, where: SQL | undefined) {
  const requests = (await db
    .select({
      id: registrationRequests.id,
      memberId: registrationRequests.memberId,
      kind: registrationRequests.kind,
      status: registrationRequests.status,
      details: registrationRequests.details,
      createdAt: registrationRequests.createdAt,
    })
    .from(registrationRequests)
    .innerJoin(members, eq(members.id, registrationRequests.memberId))
    .where(and(sourceKinds, where))
    .orderBy(asc(registrationRequests.createdAt), asc(registrationRequests.id))) as SourceRequest[];
  // Joined like the requests rather than listed by id: the reminders read every approved member's at once.
  const fileRows = await db
    .select({
      id: registrationFiles.id,
      requestId: registrationFiles.requestId,
      field: registrationFiles.field,
    })
    .from(registrationFiles)
    .innerJoin(registrationRequests, eq(registrationRequests.id, registrationFiles.requestId))
    .innerJoin(members, eq(members.id, registrationRequests.memberId))
    .where(and(sourceKinds, inArray(registrationFiles.field, fields), where));
  const files: FilesByRequest = new Map();
  for (const file of fileRows) files.set(file.requestId, [...(files.get(file.requestId) ?? []), file]);
  return { requests, files };
}

/** A document with the request its files came with: the office opens them through that request. */
export type SourcedMemberDocument = MemberDocument & { requestId: number };

/** The member's documents (Emirates ID, passport, medical exam, photo) with their files and expiry days on `today`. */
export async function sourcedMemberDocuments(
  db: Database,
  memberId: number,
  today: string,
): Promise<SourcedMemberDocument[]> {
  const { requests, files } = await readSources(db, eq(registrationRequests.memberId, memberId));
  return documentsFrom(requests, files, today);
}

/** The same for the member, who reads their files by id alone. */
export async function memberDocuments(
  db: Database,
  memberId: number,
  today: string,
): Promise<MemberDocument[]> {
  return (await sourcedMemberDocuments(db, memberId, today)).map(({ requestId, ...document }) => document);
}

export interface ExpiringMemberDocument {
  memberId: number;
  document: MemberDocumentKind;
  expiresOn: string;
}

/**
 * The documents of approved members expiring between `from` and `to` (both days included), by day then member: what
 * the reminders job mails about. A document already replaced reads with its new day.
 */
export async function documentsExpiringBetween(
  db: Database,
  from: string,
  to: string,
): Promise<ExpiringMemberDocument[]> {
  const { requests, files } = await readSources(db, eq(members.membershipStatus, 'Approved'));
  const byMember = new Map<number, SourceRequest[]>();
  for (const request of requests)
    byMember.set(request.memberId, [...(byMember.get(request.memberId) ?? []), request]);
  const expiring = [...byMember].flatMap(([memberId, own]) =>
    documentsFrom(own, files, from).flatMap(({ document, expiresOn }) =>
      expiresOn !== null && expiresOn >= from && expiresOn <= to ? [{ memberId, document, expiresOn }] : [],
    ),
  );
  return expiring.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.memberId - b.memberId);
}
