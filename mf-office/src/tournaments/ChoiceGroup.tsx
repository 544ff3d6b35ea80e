import { useId } from 'react';
import styles from '../content/content.module.css';

/** Ticked choices (divisions, age classes, member kinds) as one named group, with its error read with it. */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  choices,
  selected,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  choices: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      <ul className={styles.choices}>
        {choices.map(({ value, label }) => (
          <li key={value}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(value)}
                aria-invalid={Boolean(error)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? choices
                          .map((choice) => choice.value)
                          .filter((choice) => choice === value || selected.includes(choice))
                      : selected.filter((other) => other !== value),
                  )
                }
              />{' '}
              {label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
