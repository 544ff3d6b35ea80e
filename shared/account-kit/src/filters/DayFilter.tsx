import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  filterControlClassName,
  filterFieldClassName,
  filterLabelClassName,
  useQueryChange,
} from '@uaeaf/ui';
import { readDay } from '../data-table/table-query';

/**
 * A day filter of a list (`?from=2026-01-31`), as a date input: a change applies at once and goes back to the first
 * page; clearing the input removes the filter. A day typed into the address that is not on the calendar is ignored.
 */
export function DayFilter({ name, label }: { name: string; label: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const changeQuery = useQueryChange();
  return (
    <div className={filterFieldClassName}>
      <label htmlFor={id} className={filterLabelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        className={filterControlClassName}
        value={readDay(params, name) ?? ''}
        onChange={(event) => changeQuery({ [name]: event.target.value })}
      />
    </div>
  );
}
