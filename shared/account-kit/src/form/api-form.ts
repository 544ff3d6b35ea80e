import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { ApiError } from '@uaeaf/api-client';
import { useApiMutation, type ApiMutationOptions } from '../mutations/api-mutation';

/**
 * The refusals of a `validation_failed` answer (or a known code) that name a field of the form, each with the message
 * id of its first issue; the others stay the form's own failure.
 */
export function serverFieldErrors<TField extends string>(
  error: ApiError,
  fields: readonly TField[],
  codeFields: Partial<Record<string, [TField, string]>> = {},
): [TField, string][] {
  const named = Object.entries(error.fields).flatMap(([field, ids]): [TField, string][] =>
    (fields as readonly string[]).includes(field) && ids[0] ? [[field as TField, ids[0]]] : [],
  );
  const byCode = error.code ? codeFields[error.code] : undefined;
  return named.length === 0 && byCode ? [byCode] : named;
}

export interface ApiFormOptions<TValues extends FieldValues, TResult> extends Omit<
  ApiMutationOptions<TValues, TResult>,
  'onRefused'
> {
  schema: v.GenericSchema<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The form's fields: a server refusal naming one of them shows on it, the first one focused. */
  fields: readonly Path<TValues>[];
  /** Refusal codes that are about one field (`email_taken`), with the message id shown on it. */
  codeFields?: Partial<Record<string, [Path<TValues>, string]>>;
  onRefused?: (error: ApiError, form: UseFormReturn<TValues>) => void;
}

/**
 * A form sent to the API: checked by its contract's schema in the browser, sent once (`pending` while it is on its
 * way, for the submit button to be disabled), the server's field refusals shown on their fields with the first one
 * focused, and any other refusal as `failure`, the form's own message (none while a field shows one). Messages are the
 * contracts' message ids, localized by the fields (`useValidationText`).
 */
export function useApiForm<TValues extends FieldValues, TResult>({
  schema,
  defaultValues,
  fields,
  codeFields,
  onRefused,
  ...mutation
}: ApiFormOptions<TValues, TResult>) {
  const form = useForm<TValues>({ resolver: valibotResolver(schema), defaultValues });
  const sent = useApiMutation<TValues, TResult>({
    ...mutation,
    onRefused: (error) => {
      serverFieldErrors(error, fields, codeFields).forEach(([field, message], index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      onRefused?.(error, form);
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    // A second press while the first is on its way sends nothing.
    if (!sent.isPending) sent.mutate(values);
  });
  const fieldErrors = Object.keys(form.formState.errors).length > 0;
  return {
    form,
    onSubmit,
    pending: sent.isPending,
    failure: fieldErrors ? undefined : sent.failure,
    reset: () => {
      sent.reset();
      form.reset(defaultValues);
    },
  };
}
