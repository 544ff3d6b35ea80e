import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField, formClassNames } from '@uaeaf/ui';
import type { Option } from '../lookups';
import { registrationMessages } from '../registration-messages';
import styles from '../registration.module.css';
import { useErrorText } from './context';

const asNumber = (value: string) => (value === '' ? undefined : Number(value));

/** A choice from a served list (nationality, emirate, qualification, uniform size); ids are sent as numbers. */
export function SelectField({
  path,
  label,
  options,
  required,
  hint,
}: {
  path: string;
  label: string;
  options: readonly Option[];
  required: boolean;
  hint?: string;
}) {
  const intl = useIntl();
  const { register } = useFormContext();
  const error = useErrorText(path);
  const numeric = options.length > 0 && options.every((option) => typeof option.value === 'number');
  return (
    <div className={required ? styles.required : undefined}>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            {...register(path, numeric ? { setValueAs: asNumber } : undefined)}
            className={formClassNames.input}
            aria-required={required}
          >
            <option value="">{intl.formatMessage(registrationMessages.choose)}</option>
            {options.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
