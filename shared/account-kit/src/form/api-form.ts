import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import { useServerForm } from '@uaeaf/ui/form';
import { useApiMutation, type ApiMutationOptions } from '../mutations/api-mutation';

// The form core (checking, server refusals on fields, sent once) lives in shared/ui for the public pages too.
export { serverFieldErrors } from '@uaeaf/ui/form';

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
 * A form of the account areas and the office sent to the API: `useServerForm` (checked by its contract's schema, sent
 * once, the server's field refusals on their fields) with `useApiMutation`'s toast, fresh data and signing out on a
 * 401. Any other refusal is `failure`, the form's own message (none while a field shows one).
 */
export function useApiForm<TValues extends FieldValues, TResult>({
  schema,
  defaultValues,
  fields,
  codeFields,
  onRefused,
  ...mutation
}: ApiFormOptions<TValues, TResult>) {
  const sent = useApiMutation<TValues, TResult>(mutation);
  const core = useServerForm<TValues>({
    schema,
    defaultValues,
    fields,
    codeFields,
    send: (values) => sent.mutateAsync(values),
    onRefused: (error) => {
      // A 401 signs out (useApiMutation); the form has nothing to say about it.
      if (error instanceof ApiError && error.status !== 401) onRefused?.(error, core.form);
    },
  });
  const fieldErrors = Object.keys(core.form.formState.errors).length > 0;
  return {
    form: core.form,
    onSubmit: core.onSubmit,
    pending: core.pending,
    failure: fieldErrors ? undefined : sent.failure,
    reset: () => {
      sent.reset();
      core.reset();
    },
  };
}
