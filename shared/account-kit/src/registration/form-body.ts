import { ApiError } from '@uaeaf/api-client';
import {
  RequestErrorCodes,
  ResubmissionErrorCodes,
  registrationConflictFields,
  type RegistrationForm,
} from '@uaeaf/contracts';
import { serverFieldErrors } from '@uaeaf/ui/form';
import { leafPaths, type FieldInfo } from './field-info';

/** Whether an input holds nothing: what a form sends as "not given". */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/**
 * The value without its empty parts, or undefined when nothing is left: `''`, NaN, no choice, no category ticked,
 * an official whose two names are empty (`{ ceo: { ar: '', en: '' } }`).
 */
function withoutEmpty(value: unknown): unknown {
  if (isEmpty(value)) return undefined;
  if (Array.isArray(value)) return value.length ? value : undefined;
  if (typeof value !== 'object') return value;
  const kept = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => [key, withoutEmpty(item)] as const)
    .filter(([, item]) => item !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** The answers with empty inputs left out, to judge which questions apply (`isAsked`, `isRequired`). */
export function answersOf(values: Record<string, unknown>): Record<string, unknown> {
  return (withoutEmpty(values) ?? {}) as Record<string, unknown>;
}

/**
 * The JSON body of a registration: the fields the form asks given the answers (a student's employer typed before
 * switching is not sent), numbers as numbers, booleans as booleans, files as data URLs, empty inputs left out.
 */
export function registrationBody(form: RegistrationForm, values: Record<string, unknown>) {
  const answers = answersOf(values);
  const body: Record<string, unknown> = {};
  for (const field of form.steps.flatMap((step) => step.fields)) {
    if (answers[field] !== undefined && form.isAsked(field, answers)) body[field] = answers[field];
  }
  return body;
}

/**
 * The field messages of a refused registration (400 and 409), as `[path, message id]`, through the form kit's
 * mapping: the API names them in `error.fields`; a conflict without them (`email_taken`) still lands on its field.
 */
export function registrationFieldErrors(
  error: ApiError,
  infos: Readonly<Record<string, FieldInfo>>,
): [string, string][] {
  const paths = Object.entries(infos).flatMap(([field, info]) => [
    ...new Set([field, ...leafPaths(field, info)]),
  ]);
  return serverFieldErrors(error, paths, conflictFields);
}

const conflictFields: Partial<Record<string, [string, string]>> = Object.fromEntries(
  Object.entries(registrationConflictFields).map(([code, { field, message }]) => [code, [field, message]]),
);

export type SendFailure = 'unavailable' | 'tooLarge' | 'tooMany' | 'restricted' | 'notRejected' | 'rejected';

/** What to tell the user when a send fails with nothing to show next to a field. */
export function failureOf(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 429) return 'tooMany';
  // A resubmission's own refusals: a penalty since the page opened, or a request no longer rejected.
  if (error.code === ResubmissionErrorCodes.accountRestricted) return 'restricted';
  if (error.code === RequestErrorCodes.invalidTransition) return 'notRejected';
  if (error.status >= 400 && error.status < 500) return 'rejected';
  return 'unavailable';
}
