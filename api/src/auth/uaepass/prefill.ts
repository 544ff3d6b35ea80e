import * as v from 'valibot';
import {
  formatEmiratesId,
  registrationSchemas,
  uaeNationalityCode,
  type UaePassPrefill,
} from '@uaeaf/contracts';
import { lookups, nationalityCodeOf } from '../../lookups/lookups';
import type { UaePassIdentity } from './client';

/** The form with every field a person's registration may take from UAE PASS: each is judged by its own schema. */
const personEntries: v.ObjectEntries = registrationSchemas.players.entries;

/** Words that belong to the name after them: "Al Kuwaiti", "bin Rashid", "آل نهيان". */
const particles = new Set([
  'al',
  'el',
  'bin',
  'bint',
  'ibn',
  'abu',
  'bu',
  'آل',
  'بن',
  'بنت',
  'ابن',
  'أبو',
  'ابو',
  'بو',
]);

/**
 * A full name as UAE PASS gives it, in the form's parts: the first word is the first name, the last (with its
 * particle) the family name, and those between the second, third and fourth (any beyond stay with the fourth). A name
 * of one word fills the first name only.
 */
export function nameParts(
  full: string,
): Partial<Record<'first' | 'second' | 'third' | 'fourth' | 'last', string>> {
  const words: string[] = [];
  let pending = '';
  for (const word of full.trim().split(/\s+/).filter(Boolean)) {
    if (particles.has(word.toLowerCase())) pending = pending ? `${pending} ${word}` : word;
    else {
      words.push(pending ? `${pending} ${word}` : word);
      pending = '';
    }
  }
  if (pending) words.push(pending);
  if (words.length === 0) return {};
  const [first, ...rest] = words;
  const last = rest.pop();
  const [second, third, ...fourth] = rest;
  return {
    first,
    ...(second && { second }),
    ...(third && { third }),
    ...(fourth.length > 0 && { fourth: fourth.join(' ') }),
    ...(last && { last }),
  };
}

function namesIn(full: string | undefined, suffix: 'Ar' | 'En'): Record<string, string> {
  if (!full) return {};
  return Object.fromEntries(
    Object.entries(nameParts(full)).map(([part, value]) => [`${part}Name${suffix}`, value]),
  );
}

/**
 * What a registration form takes from a verified UAE PASS identity (decision 097). Only answers that pass their own
 * field's schema are locked, so a name too long for the form, or a nationality the site does not list, is left for
 * the person to fill in rather than locked wrong. An Emirates ID also says the person lives in the UAE, unless they
 * are Emirati (whose ID the form asks for wherever they live).
 */
export function registrationPrefill(identity: UaePassIdentity, today: string): UaePassPrefill {
  const nationality = identity.nationality && nationalityCodeOf(identity.nationality);
  const gender = lookups.genders.find((option) => option.nameEn.toLowerCase() === identity.gender)?.id;
  const candidates: Record<string, unknown> = {
    ...namesIn(identity.nameAr, 'Ar'),
    ...namesIn(identity.nameEn, 'En'),
    ...(gender !== undefined && { gender }),
    ...(nationality && { nationality }),
    ...(identity.birthDate && identity.birthDate <= today && { birthDate: identity.birthDate }),
    ...(identity.emiratesId && { emiratesId: formatEmiratesId(identity.emiratesId) }),
  };
  const locked = Object.fromEntries(
    Object.entries(candidates).filter(([field, value]) => {
      const schema = personEntries[field];
      return schema !== undefined && v.safeParse(schema, value).success;
    }),
  );
  if (locked.emiratesId && locked.nationality !== uaeNationalityCode) locked.isResident = true;
  const suggested: Record<string, string> = {};
  if (identity.email && v.safeParse(personEntries.email!, identity.email).success)
    suggested.email = identity.email;
  const mobile = identity.mobile && `+${identity.mobile.replace(/^\+/, '')}`;
  if (mobile && v.safeParse(personEntries.phone!, mobile).success) suggested.phone = mobile;
  return {
    name: { ar: identity.nameAr ?? identity.nameEn ?? '', en: identity.nameEn ?? identity.nameAr ?? '' },
    locked,
    suggested,
  };
}
