import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '@uaeaf/i18n';
import { useTournamentFilters } from '../common/api';
import { commonText } from '../common/messages';
import { withFilter } from './list-query';
import { listText } from './messages';
import styles from './list.module.css';

function FilterSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={options.some((option) => option.value === value) ? value : ''}
        onChange={(event) => setParams(withFilter(params, name, event.target.value))}
      >
        <option value="">{intl.formatMessage(commonText.all)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The season and division filters, with the options the API serves. They live in the URL query, so a reload, a
 * shared link and the back button keep them; a change applies at once and goes back to the first page.
 */
export function ListFilters() {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useTournamentFilters();
  return (
    <form className={styles.filters} aria-label={intl.formatMessage(listText.filters)} method="get">
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
    </form>
  );
}
