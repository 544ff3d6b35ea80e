import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { pagination } from '@uaeaf/contracts';
import { FilterBar } from './FilterSelect';
import { listText } from './list-messages';
import { useQueryChange } from './use-query-change';
import styles from './lists.module.css';

/**
 * A list's search box and filters. It is a GET form (it works as `?q=` without script too); submitting updates the
 * URL, so a search can be linked to and undone with the back button. Filters apply as soon as they change.
 * `fieldLabel` names the box when "Search" alone would not say what it searches.
 */
export function SearchForm({
  label,
  fieldLabel,
  children,
}: {
  label: string;
  fieldLabel?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const changeQuery = useQueryChange();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  // When the URL's search changes (back button, a link), the box shows it.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    changeQuery({ q: text.trim() });
  };
  return (
    <FilterBar role="search" onSubmit={onSubmit} aria-label={label}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {fieldLabel ?? intl.formatMessage(listText.search)}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.control}
          value={text}
          maxLength={pagination.maxSearchLength}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {children}
      <button type="submit" className={styles.searchButton}>
        {intl.formatMessage(listText.searchSubmit)}
      </button>
    </FilterBar>
  );
}
