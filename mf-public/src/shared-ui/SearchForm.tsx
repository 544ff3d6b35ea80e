import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { pagination } from '@uaeaf/contracts';
import { uiText } from './messages';
import styles from './shared-ui.module.css';

/** A new URL query from the current one: `changes` set (or, when empty, remove) keys; the page goes back to 1. */
export function withChanges(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * A list's search box and filters. It is a GET form (it works as `?q=` without script too); submitting updates the
 * URL, so a search can be linked to and undone with the back button. Filters apply as soon as they change.
 */
export function SearchForm({ label, children }: { label: string; children?: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
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
    setParams(withChanges(params, { q: text.trim() }));
  };
  return (
    <form role="search" method="get" className={styles.search} onSubmit={onSubmit} aria-label={label}>
      <div className={styles.searchField}>
        <label htmlFor={id} className={styles.controlLabel}>
          {intl.formatMessage(uiText.search)}
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
        {intl.formatMessage(uiText.searchSubmit)}
      </button>
    </form>
  );
}

/** A filter of a list (`?emirate=`, `?status=`): "All" and the given options; a change applies at once. */
export function FilterSelect({
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
  const current = options.some((option) => option.value === value) ? value : '';
  return (
    <div className={styles.searchField}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={current}
        onChange={(event) => setParams(withChanges(params, { [name]: event.target.value }))}
      >
        <option value="">{intl.formatMessage(uiText.all)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
