import { randomBytes } from 'node:crypto';
import {
  EmirateNames,
  type Emirate,
  type ElectronicServiceKind,
  type LocalizedText,
  serviceDocuments,
  type ServiceDocumentKind,
  type ServiceRequest,
  type ServiceVerification,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serviceRequests } from '../db/schema';
import { loadFonts } from '../documents/fonts';
import { colors, contentWidth, lineHeight, Sheet, type Span, type TextStyle } from '../documents/sheet';
import type { DocumentLanguage } from '../documents/types';
import { formats } from '../documents/words';
import { readServiceRequest } from './view';

// No 0, O, 1, I: the code is read off paper and typed.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code (`UAEAF-7KQ2-M9XD-4TPA`): 60 random bits, so codes cannot be guessed from one another. */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const characters = [...bytes].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
  return `UAEAF-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

const titles: Record<ServiceDocumentKind, LocalizedText> = {
  noObjectionLetter: { ar: 'خطاب عدم ممانعة', en: 'No-objection letter' },
  transferCertificate: { ar: 'شهادة انتقال لاعب', en: 'Player transfer certificate' },
  certificate: { ar: 'شهادة', en: 'Certificate' },
};

const labels = {
  federation: { ar: 'اتحاد الإمارات للقوس والسهم', en: 'UAE Archery Federation' },
  reference: { ar: 'رقم الطلب', en: 'Request number' },
  code: { ar: 'رمز التحقق', en: 'Verification code' },
  date: { ar: 'التاريخ', en: 'Date' },
  verify: { ar: 'للتحقق من هذه الوثيقة:', en: 'To verify this document:' },
} satisfies Record<string, LocalizedText>;

const roles: Record<string, LocalizedText> = {
  athlete: { ar: 'لاعب', en: 'athlete' },
  coach: { ar: 'مدرب', en: 'coach' },
  judge: { ar: 'حكم', en: 'judge' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the letter or certificate states, in one language, from the request as stored. */
function statement(request: ServiceRequest, language: DocumentLanguage): string[] {
  const l = language;
  const d = request.details;
  const club = (role: 'releasingClub' | 'receivingClub') =>
    request.parties.find((party) => party.role === role)?.club.name[l] ?? '';
  const player = request.player?.name[l] ?? '';
  const requester = request.requester.name[l];
  const f = formats(language);
  const kind: ElectronicServiceKind = request.kind;
  switch (kind) {
    case 'playerTransfer':
      return l === 'en'
        ? [
            `The UAE Archery Federation certifies that it has approved the transfer of the player ${player} from ${club('releasingClub')} to ${club('receivingClub')}, for the season ${text(d['season'])}.`,
          ]
        : [
            `يشهد اتحاد الإمارات للقوس والسهم بأنه اعتمد انتقال اللاعب ${player} من ${club('releasingClub')} إلى ${club('receivingClub')}، للموسم ${text(d['season'])}.`,
          ];
    case 'playerRelease':
      return l === 'en'
        ? [
            `The UAE Archery Federation has no objection to the release of the player ${player} from ${club('releasingClub')}, for the season ${text(d['season'])}.`,
          ]
        : [
            `لا يمانع اتحاد الإمارات للقوس والسهم في إخلاء طرف اللاعب ${player} من ${club('releasingClub')}، للموسم ${text(d['season'])}.`,
          ];
    case 'eventOrganisation': {
      const name = text(d[l === 'en' ? 'nameEn' : 'nameAr']);
      const emirate = EmirateNames[d['emirate'] as Emirate]?.[l] ?? '';
      const dates = `${f.day(text(d['startDate']))} – ${f.day(text(d['endDate']))}`;
      return l === 'en'
        ? [
            `The UAE Archery Federation has no objection to ${requester} organising the event "${name}" at ${text(d['venue'])}, ${emirate}, ${dates}.`,
          ]
        : [
            `لا يمانع اتحاد الإمارات للقوس والسهم في تنظيم ${requester} فعالية "${name}" في ${text(d['venue'])}، ${emirate}، ${dates}.`,
          ];
    }
    case 'internationalCode': {
      const role = roles[text(d['role'])]?.[l] ?? '';
      return l === 'en'
        ? [
            `The UAE Archery Federation certifies that ${requester}, passport ${text(d['passportNumber'])}, is registered with it as ${role}, and supports their request for an international code.`,
          ]
        : [
            `يشهد اتحاد الإمارات للقوس والسهم بأن ${requester}، جواز السفر رقم ${text(d['passportNumber'])}، مسجل لديه بصفة ${role}، ويؤيد طلبه الحصول على الرمز الدولي.`,
          ];
    }
    case 'equipmentImport': {
      const items = Array.isArray(d['items'])
        ? (d['items'] as { description: string; quantity: number }[])
        : [];
      return [
        l === 'en'
          ? `The UAE Archery Federation has no objection to the import by ${requester} of the following archery equipment from ${text(d['supplier'])} (${text(d['country'])}):`
          : `لا يمانع اتحاد الإمارات للقوس والسهم في استيراد ${requester} معدات القوس والسهم التالية من ${text(d['supplier'])} (${text(d['country'])}):`,
        ...items.map((item) => `${f.integer(item.quantity)} × ${item.description}`),
      ];
    }
  }
}

/**
 * The letter or certificate of an approved request, as a PDF in one language: the federation, its title, the
 * request's number, the verification code and the day of approval, what it states, and where to verify it.
 */
export async function renderServiceDocument(
  request: ServiceRequest & { approvedAt: Date },
  language: DocumentLanguage,
  verifyUrl: string,
): Promise<Uint8Array> {
  const title = titles[serviceDocuments[request.kind]][language];
  const federation = labels.federation[language];
  const sheet = new Sheet(
    language,
    `${federation} — ${title} ${request.verificationCode}`,
    await loadFonts(),
  );
  const whole: Span = { from: 0, width: contentWidth };
  const big: TextStyle = { weight: 'bold', size: 20 };
  sheet.write(federation, { from: 0, width: contentWidth / 2 }, sheet.y + 6, { weight: 'bold', size: 13 });
  sheet.write(title, { ...whole, align: 'end' }, sheet.y, big);
  sheet.y += lineHeight(big) + 4;
  sheet.fill(whole, sheet.y, 1, colors.rule);
  sheet.y += 14;
  const f = formats(language);
  const facts: [string, string][] = [
    [labels.reference[language], String(request.id)],
    [labels.code[language], request.verificationCode!],
    [labels.date[language], f.day(request.approvedAt.toISOString())],
  ];
  const label: TextStyle = { size: 9, color: colors.muted };
  for (const [name, value] of facts) {
    sheet.write(name, { from: 0, width: 130 }, sheet.y, label);
    sheet.write(value, { from: 130, width: contentWidth - 130 }, sheet.y, { weight: 'bold' });
    sheet.y += lineHeight();
  }
  sheet.y += 18;
  const body: TextStyle = { size: 12 };
  for (const paragraph of statement(request, language)) {
    sheet.makeRoom(lineHeight(body) * 2);
    sheet.y += sheet.writeWrapped(paragraph, whole, sheet.y, body) + 6;
  }
  sheet.y += 24;
  sheet.makeRoom(lineHeight() * 3);
  sheet.write(labels.verify[language], whole, sheet.y, label);
  sheet.y += lineHeight(label);
  // The address reads left to right in both languages.
  sheet.write(verifyUrl, whole, sheet.y, { size: 9 });
  return sheet.finish((page, pages) => `${f.integer(page)} / ${f.integer(pages)}`);
}

/** The request and the moment of approval, when `viewer` may read it and it is approved; else why not. */
export async function approvedRequest(
  db: Database,
  id: number,
  request: ServiceRequest | undefined,
): Promise<(ServiceRequest & { approvedAt: Date }) | 'missing' | 'notApproved'> {
  if (!request) return 'missing';
  const [row] = await db
    .select({ approvedAt: serviceRequests.approvedAt })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  if (request.status !== 'approved' || !row?.approvedAt) return 'notApproved';
  return { ...request, approvedAt: row.approvedAt };
}

/** What the document with `code` states, for the public verify route; undefined for an unknown code. */
export async function verifyServiceDocument(
  db: Database,
  code: string,
): Promise<ServiceVerification | undefined> {
  const [row] = await db
    .select({ id: serviceRequests.id, approvedAt: serviceRequests.approvedAt })
    .from(serviceRequests)
    .where(eq(serviceRequests.verificationCode, code.trim().toUpperCase()));
  if (!row?.approvedAt) return undefined;
  const request = (await readServiceRequest(db, row.id, { kind: 'office', mayDecide: false }))!;
  return {
    code: request.verificationCode!,
    kind: request.kind,
    document: serviceDocuments[request.kind],
    holder: request.player?.name ?? request.requester.name,
    requester: request.requester.name,
    parties: request.parties.map((party) => ({ role: party.role, club: party.club.name })),
    approvedOn: row.approvedAt.toISOString().slice(0, 10),
  };
}
