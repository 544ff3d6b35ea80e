import type { OfficeTournamentEntries } from '@uaeaf/contracts';
import { describe, expect, it } from 'vitest';
import { entriesCsv, entriesIanseo } from './export';

const entry = (name: string, status: 'Pending' | 'Withdrawn' = 'Pending') => ({
  id: 1,
  archer: { id: 7, name: { ar: 'سالم', en: name } },
  membershipNumber: 'UAEAF-000007',
  club: { name: { ar: 'نادي الشارقة', en: 'Sharjah Club, Archery' }, membershipNumber: 'UAEAF-000002' },
  birthDate: '2008-04-02',
  division: { code: 'C', name: { ar: 'القوس المركب', en: 'Compound' } },
  ageClass: { code: 'U18' as const, name: { ar: 'تحت 18 سنة', en: 'Under 18' } },
  gender: 'female' as const,
  status,
  enteredAt: '2026-11-01T08:00:00.000Z',
});

const list = (...entries: ReturnType<typeof entry>[]): OfficeTournamentEntries => ({
  tournament: { id: 3, name: { ar: 'كأس', en: 'Cup' }, startDate: '2026-12-01', endDate: '2026-12-02' },
  entries,
});

describe('the entries CSV', () => {
  it('quotes cells with commas or quotes, and keeps a name typed as a formula as text', () => {
    const lines = entriesCsv(list(entry('=HYPERLINK("x")')), 'en')
      .slice(1)
      .split('\r\n');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")",UAEAF-000007,"Sharjah Club, Archery",Compound,Under 18,Female,Pending,2026-11-01T08:00:00.000Z`,
    );
  });
});

describe("Ianseo's participant list", () => {
  it('writes live entries only, family name last, class with W, the club as the country, tabs in names as spaces', () => {
    const text = entriesIanseo(list(entry('Noura\tBint Saeed Al Ali'), entry('Gone', 'Withdrawn')), 'en');
    expect(text).toBe(
      [
        'UAEAF-000007',
        '1',
        'C',
        'U18W',
        '',
        '1',
        '1',
        '1',
        '1',
        '1',
        'Ali',
        'Noura Bint Saeed Al',
        '1',
        '000002',
        'Sharjah Club, Archery',
        '2008-04-02',
      ].join('\t') + '\r\n',
    );
  });
});
