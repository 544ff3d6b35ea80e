import { useIntl } from 'react-intl';
import { defineMessages } from 'react-intl';
import { useApi } from '@uaeaf/api-client';
import { MemberClubListSchema } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FilterSelect } from '@uaeaf/ui';

const clubText = defineMessages({
  club: { id: 'office.filter.club', defaultMessage: 'Club or academy' },
});

/**
 * `?clubId=`: the clubs and academies (their member accounts, which requests and players name; the same list an
 * applicant chooses from), by name in the page's language.
 */
export function ClubFilter() {
  const intl = useIntl();
  const locale = useLocale();
  const clubs = useApi(['memberClubs'], '/lookups/member-clubs', MemberClubListSchema).data ?? [];
  const options = clubs
    .map((club) => ({ value: String(club.id), label: club.name[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return <FilterSelect name="clubId" label={intl.formatMessage(clubText.club)} options={options} />;
}
