import type { AccountType } from '@uaeaf/contracts';
import { nameParts } from '../auth/uaepass/prefill';
import {
  demoBirthDate,
  demoEmiratesId,
  demoEmiratesIdFor,
  memberSeeds,
  type MemberSeed,
} from '../seed/members';

/**
 * What UAE PASS's `/idshub/userinfo` answers (scope `urn:uae:digitalid:profile:general`), with its own field names.
 * SOP1 accounts have a verified mobile and email only; SOP2 and SOP3 a verified Emirates ID (`idn`) too.
 */
export interface UaePassUserInfo {
  sub: string;
  uuid: string;
  userType: 'SOP1' | 'SOP2' | 'SOP3';
  idn?: string;
  firstnameAR: string;
  firstnameEN: string;
  lastnameAR: string;
  lastnameEN: string;
  fullnameAR: string;
  fullnameEN: string;
  gender: 'Male' | 'Female';
  nationalityAR: string;
  nationalityEN: string;
  mobile: string;
  email: string;
  /** Given for some accounts only; the stand-in gives it where the seed knows it. */
  dob?: string;
}

/** Who the stand-in's sign-in page offers: a demo member of one kind, or a person the demo lacks on purpose. */
export type IdentityRole = AccountType | 'blocked' | 'unverified' | 'newPerson' | 'newMinor';

export interface StandinIdentity {
  /** Stable across starts: what the page's buttons and the tests name. */
  key: string;
  role: IdentityRole;
  userinfo: UaePassUserInfo;
}

/** UAE PASS's first name and family name ("Al Neyadi"), as the site reads a full name. */
const split = (full: string) => {
  const { first = full, last = '' } = nameParts(full);
  return { first, last };
};

interface Person {
  nameAr: string;
  nameEn: string;
  gender: 'male' | 'female';
  dob?: string;
}

function userinfo(
  key: string,
  person: Person,
  userType: UaePassUserInfo['userType'],
  idn: string | undefined,
): UaePassUserInfo {
  const ar = split(person.nameAr);
  const en = split(person.nameEn);
  // A stable UUID-shaped subject per identity, as UAE PASS gives one per account.
  const hex = Buffer.from(key).toString('hex').padEnd(32, '0').slice(0, 32);
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return {
    sub: `UAEPASS/${uuid}`,
    uuid,
    userType,
    ...(idn && { idn }),
    firstnameAR: ar.first,
    firstnameEN: en.first,
    lastnameAR: ar.last,
    lastnameEN: en.last,
    fullnameAR: person.nameAr,
    fullnameEN: person.nameEn,
    gender: person.gender === 'female' ? 'Female' : 'Male',
    nationalityAR: 'الإمارات العربية المتحدة',
    nationalityEN: 'ARE',
    mobile: `97150${hex.slice(0, 7).replace(/\D/g, '').padEnd(7, '0')}`,
    // UAE PASS accounts carry the person's own email, which need not be the one they gave the federation: matching
    // is by Emirates ID alone (never by email), and the stand-in keeps the two apart to show it.
    email: `${key}@uaepass.example`,
    ...(person.dob && { dob: person.dob }),
  };
}

function demoMember(seed: MemberSeed, role: IdentityRole, today: string): StandinIdentity {
  const key = seed.email.split('@')[0]!;
  const person = {
    nameAr: seed.nameAr,
    nameEn: seed.nameEn,
    gender: seed.gender ?? 'male',
    dob: seed.birth && demoBirthDate(seed.birth, today),
  };
  return { key, role, userinfo: userinfo(key, person, 'SOP3', demoEmiratesId(seed, today) ?? undefined) };
}

/**
 * The identities the sign-in page lists: the first demo person of each member kind, the blocked player, and three
 * people the site does not know (an unverified SOP1 account, a new adult, a new minor). Built from the demo seed, so the
 * Emirates IDs always agree with a database seeded the same year (decision 096).
 */
export function standinIdentities(today: string): StandinIdentity[] {
  const people = memberSeeds.filter((seed) => seed.birth);
  const kinds = new Set<AccountType>();
  const identities: StandinIdentity[] = [];
  for (const seed of people) {
    if (seed.isBlocked || seed.penalty || seed.membershipStatus !== 'Approved' || kinds.has(seed.accountType))
      continue;
    kinds.add(seed.accountType);
    identities.push(demoMember(seed, seed.accountType, today));
  }
  const blocked = people.find((seed) => seed.isBlocked);
  if (blocked) identities.push(demoMember(blocked, 'blocked', today));
  const year = Number(today.slice(0, 4));
  for (const [index, { key, role, age, userType, ...person }] of newcomers.entries()) {
    const birthYear = year - age;
    const idn = userType === 'SOP1' ? undefined : demoEmiratesIdFor(birthYear, 900_000 + index);
    identities.push({
      key,
      role,
      userinfo: userinfo(key, { ...person, dob: `${birthYear}-04-12` }, userType, idn),
    });
  }
  return identities;
}

/** People UAE PASS knows and the site does not: each leads to a path of its own (refusal, registration, a minor's). */
const newcomers: (Person & {
  key: string;
  role: IdentityRole;
  age: number;
  userType: UaePassUserInfo['userType'];
})[] = [
  {
    key: 'unverified',
    role: 'unverified',
    userType: 'SOP1',
    age: 31,
    nameAr: 'خلفان عبيد الكويتي',
    nameEn: 'Khalfan Obaid Al Kuwaiti',
    gender: 'male',
  },
  {
    key: 'newcomer',
    role: 'newPerson',
    userType: 'SOP3',
    age: 24,
    nameAr: 'شيخة محمد النيادي',
    nameEn: 'Shaikha Mohammed Al Neyadi',
    gender: 'female',
  },
  {
    key: 'minor',
    role: 'newMinor',
    userType: 'SOP2',
    age: 14,
    nameAr: 'زايد خالد العامري',
    nameEn: 'Zayed Khalid Al Ameri',
    gender: 'male',
  },
];
