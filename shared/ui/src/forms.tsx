import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styles from './forms.module.css';

/** Spec section 5's messages, under the ids the shared valibot schemas (and so the API) answer with. */
const validationText = {
  ...defineMessages({
    'validation.required': { id: 'validation.required', defaultMessage: 'This field is required' },
    'validation.email': { id: 'validation.email', defaultMessage: 'Please enter a valid email' },
    'validation.invalid': { id: 'validation.invalid', defaultMessage: 'This field is not valid' },
    'validation.number': { id: 'validation.number', defaultMessage: 'This field can only contain numbers' },
    'validation.integer': {
      id: 'validation.integer',
      defaultMessage: 'This field can only contain integer values',
    },
    'validation.phone': {
      id: 'validation.phone',
      defaultMessage: 'Please enter a valid phone number (digits, spaces and an optional leading +)',
    },
    'validation.fileType': {
      id: 'validation.fileType',
      defaultMessage: 'The file must be a JPG, JPEG or PNG image',
    },
    'validation.fileSize': {
      id: 'validation.fileSize',
      defaultMessage: 'The image must not be larger than 1 MB',
    },
    'validation.emiratesId': {
      id: 'validation.emiratesId',
      defaultMessage: 'Please enter a valid Emirates ID (784-YYYY-NNNNNNN-C)',
    },
    'validation.password': {
      id: 'validation.password',
      defaultMessage: 'The password needs at least 10 characters, with at least one letter and one digit',
    },
    'validation.passwordWeak': {
      id: 'validation.passwordWeak',
      defaultMessage:
        'This password is too easy to guess: it is a common password, or made from your name or email. Choose one of at least 10 characters that others could not guess',
    },
    'validation.passwordMatch': {
      id: 'validation.passwordMatch',
      defaultMessage: 'The two passwords do not match',
    },
    'validation.passportExpiry': {
      id: 'validation.passportExpiry',
      defaultMessage: 'The passport expiry date must be after its issue date',
    },
    'validation.futureDate': {
      id: 'validation.futureDate',
      defaultMessage: 'This date cannot be in the future',
    },
    'validation.expiryPassed': {
      id: 'validation.expiryPassed',
      defaultMessage: 'The expiry date must be after today',
    },
    'validation.arabicText': {
      id: 'validation.arabicText',
      defaultMessage: 'Please write this in Arabic letters',
    },
    'validation.englishText': {
      id: 'validation.englishText',
      defaultMessage: 'Please write this in English letters',
    },
    'validation.pdfSize': {
      id: 'validation.pdfSize',
      defaultMessage: 'The PDF must not be larger than 2 MB',
    },
    'validation.pdfType': { id: 'validation.pdfType', defaultMessage: 'The file must be a PDF document' },
    'validation.imageOrPdfType': {
      id: 'validation.imageOrPdfType',
      defaultMessage: 'The file must be a JPG, JPEG or PNG image or a PDF document',
    },
    'validation.emailTaken': {
      id: 'validation.emailTaken',
      defaultMessage: 'An account with this email already exists',
    },
    'validation.emiratesIdTaken': {
      id: 'validation.emiratesIdTaken',
      defaultMessage: 'An account with this Emirates ID already exists',
    },
    'validation.wrongPassword': {
      id: 'validation.wrongPassword',
      defaultMessage: 'The current password is not correct',
    },
    'validation.textCharacters': {
      id: 'validation.textCharacters',
      defaultMessage: 'This text contains hidden control characters; please type it again',
    },
    'validation.imagePixels': {
      id: 'validation.imagePixels',
      defaultMessage: 'The image has too many pixels (at most 12 megapixels)',
    },
    'validation.imageUnreadable': {
      id: 'validation.imageUnreadable',
      defaultMessage: 'The image could not be read; the file may be damaged or incomplete',
    },
    'validation.uploadMissing': {
      id: 'validation.uploadMissing',
      defaultMessage: 'The file was not received; please choose it again',
    },
    'validation.uploadFailed': {
      id: 'validation.uploadFailed',
      defaultMessage: 'The file could not be sent; please try again',
    },
  }),
  'validation.maxLength': defineMessage<{ count: number }>({
    id: 'validation.maxLength',
    // `number`: a long limit reads with its separators (1,500,000), as every other figure on the site.
    defaultMessage: 'You must enter a maximum of {count, number} characters',
  }),
  'validation.minValue': defineMessage<{ count: number }>({
    id: 'validation.minValue',
    defaultMessage: 'The value must be at least {count}',
  }),
  'validation.maxValue': defineMessage<{ count: number }>({
    id: 'validation.maxValue',
    defaultMessage: 'The value must be at most {count}',
  }),
  'validation.minLength': defineMessage<{ count: number }>({
    id: 'validation.minLength',
    defaultMessage: 'You must enter a minimum of {count, number} characters',
  }),
};

/** Turns a validation message id (from a schema or the API) into the user's language; unknown ids read "not valid". */
export function useValidationText() {
  const intl = useIntl();
  return (id: string | undefined, count?: number): string | undefined => {
    if (!id) return undefined;
    const descriptor =
      validationText[id as keyof typeof validationText] ?? validationText['validation.invalid'];
    return intl.formatMessage(descriptor, { count: count ?? 0 });
  };
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled form control with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described || undefined })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled text input; spread react-hook-form's `register(name)` into it along with the input's own attributes.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldText & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input {...control} {...input} className={[styles.input, className].filter(Boolean).join(' ')} />
      )}
    </FormField>
  );
}

/** A labelled multi-line text input, used like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
}

export const formClassNames = {
  form: styles.form,
  input: styles.input,
  submit: styles.submit,
  alert: styles.alert,
  notice: styles.notice,
};
