import type { FormEventHandler, ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import { useValidationText } from '@uaeaf/ui';
import { officeKey } from './api';
import { FormSection } from './FormSection';

/**
 * The form below a `ListAndAddPage` that adds one record: posted to `path`, the office's lists refreshed and the form
 * emptied once it is added. `ownText` words the page's own refusals (a day or name already taken); any other message is
 * a validation message, with `limit` for the ones about a length.
 */
export function useAddForm<TValues extends FieldValues, TSchema extends v.GenericSchema>({
  schema,
  blank,
  fields,
  path,
  answer,
  successText,
  ownText = {},
  limit,
}: {
  schema: v.GenericSchema<TValues>;
  blank: TValues;
  fields: readonly Path<TValues>[];
  path: string;
  answer: TSchema;
  successText: (added: v.InferOutput<TSchema>) => string;
  ownText?: Record<string, MessageDescriptor>;
  limit?: number;
}) {
  const intl = useIntl();
  const validationText = useValidationText();
  const add = useApiForm({
    schema,
    defaultValues: blank as DefaultValues<TValues>,
    fields,
    call: (body: TValues) => sendJson('POST', path, answer, body),
    successText,
    invalidates: [officeKey],
    onSuccess: () => add.form.reset(blank),
  });
  const errors = add.form.formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (field: Path<TValues>) => {
    const message = errors[field]?.message;
    const own = message === undefined ? undefined : ownText[message];
    return own ? intl.formatMessage(own) : validationText(message, limit);
  };
  return { register: add.form.register, error, add };
}

/** The add form's section: its heading and intro, the form's own refusal, its fields and its button. */
export function AddFormSection({
  add,
  heading,
  intro,
  submitLabel,
  children,
}: {
  add: { failure: string | undefined; onSubmit: FormEventHandler<HTMLFormElement>; pending: boolean };
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  submitLabel: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FormSection
      heading={intl.formatMessage(heading)}
      intro={intl.formatMessage(intro)}
      failure={add.failure}
      onSubmit={add.onSubmit}
      pending={add.pending}
      submitLabel={intl.formatMessage(submitLabel)}
    >
      {children}
    </FormSection>
  );
}
