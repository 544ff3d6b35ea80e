import { useIntl } from 'react-intl';
import { useLocale } from '@uaeaf/i18n';
import { FilterBar, FilterSelect } from '@uaeaf/ui';
import { useTournamentFilters } from '../common/api';
import { listText } from './messages';

/**
 * The season and division filters, with the options the API serves. They live in the URL query, so a reload, a
 * shared link and the back button keep them; a change applies at once and goes back to the first page.
 */
export function ListFilters() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useTournamentFilters();
  return (
    <FilterBar aria-label={intl.formatMessage(listText.filters)}>
      <FilterSelect
        name="season"
        label={intl.formatMessage(listText.season)}
        options={(data?.seasons ?? []).map((season) => ({ value: season.name, label: season.name }))}
      />
      <FilterSelect
        name="division"
        label={intl.formatMessage(listText.division)}
        options={(data?.divisions ?? []).map((division) => ({
          value: division.code,
          label: division.name[locale],
        }))}
      />
    </FilterBar>
  );
}
