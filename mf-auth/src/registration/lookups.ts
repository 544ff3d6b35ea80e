import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import { LookupsResponseSchema, type LookupsResponse } from '@uaeaf/contracts';
import type { Locale } from '@uaeaf/i18n';
import type { LookupList } from './field-info';

/** The lists the forms choose from (`GET /api/lookups`); the federation edits them, so they are served. */
export function useLookups() {
  return useQuery({
    queryKey: ['auth', 'lookups'],
    queryFn: ({ signal }) => apiRequest('/lookups', LookupsResponseSchema, { signal }),
    // The lists change rarely: one load per visit is enough.
    staleTime: 60 * 60_000,
    // Only a failure that may pass is tried again (network, 5xx), not an answer off the contract.
    retry: (failureCount, error) =>
      failureCount < 1 && error.name !== 'ValiError' && !(error instanceof ApiError && error.status < 500),
  });
}

export interface Option {
  /** As the form sends it: a number for ids, a string for codes. */
  value: string | number;
  label: string;
}

/** One served list as options in the page's language; nationalities in alphabetical order, the rest as served. */
export function lookupOptions(lookups: LookupsResponse, list: LookupList | 'clubCategories', locale: Locale) {
  switch (list) {
    case 'genders':
      return lookups.genders.map((gender) => ({
        value: gender.id,
        label: locale === 'ar' ? gender.nameAr : gender.nameEn,
      }));
    case 'nationalities': {
      const collator = new Intl.Collator(locale);
      return lookups.nationalities
        .map((nationality) => ({ value: nationality.code, label: nationality.name[locale] }))
        .sort((a, b) => collator.compare(a.label, b.label));
    }
    default:
      return lookups[list].map((item): Option => ({ value: item.id, label: item.name[locale] }));
  }
}
