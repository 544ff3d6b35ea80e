import type { EntryExportFormat, OfficeEntryRow, OfficeTournamentEntries } from '@uaeaf/contracts';
import { liveEntryStatuses } from '@uaeaf/contracts';

type Language = 'ar' | 'en';

const csvHeaders: Record<Language, string[]> = {
  en: ['Name', 'Membership number', 'Club', 'Division', 'Age class', 'Gender', 'Status', 'Entered at'],
  ar: ['الاسم', 'رقم العضوية', 'النادي', 'الفئة', 'الفئة العمرية', 'الجنس', 'الحالة', 'تاريخ التسجيل'],
};
const genders: Record<Language, Record<'male' | 'female', string>> = {
  en: { male: 'Male', female: 'Female' },
  ar: { male: 'ذكر', female: 'أنثى' },
};
const statuses: Record<Language, Record<OfficeEntryRow['status'], string>> = {
  en: { Pending: 'Pending', Accepted: 'Accepted', Cancled: 'Rejected', Withdrawn: 'Withdrawn' },
  ar: { Pending: 'قيد المراجعة', Accepted: 'مقبول', Cancled: 'مرفوض', Withdrawn: 'منسحب' },
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a
 * formula (=, +, -, @ first) is prefixed with an apostrophe, so a name typed as a formula stays text.
 */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every entry, with a byte order mark so spreadsheet programs open the Arabic as UTF-8; CRLF line ends. */
export function entriesCsv({ entries }: OfficeTournamentEntries, lang: Language): string {
  const lines = [
    csvHeaders[lang],
    ...entries.map((entry) => [
      entry.archer.name[lang],
      entry.membershipNumber ?? '',
      entry.club?.name[lang] ?? '',
      entry.division.name[lang],
      entry.ageClass.name[lang],
      entry.gender ? genders[lang][entry.gender] : '',
      statuses[lang][entry.status],
      entry.enteredAt,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Ianseo's class: the World Archery age class (none for seniors, `50` for masters) and M or W. */
const ianseoAgeClasses: Record<OfficeEntryRow['ageClass']['code'], string> = {
  U15: 'U15',
  U18: 'U18',
  U21: 'U21',
  SENIOR: '',
  '50+': '50',
};

/** A field of Ianseo's list: tabs and line breaks would split it, so they become spaces. */
const field = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();

/** Family name last, as Ianseo asks for family and given names apart. */
function splitName(name: string): [family: string, given: string] {
  const words = name.trim().split(/\s+/);
  return words.length === 1 ? [words[0]!, ''] : [words.at(-1)!, words.slice(0, -1).join(' ')];
}

/**
 * Ianseo's "Import participants" list (Participants > List load): one archer a line, tab-separated, no header, in
 * the columns of Ianseo's Partecipants/ListLoad.php: code, session, division, class, target, individual
 * qualification, team qualification, individual final, team final, mixed team final, family name, given name, sex
 * (0 male, 1 female), country code, country name, date of birth. Only live entries (pending and accepted) are listed;
 * the club stands in Ianseo's "country" (its membership number without the `UAEAF-` prefix, at most 10 characters).
 */
export function entriesIanseo({ entries }: OfficeTournamentEntries, lang: Language): string {
  const lines = entries
    .filter((entry) => (liveEntryStatuses as readonly string[]).includes(entry.status))
    .map((entry) => {
      const [family, given] = splitName(entry.archer.name[lang]);
      const sex = entry.gender === 'female' ? '1' : '0';
      const ageClass = `${ianseoAgeClasses[entry.ageClass.code]}${entry.gender === 'female' ? 'W' : 'M'}`;
      return [
        entry.membershipNumber ?? `ID${entry.archer.id}`,
        '1',
        entry.division.code,
        ageClass,
        '',
        '1',
        '1',
        '1',
        '1',
        '1',
        family,
        given,
        sex,
        (entry.club?.membershipNumber ?? '').replace(/^UAEAF-/, '').slice(0, 10),
        entry.club?.name[lang] ?? '',
        entry.birthDate ?? '',
      ]
        .map(field)
        .join('\t');
    });
  return lines.map((line) => `${line}\r\n`).join('');
}

export function exportFile(format: EntryExportFormat, entries: OfficeTournamentEntries, lang: Language) {
  const id = entries.tournament.id;
  return format === 'csv'
    ? {
        body: entriesCsv(entries, lang),
        type: 'text/csv; charset=utf-8',
        name: `tournament-${id}-entries.csv`,
      }
    : {
        body: entriesIanseo(entries, lang),
        type: 'text/plain; charset=utf-8',
        name: `tournament-${id}-ianseo.txt`,
      };
}
