import { useFormContext } from 'react-hook-form';
import { FormField, formClassNames } from '@uaeaf/ui';
import type { FieldInfo } from '../field-info';
import styles from '../registration.module.css';
import { useErrorText } from './context';

type InputInfo = Extract<FieldInfo, { kind: 'text' | 'number' | 'date' }>;

/** The browser's autocomplete tokens for the fields that have one; a new account's password is a new one. */
const autoCompletes: Record<string, string> = {
  email: 'email',
  password: 'new-password',
  passwordConfirmation: 'new-password',
  phone: 'tel',
  firstNameEn: 'given-name',
  lastNameEn: 'family-name',
  birthDate: 'bday',
  website: 'url',
};

export interface InputFieldProps {
  path: string;
  label: string;
  info: InputInfo;
  required: boolean;
  hint?: string;
}

/** One input: text, email, password, phone, website, number or date. */
export function InputField({ path, label, info, required, hint }: InputFieldProps) {
  const { register } = useFormContext();
  const error = useErrorText(path);
  const number = info.kind === 'number' ? info : undefined;
  const type = info.kind === 'text' ? info.type : info.kind;
  return (
    <div className={required ? styles.required : undefined}>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            {...register(path, number ? { valueAsNumber: true } : undefined)}
            className={formClassNames.input}
            type={type}
            dir={info.kind === 'text' ? info.dir : undefined}
            aria-required={required}
            autoComplete={autoCompletes[path]}
            inputMode={number ? (number.integer ? 'numeric' : 'decimal') : undefined}
            step={number ? (number.integer ? 1 : 'any') : undefined}
            min={number?.min}
            max={number?.max}
          />
        )}
      </FormField>
    </div>
  );
}
