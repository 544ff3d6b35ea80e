import { Fragment, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type * as v from 'valibot';
import { sendJson } from '@uaeaf/account-kit';
import { DeletedDraftSchema } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useOfficeApi } from '../common/api';
import { EditorPage } from '../common/EditorPage';
import { newItemText } from '../content/messages';
import { DeleteDraft } from '../content/DeleteDraft';
import { PublishPanel } from '../content/PublishPanel';
import { eventApiPath, eventPagePath, eventPages, type EventKind, publishEvent } from '../tournaments/events';
import type { EditedEvent } from './EventForm';

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
  const page = eventPages[kind];
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : (item.data?.fields[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? intl.formatMessage(page.title));
  const saved = item.data;
  return (
    <EditorPage title={title} backTo={eventPagePath(kind)}>
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
      {saved && preview?.(saved)}
    </EditorPage>
  );
}
