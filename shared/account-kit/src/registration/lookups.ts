import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryOnce } from '@uaeaf/api-client';
import {
  LookupsResponseSchema,
  MemberClubListSchema,
  type LookupsResponse,
  type MemberClub,
} from '@uaeaf/contracts';
import type { Locale } from '@uaeaf/i18n';
import type { LookupList } from './field-info';

/** Every list a form chooses from: the served lookups, and the clubs and academies an applicant may name. */
export interface FormLists extends LookupsResponse {
  memberClubs: MemberClub[];
}

/**
 * The lists a form offers: `GET /api/lookups` (the federation edits them, so they are served; they change rarely,
 * so one load per visit) and, for the forms that ask for a club, `GET /api/lookups/member-clubs`.
 */
export function useFormLists(asksForClub: boolean) {
  const lookups = useQuery({
    queryKey: ['registration', 'lookups'],
    queryFn: ({ signal }) => apiRequest('/lookups', LookupsResponseSchema, { signal }),
    staleTime: 60 * 60_000,
    retry: retryOnce,
  });
  const clubs = useQuery({
    queryKey: ['registration', 'member-clubs'],
    queryFn: ({ signal }) => apiRequest('/lookups/member-clubs', MemberClubListSchema, { signal }),
    enabled: asksForClub,
    staleTime: 60_000,
    retry: retryOnce,
  });
  const memberClubs = asksForClub ? clubs.data : [];
  return {
    data: lookups.data && memberClubs ? { ...lookups.data, memberClubs } : undefined,
    isError: lookups.isError || clubs.isError,
    refetch: () => Promise.all([lookups.refetch(), asksForClub && clubs.refetch()]),
  };
}

export interface Option {
  /** As the form sends it: a number for ids, a string for codes. */
  value: string | number;
  label: string;
}

/**
 * One list as options in the page's language; nationalities and clubs in alphabetical order, the rest as served.
 */
export function lookupOptions(lookups: FormLists, list: LookupList | 'clubCategories', locale: Locale) {
  switch (list) {
    case 'genders':
      return lookups.genders.map((gender) => ({
        value: gender.id,
        label: locale === 'ar' ? gender.nameAr : gender.nameEn,
      }));
    case 'nationalities':
      return alphabetical(
        lookups.nationalities.map((nationality) => ({
          value: nationality.code,
          label: nationality.name[locale],
        })),
        locale,
      );
    case 'memberClubs':
      return alphabetical(
        lookups.memberClubs.map((club) => ({ value: club.id, label: club.name[locale] })),
        locale,
      );
    default:
      return lookups[list].map((item): Option => ({ value: item.id, label: item.name[locale] }));
  }
}

function alphabetical(options: Option[], locale: Locale): Option[] {
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
