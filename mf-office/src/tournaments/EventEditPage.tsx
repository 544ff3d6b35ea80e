import { Fragment, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { actionButton, sendJson, useApiForm } from '@uaeaf/account-kit';
import { DeletedDraftSchema } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, PageHeading, TextField, useLocalizedPath, usePageTitle } from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import { contentText, newItemText } from '../content/messages';
import { DeleteDraft } from '../content/DeleteDraft';
import { PublishPanel } from '../content/PublishPanel';
import {
  eventApiPath,
  eventPagePath,
  eventPages,
  type EventKind,
  type Publishable,
  publishEvent,
} from './events';
import styles from '../content/content.module.css';

/** An edited tournament or course as its API answers: named in both languages. */
type EditedEvent = Publishable & { fields: { nameAr: string; nameEn: string } };

/**
 * The form of an event: checked by its contract's schema, sent as a new draft or over the saved one, then showing what
 * was saved (a new one opens at its own address).
 */
export function useEventForm<TValues extends FieldValues, TItem extends EditedEvent>({
  kind,
  schema,
  itemSchema,
  item,
  valuesOf,
  extraFields = [],
}: {
  kind: EventKind;
  schema: v.GenericSchema<TValues>;
  itemSchema: v.GenericSchema<unknown, TItem>;
  item: TItem | undefined;
  valuesOf: (item: TItem | undefined) => TValues;
  /** Nested paths a server refusal may name (a document's file), beside the values' own keys. */
  extraFields?: string[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
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
  return save;
}

/** A group of days (the event's, a registration window's), each a date field with its error. */
export function DaysFieldset({
  legend,
  hint,
  days,
}: {
  legend: string;
  hint?: string;
  days: { label: string; error: string | undefined; field: UseFormRegisterReturn }[];
}) {
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

/** The form's save button. */
export function SaveButton({ pending }: { pending: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <button type="submit" className={actionButton.primary} disabled={pending}>
        {intl.formatMessage(contentText.save)}
      </button>
    </div>
  );
}

/**
 * `/office/events/{kind}/new` and `/office/events/{kind}/:id`: the form, then, once saved, the publishing panel and the
 * preview (when the kind has one).
 */
export function EventEditPage<TItem extends EditedEvent>({
  kind,
  itemSchema,
  form,
  preview,
}: {
  kind: EventKind;
  itemSchema: v.GenericSchema<unknown, TItem>;
  form: (item: TItem | undefined, onDirty: (dirty: boolean) => void) => ReactNode;
  preview?: (item: TItem) => ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const item = useOfficeApi(
    `events-${kind}-item`,
    eventApiPath(kind, id),
    itemSchema,
    {},
    { enabled: !creating },
  );
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const page = eventPages[kind];
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : (item.data?.fields[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? intl.formatMessage(page.title));
  usePageTitle(title);
  const saved = item.data;
  return (
    <>
      <PageHeading title={title} />
      <p>
        <LocalizedLink to={eventPagePath(kind)}>{intl.formatMessage(contentText.back)}</LocalizedLink>
      </p>
      {(creating || saved) && <Fragment key={saved?.id ?? 'new'}>{form(saved, setDirty)}</Fragment>}
      {saved && (
        <PublishPanel
          item={saved}
          dirty={dirty}
          change={(action) => publishEvent(kind, itemSchema, saved.id, action)}
        />
      )}
      {saved && (
        <DeleteDraft
          status={saved.status}
          remove={() => sendJson('DELETE', eventApiPath(kind, saved.id), DeletedDraftSchema, undefined)}
          listPath={eventPagePath(kind)}
        />
      )}
      {saved && preview && (
        <>
          <p>
            <button
              type="button"
              className={actionButton.secondary}
              aria-expanded={previewing}
              onClick={() => setPreviewing(!previewing)}
            >
              {intl.formatMessage(contentText.preview)}
            </button>
          </p>
          {previewing && preview(saved)}
        </>
      )}
    </>
  );
}
