import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Option } from '../lookups';
import styles from '../registration.module.css';
import { useErrorText } from './context';

interface ChoiceProps {
  path: string;
  label: string;
  options: readonly { value: unknown; label: string }[];
  required: boolean;
  hint?: string;
}

/** A fieldset with its legend, hint and error, the error read out with the group (aria-describedby). */
function ChoiceGroup({
  label,
  required,
  hint,
  error,
  radio,
  children,
}: {
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  radio: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.group}
      role={radio ? 'radiogroup' : undefined}
      aria-required={radio ? required : undefined}
      aria-invalid={radio ? !!error : undefined}
      aria-describedby={described || undefined}
    >
      <legend className={required ? styles.marker : undefined}>{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One of a few options (gender, employee or student, yes or no), sent as the option's own value. */
export function RadioField({ path, label, options, required, hint }: ChoiceProps) {
  const { field } = useController({ name: path });
  const error = useErrorText(path);
  const name = useId();
  const checkedIndex = options.findIndex((option) => Object.is(option.value, field.value));
  return (
    <ChoiceGroup label={label} required={required} hint={hint} error={error} radio>
      {options.map((option, index) => (
        <label key={String(option.value)} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={index === checkedIndex}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            // Focus goes to the chosen option, or the first when none is.
            ref={index === Math.max(checkedIndex, 0) ? field.ref : undefined}
          />
          {option.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** Several of a list (a club's categories), sent as an array of ids. */
export function CheckboxesField({
  path,
  label,
  options,
  required,
  hint,
}: Omit<ChoiceProps, 'options'> & { options: readonly Option[] }) {
  const { field } = useController({ name: path });
  const error = useErrorText(path);
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: Option['value'], on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <ChoiceGroup label={label} required={required} hint={hint} error={error} radio={false}>
      {options.map((option, index) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            value={String(option.value)}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            onBlur={field.onBlur}
            aria-invalid={!!error}
            ref={index === 0 ? field.ref : undefined}
          />
          {option.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}
