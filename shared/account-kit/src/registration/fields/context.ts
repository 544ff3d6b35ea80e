import { createContext, use } from 'react';
import { get, useFormState } from 'react-hook-form';
import type { RegistrationForm } from '@uaeaf/contracts';
import type { FieldInfo } from '../field-info';
import type { FormLists } from '../lookups';

export interface AttachedFile {
  name: string;
  size: number;
}

/**
 * What a form's own inputs (text, choices, files) need besides react-hook-form's context: their error text and the
 * files attached. The registration forms give it, and so do other forms built of the same inputs (electronic services).
 */
export interface FieldsContextValue {
  /** The message of a field's error in the page's language, with the limit it names. */
  errorText(path: string, message: string | undefined): string | undefined;
  /** The name and size of each file attached, shown while the form holds its content. */
  files: Readonly<Record<string, AttachedFile>>;
  /** File fields the server already holds a file for (a resubmission's): kept unless another is attached. */
  storedFiles: readonly string[];
  setFile(path: string, file: AttachedFile | undefined): void;
}

/** What every field of a registration form needs besides react-hook-form's own context. */
export interface RegistrationContextValue extends FieldsContextValue {
  form: RegistrationForm;
  infos: Readonly<Record<string, FieldInfo>>;
  lookups: FormLists;
  /** The answers so far, empty inputs left out: which fields are asked and required. */
  answers: Record<string, unknown>;
  /** Answers UAE PASS gave, shown and not changeable (decision 097). */
  locked: Readonly<Record<string, unknown>>;
}

export const FieldsContext = createContext<FieldsContextValue | null>(null);

export function useFields(): FieldsContextValue {
  const value = use(FieldsContext);
  if (!value) throw new Error('A form field outside a form that gives its inputs (FieldsContext)');
  return value;
}

export const RegistrationContext = createContext<RegistrationContextValue | null>(null);

export function useRegistration(): RegistrationContextValue {
  const value = use(RegistrationContext);
  if (!value) throw new Error('A registration field outside a registration form');
  return value;
}

/** The localized error of one path, re-rendered when that path's error changes. */
export function useErrorText(path: string): string | undefined {
  const { errors } = useFormState({ name: path });
  const { errorText } = useFields();
  const error = get(errors, path) as { message?: string } | undefined;
  return errorText(path, error?.message ?? firstNestedMessage(error));
}

/** An array field's error may sit on one of its items (`categories.0`). */
function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string')
      return (item as { message: string }).message;
  }
  return undefined;
}
