import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { actionButton, sendJson, useApiForm, useApiMutation } from '@uaeaf/account-kit';
import {
  collectionInputSchemas,
  type CollectionItem,
  CollectionItemSchema,
  type CollectionKind,
  collectionLimits,
  collectionMessages,
  collectionPictureRequired,
  type ContentImage,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames, TextAreaField, TextField, useLocalizedPath, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { EditorForm, EditorPage, EditorPreview } from '../common/EditorPage';
import { ContentImageField, fileFieldLimit, fileValues, StoredPicture } from '../content/ContentFiles';
import { contentText, newItemText } from '../content/messages';
import { PublishPanel } from '../content/PublishPanel';
import contentStyles from '../content/content.module.css';
import {
  collectionApiPath,
  type CollectionField,
  collectionFields,
  collectionPages,
  publishItem,
  unpublishItem,
  useCollectionItem,
  useCollectionList,
} from './kinds';
import { collectionText } from './messages';
import styles from './collections.module.css';

type Values = Record<string, unknown>;

const imagePaths = ['image.file', 'image.altAr', 'image.altEn'];

const limitOf = (field: CollectionField) =>
  field.kind === 'url'
    ? collectionLimits.url
    : field.kind === 'long'
      ? collectionLimits.text
      : collectionLimits.name;

/** The form's values: the item's texts (empty for none) and its picture as the content editors hold one. */
function valuesOf(kind: CollectionKind, item: CollectionItem | undefined): Values {
  const texts = Object.fromEntries(
    collectionFields[kind].map(({ name }) => [name, item?.fields[name] ?? '']),
  );
  return { ...texts, image: fileValues(item ? { image: item.image, attachments: [] } : undefined).image };
}

function CollectionForm({
  kind,
  item,
  onDirty,
}: {
  kind: CollectionKind;
  item: CollectionItem | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const fields = collectionFields[kind];
  const lists = useCollectionList(kind);
  const problem = (path: string, id: string | undefined) => {
    const field = fields.find(({ name }) => name === path);
    return validationText(id, field ? limitOf(field) : fileFieldLimit(path));
  };
  const save = useApiForm({
    schema: collectionInputSchemas[kind] as unknown as v.GenericSchema<Values>,
    defaultValues: valuesOf(kind, item),
    fields: [...fields.map(({ name }) => name), ...imagePaths],
    call: (body: Values) =>
      item
        ? sendJson('PUT', collectionApiPath(kind, item.id), CollectionItemSchema, body)
        : sendJson('POST', collectionApiPath(kind), CollectionItemSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      save.form.reset(valuesOf(kind, saved));
      if (!item) void navigate(localize(`/office/collections/${kind}/${saved.id}`));
    },
  });
  const { register, formState, getFieldState } = save.form;
  const error = (path: string) => problem(path, getFieldState(path, formState).error?.message);
  const field = (definition: CollectionField) => {
    const { name, kind: type = 'line', optional } = definition;
    const lang = name.endsWith('Ar') ? 'ar' : name.endsWith('En') ? 'en' : undefined;
    const common = {
      label: intl.formatMessage(collectionText[name as keyof typeof collectionText]),
      error: error(name),
      lang,
      dir: lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined,
      maxLength: limitOf(definition),
      ...(optional && { hint: intl.formatMessage(collectionText.optional) }),
      ...register(name),
    };
    if (type === 'list') {
      const id = `field-${name}`;
      const message = error(name);
      return (
        <div key={name}>
          <label htmlFor={id} className={contentStyles.label}>
            {common.label}
          </label>
          <select
            id={id}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${id}-error` : undefined}
            {...register(name)}
          >
            <option value="">{intl.formatMessage(collectionText.chooseList)}</option>
            {(lists.data?.groups ?? []).map((group) => (
              <option key={group.slug} value={group.slug}>
                {group.title[locale]}
              </option>
            ))}
          </select>
          {message && (
            <p id={`${id}-error`} className={contentStyles.error}>
              {message}
            </p>
          )}
        </div>
      );
    }
    return type === 'long' ? (
      <TextAreaField key={name} rows={3} {...common} />
    ) : (
      <TextField key={name} {...common} {...(type === 'url' && { type: 'url', dir: 'ltr' })} />
    );
  };
  return (
    <EditorForm save={save} errorText={problem} onDirty={onDirty}>
      <div className={contentStyles.pair}>{fields.map(field)}</div>
      <ContentImageField
        stored={item?.image ?? null}
        errorText={error}
        required={collectionPictureRequired[kind]}
        {...(collectionPictureRequired[kind] && {
          hint: intl.formatMessage(collectionText.pictureRequired),
        })}
      />
    </EditorForm>
  );
}

/** One language of the saved item as the public page lays it out: a partner's tile, a member's card, a slide, a link. */
function PreviewCard({
  kind,
  item,
  lang,
}: {
  kind: CollectionKind;
  item: CollectionItem;
  lang: 'ar' | 'en';
}) {
  const suffix = lang === 'ar' ? 'Ar' : 'En';
  const text = (name: string) => item.fields[`${name}${suffix}`] ?? '';
  const picture = (image: ContentImage | null) => image && <StoredPicture image={image} lang={lang} />;
  switch (kind) {
    case 'partners':
      return (
        <div className={styles.tile}>
          {picture(item.image)}
          <h3>{item.fields.website ? <a href={item.fields.website}>{text('name')}</a> : text('name')}</h3>
        </div>
      );
    case 'board-members':
      return (
        <div className={styles.tile}>
          {picture(item.image)}
          <h3>{text('name')}</h3>
          <p>{text('position')}</p>
        </div>
      );
    case 'slides':
      return (
        <div className={styles.slide}>
          {picture(item.image)}
          <h3>{text('title')}</h3>
          {text('text') && <p>{text('text')}</p>}
          {item.fields.linkHref && <a href={item.fields.linkHref}>{text('linkLabel')}</a>}
        </div>
      );
    case 'links':
      return (
        <div className={styles.row}>
          {picture(item.image)}
          <div>
            <h3>
              <a href={item.fields.url}>{text('title')}</a>
            </h3>
            {text('description') && <p>{text('description')}</p>}
          </div>
        </div>
      );
  }
}

/** `/office/collections/:kind/new` and `/office/collections/:kind/:id`: write, preview, publish, delete one item. */
export function CollectionEditPage({ kind }: { kind: CollectionKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const item = useCollectionItem(kind, id, !creating);
  const [dirty, setDirty] = useState(false);
  const page = collectionPages[kind];
  const nameKey = kind === 'slides' || kind === 'links' ? 'title' : 'name';
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : (item.data?.fields[`${nameKey}${locale === 'ar' ? 'Ar' : 'En'}`] ?? intl.formatMessage(page.title));
  const remove = useApiMutation({
    call: (itemId: number) =>
      sendJson('DELETE', collectionApiPath(kind, itemId), v.object({ id: v.number() }), undefined),
    successText: () => intl.formatMessage(collectionText.deleted),
    refusalText: (error) =>
      error.code === collectionMessages.deletePublished
        ? intl.formatMessage(collectionText.deletePublished)
        : undefined,
    invalidates: [officeKey],
    onSuccess: () => void navigate(localize(`/office/collections/${kind}`)),
  });
  const removable = item.data && (item.data.status === 'draft' || item.data.status === 'unpublished');
  return (
    <EditorPage title={title} backTo={`/office/collections/${kind}`}>
      {(creating || item.data) && (
        <CollectionForm key={item.data?.id ?? 'new'} kind={kind} item={item.data} onDirty={setDirty} />
      )}
      {item.data && (
        <>
          <PublishPanel
            item={item.data}
            dirty={dirty}
            change={(action) =>
              action === 'unpublish'
                ? unpublishItem(kind, item.data.id)
                : publishItem(kind, item.data.id, action)
            }
          />
          <EditorPreview lead={collectionText.previewLead}>
            {(lang) => <PreviewCard kind={kind} item={item.data} lang={lang} />}
          </EditorPreview>
          {removable && (
            <p>
              {remove.failure && (
                <span role="alert" className={formClassNames.alert}>
                  {remove.failure}
                </span>
              )}
              <button
                type="button"
                className={actionButton.danger}
                disabled={remove.isPending}
                aria-describedby="collection-delete-hint"
                onClick={() => remove.mutate(item.data.id)}
              >
                {intl.formatMessage(collectionText.delete)}
              </button>{' '}
              <span id="collection-delete-hint">{intl.formatMessage(collectionText.deleteHint)}</span>
            </p>
          )}
        </>
      )}
    </EditorPage>
  );
}
