import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { languageOfText } from './moderation';
import { SeasonInputSchema, seasonMessages } from './office-seasons';

describe('the language a sender wrote in', () => {
  it('is Arabic when most letters are Arabic, even with a Latin word', () => {
    expect(languageOfText('بطولة الشارقة للقوس Recurve')).toBe('ar');
    expect(languageOfText('A day at the Sharjah range')).toBe('en');
  });
});

describe('a season as the administrator enters it', () => {
  const issuesOf = (input: Record<string, string>) => {
    const result = v.safeParse(SeasonInputSchema, input);
    return result.success ? {} : v.flatten<typeof SeasonInputSchema>(result.issues).nested;
  };

  it('takes a season named after the years it starts and ends in', () => {
    expect(issuesOf({ name: '2028-2029', startDate: '2028-09-01', endDate: '2029-08-31' })).toEqual({});
  });

  it('refuses an end before the start, and a name that is not its years, on their fields', () => {
    expect(issuesOf({ name: '2028-2029', startDate: '2028-09-01', endDate: '2028-08-31' })).toEqual({
      endDate: [seasonMessages.endBeforeStart],
      name: [seasonMessages.nameYears],
    });
    expect(issuesOf({ name: '2030-2031', startDate: '2028-09-01', endDate: '2029-08-31' })).toEqual({
      name: [seasonMessages.nameYears],
    });
  });
});
