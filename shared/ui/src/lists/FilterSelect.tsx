import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { listText } from './list-messages';
import { useQueryChange } from './use-query-change';
import styles from './lists.module.css';

/** The look of a list's filter bar, for a remote's own controls in it (a search box). */
export const filterFieldClassName = styles.field;
export const filterLabelClassName = styles.label;
export const filterControlClassName = styles.control;

/**
 * The band above a list that holds its search and filters. It is a GET form, so it works as a URL query without
 * script too; the remote gives it its name and, for a search, its role and submit.
 */
export function FilterBar({
  children,
  ...form
}: {
  children: ReactNode;
  'aria-label': string;
  role?: 'search';
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form method="get" className={styles.filterBar} {...form}>
      {children}
    </form>
  );
}

/**
 * A filter of a list (`?emirate=`, `?season=`): "All" and the given options; a change applies at once. Given `chosen`,
 * it always names one choice (a ranking list is of one category): no "All", and `chosen`, the page's reading of the
 * address or its default, is what it shows.
 */
export function FilterSelect({
  name,
  label,
  options,
  chosen,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  chosen?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const changeQuery = useQueryChange();
  const value = params.get(name) ?? '';
  const current = chosen ?? (options.some((option) => option.value === value) ? value : '');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={current}
        onChange={(event) => changeQuery({ [name]: event.target.value })}
      >
        {chosen === undefined && <option value="">{intl.formatMessage(listText.all)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
