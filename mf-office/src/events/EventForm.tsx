import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { ageClassNames, sendJson, useApiForm } from '@uaeaf/account-kit';
import { AgeClassCodes } from '@uaeaf/contracts';
import { TextField, useLocalizedPath } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { contentText } from '../content/messages';
import { ChoiceGroup } from '../tournaments/ChoiceGroup';
import { eventText } from '../tournaments/editor-messages';
import { eventApiPath, eventPagePath, type EventKind, type Publishable } from '../tournaments/events';
import { useEventProblemText } from '../tournaments/problem-text';
import styles from '../content/content.module.css';

/** An edited tournament or course as its API answers: named in both languages. */
export type EditedEvent = Publishable & { fields: { nameAr: string; nameEn: string } };

/** A field's language, from its name's ending (`nameAr`, `venueEn`). */
export const languageOf = (name: string) =>
  name.endsWith('En') ? ({ lang: 'en', dir: 'ltr' } as const) : ({ lang: 'ar', dir: 'rtl' } as const);

/** An empty number field is none (no centre, no limit). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * The form of an event: checked by its contract's schema, sent as a new draft or over the saved one, then showing what
 * was saved (a new one opens at its own address). Each field's error is in the editor's words (`problems`: the
 * kind's own refusals).
 */
export function useEventForm<TValues extends FieldValues, TItem extends EditedEvent>({
  kind,
  schema,
  itemSchema,
  item,
  valuesOf,
  extraFields = [],
  problems,
}: {
  kind: EventKind;
  schema: v.GenericSchema<TValues>;
  itemSchema: v.GenericSchema<unknown, TItem>;
  item: TItem | undefined;
  valuesOf: (item: TItem | undefined) => TValues;
  /** Nested paths a server refusal may name (a document's file, the picture's alt text), beside the values' keys. */
  extraFields?: string[];
  problems: Record<string, MessageDescriptor>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const problem = useEventProblemText(problems);
  const defaults = valuesOf(item);
  const save = useApiForm({
    schema,
    defaultValues: defaults as DefaultValues<TValues>,
    fields: [...Object.keys(defaults), ...extraFields] as Path<TValues>[],
    call: (body: TValues) =>
      item
        ? sendJson('PUT', eventApiPath(kind, item.id), itemSchema, body)
        : sendJson('POST', eventApiPath(kind), itemSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved: TItem) => {
      save.form.reset(valuesOf(saved));
      if (!item) void navigate(localize(eventPagePath(kind, saved.id)));
    },
  });
  const { register, formState, getFieldState, setValue } = save.form;
  /** A field's error, nested ones (`documents.0.file`, `image.altEn`) too. */
  const error = (path: string) => problem(getFieldState(path as Path<TValues>, formState).error?.message);
  return {
    ...save,
    problem,
    error,
    /** A day of a `DaysFieldset`. */
    day: (name: Path<TValues>, label: string) => ({ label, error: error(name), field: register(name) }),
    /** What a `ChoiceGroup` of the list `name` sets. */
    choose: (name: Path<TValues>) => (selected: string[]) =>
      setValue(name, selected as never, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  };
}

type DayField = { label: string; error: string | undefined; field: UseFormRegisterReturn };

/** A group of days (the event's, a registration window's), each a date field with its error. */
export function DaysFieldset({ legend, hint, days }: { legend: string; hint?: string; days: DayField[] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {hint && <p>{hint}</p>}
      <div className={styles.pair}>
        {days.map(({ label, error, field }) => (
          <TextField key={field.name} type="date" label={label} error={error} {...field} />
        ))}
      </div>
    </fieldset>
  );
}

/** The event's own first and last day, as both editors ask them (`useEventForm`'s `day`). */
export function EventDaysFieldset({
  day,
}: {
  day: (name: 'startDate' | 'endDate', label: string) => DayField;
}) {
  const intl = useIntl();
  return (
    <DaysFieldset
      legend={intl.formatMessage(eventText.days)}
      days={[
        day('startDate', intl.formatMessage(eventText.startDate)),
        day('endDate', intl.formatMessage(eventText.endDate)),
      ]}
    />
  );
}

/** The age classes an event offers or admits, ticked. */
export function AgeClassesField({
  legend,
  hint,
  selected,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  selected: string[];
  onChange: (selected: string[]) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <ChoiceGroup
      legend={legend}
      hint={hint}
      choices={AgeClassCodes.map((code) => ({ value: code, label: intl.formatMessage(ageClassNames[code]) }))}
      selected={selected}
      onChange={onChange}
      error={error}
    />
  );
}

/** A fee in AED (fils allowed; 0 is free). */
export function FeeField({
  label,
  error,
  field,
}: {
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const intl = useIntl();
  return (
    <TextField
      type="number"
      min={0}
      step="0.01"
      label={label}
      hint={intl.formatMessage(eventText.feeHint)}
      error={error}
      {...field}
    />
  );
}

/** Seats or places: a whole number from 1, empty for no limit. */
export function CapacityField({
  label,
  hint,
  error,
  field,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return <TextField type="number" min={1} step="1" label={label} hint={hint} error={error} {...field} />;
}
