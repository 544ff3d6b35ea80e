import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import { uploadsDone } from './pending-uploads';
import { useUnsavedInput } from './unsaved-forms';

export { trackUpload, uploadsDone } from './pending-uploads';

/**
 * The refusals of a `validation_failed` answer (or a known code) that name a field of the form, each with the message
 * id of its first issue; the others stay the form's own failure. Anything but an API refusal names no field.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  codeFields: Partial<Record<string, [TField, string]>> = {},
): [TField, string][] {
  if (!(error instanceof ApiError)) return [];
  const named = Object.entries(error.fields).flatMap(([field, ids]): [TField, string][] =>
    (fields as readonly string[]).includes(field) && ids[0] ? [[field as TField, ids[0]]] : [],
  );
  const byCode = error.code ? codeFields[error.code] : undefined;
  return named.length === 0 && byCode ? [byCode] : named;
}

/** How the form is checked in the browser: its contract's valibot schema, or a resolver built on one. */
export type FormCheck<TValues extends FieldValues, TOutput> =
  | { schema: v.GenericSchema<TValues, TOutput>; resolver?: never }
  | { resolver: Resolver<TValues, unknown, TOutput>; schema?: never };

export type ServerFormOptions<TValues extends FieldValues, TOutput> = FormCheck<TValues, TOutput> & {
  defaultValues: DefaultValues<TValues>;
  /** The form's fields: a server refusal naming one of them shows on it, the first one focused. */
  fields: readonly Path<TValues>[];
  /** Refusal codes that are about one field (`email_taken`), with the message id shown on it. */
  codeFields?: Partial<Record<string, [Path<TValues>, string]>>;
  /** Sends the checked values; what happens on success is the form's own (a toast, a confirmation, a new page). */
  send: (values: TOutput) => Promise<unknown>;
  /** After a failed send, with the fields its refusal was put on (none: the form says what went wrong). */
  onRefused?: (error: unknown, markedFields: readonly Path<TValues>[]) => void;
};

/**
 * A form whose values go to the API: checked by the contract's schema before sending, once the files its fields send
 * ahead have arrived (`trackUpload`), sent once (`pending` while it waits or is on its way, for the submit button to be
 * disabled; a second submit meanwhile sends nothing), the server's field refusals put on their fields with the first
 * one focused, and any other failure kept as `refusal` for the form's own message. Messages on fields are the
 * contracts' message ids, localized by the fields (`useValidationText`). While it holds changed input, the page is not
 * replaced by a newer deploy (`unsaved-forms.ts`). No toasts or session here: the public pages use it too (the account
 * areas' `useApiForm` adds them).
 */
export function useServerForm<TValues extends FieldValues, TOutput = TValues>(
  options: ServerFormOptions<TValues, TOutput>,
) {
  const { defaultValues, fields, codeFields, send, onRefused } = options;
  const form: UseFormReturn<TValues, unknown, TOutput> = useForm<TValues, unknown, TOutput>({
    resolver:
      options.resolver ??
      (valibotResolver(options.schema as v.GenericSchema<TValues, TOutput>) as Resolver<
        TValues,
        unknown,
        TOutput
      >),
    defaultValues,
  });
  useUnsavedInput(form.formState.isDirty);
  // A ref, not the state: two submits in the same tick both see `pending` still false.
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();

  // Called in the event, not during render: its callbacks read refs. The browser's own submission is stopped at once,
  // as the form is checked only once the files its fields are sending have arrived (`pending` meanwhile).
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      if (!(await uploadsDone(form.control))) return;
      await form.handleSubmit(async (values) => {
        setRefusal(undefined);
        try {
          await send(values);
        } catch (error) {
          const marked = serverFieldErrors(error, fields, codeFields);
          marked.forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (marked.length === 0) setRefusal(error);
          onRefused?.(
            error,
            marked.map(([field]) => field),
          );
        }
      })();
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return {
    form,
    onSubmit,
    pending,
    /** The last send's failure when it named none of the form's fields (cleared by the next send). */
    refusal,
    reset: (values: DefaultValues<TValues> = defaultValues) => {
      setRefusal(undefined);
      form.reset(values);
    },
  };
}
