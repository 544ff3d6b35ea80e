import { useIntl } from 'react-intl';
import { defineMessages } from 'react-intl';
import { useCan } from '@uaeaf/account-kit';
import { pagination } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FilterSelect } from '@uaeaf/ui';
import { useMembers } from './api';

const clubText = defineMessages({
  club: { id: 'office.filter.club', defaultMessage: 'Club or academy' },
});

/** `?clubId=`: the clubs and academies (their member accounts, which requests and players name), by name. */
export function ClubFilter() {
  const intl = useIntl();
  const locale = useLocale();
  const allowed = useCan('members.read');
  const page = { pageSize: pagination.maxTablePageSize, sort: 'name' };
  const clubs = useMembers({ ...page, kind: 'club' }, allowed).data?.items ?? [];
  const academies = useMembers({ ...page, kind: 'academy' }, allowed).data?.items ?? [];
  const options = [...clubs, ...academies]
    .map((club) => ({ value: String(club.id), label: club.name[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return <FilterSelect name="clubId" label={intl.formatMessage(clubText.club)} options={options} />;
}
