import { type RefObject, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  type AnyContentInput,
  CircularAudienceKinds,
  type ContentItem,
  ContentItemSchema,
  type ContentKind,
  contentInputSchemas,
  contentLimits,
  publishingMessages,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { memberKindText, TextAreaField, TextField, useLocalizedPath, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { EditorForm, EditorPage, EditorPreview } from '../common/EditorPage';
import { NewsPhotos } from '../gallery/NewsPhotos';
import { contentPath, deleteDraft, publish, unpublish, useContentItem } from './api';
import {
  CircularAttachmentsField,
  ContentImageField,
  fileFieldLimit,
  fileFieldPaths,
  fileValues,
  PreviewFiles,
} from './ContentFiles';
import { DeleteDraft, draftText } from './DeleteDraft';
import { contentPages, kindFields } from './kinds';
import { PublishPanel } from './PublishPanel';
import { contentText, newItemText } from './messages';
import { FormRichTextField, RichTextView } from './RichTextField';
import styles from './content.module.css';

const problems: Record<string, MessageDescriptor> = {
  [publishingMessages.numberTaken]: contentText.numberTaken,
  [publishingMessages.atInPast]: contentText.atInPast,
  [publishingMessages.neededToPublish]: draftText.neededToPublish,
};
const limitOf: Record<string, number> = {
  titleAr: contentLimits.title,
  titleEn: contentLimits.title,
  summaryAr: contentLimits.summary,
  summaryEn: contentLimits.summary,
  authorAr: contentLimits.author,
  authorEn: contentLimits.author,
  number: contentLimits.number,
};

function useProblemText() {
  const intl = useIntl();
  const validationText = useValidationText();
  return (field: string, id: string | undefined) =>
    id && problems[id]
      ? intl.formatMessage(problems[id])
      : validationText(id, limitOf[field] ?? fileFieldLimit(field));
}

const emptyValues: Record<ContentKind, AnyContentInput> = {
  news: { titleAr: '', titleEn: '', summaryAr: '', summaryEn: '', bodyAr: '', bodyEn: '' },
  articles: {
    titleAr: '',
    titleEn: '',
    authorAr: '',
    authorEn: '',
    summaryAr: '',
    summaryEn: '',
    bodyAr: '',
    bodyEn: '',
  },
  circulars: { titleAr: '', titleEn: '', number: '', audience: [], bodyAr: '', bodyEn: '' },
};

/**
 * The form's values for a kind: only its own fields, so a news item never sends a circular's number; a news item's
 * or article's picture, a circular's attachments (decision 060).
 */
function valuesOf(kind: ContentKind, item: ContentItem | undefined): AnyContentInput {
  const empty = emptyValues[kind];
  const texts = Object.fromEntries(
    Object.entries(empty).map(([key, value]) => [key, item?.fields[key] ?? value]),
  );
  const { image, attachments } = fileValues(item?.files);
  return { ...texts, ...(kind === 'circulars' ? { attachments } : { image }) } as AnyContentInput;
}

const fileFieldsOf = (kind: ContentKind) =>
  fileFieldPaths.filter((path) => path.startsWith(kind === 'circulars' ? 'attachments.' : 'image.'));

function ContentForm({
  kind,
  item,
  onDirty,
  formRef,
}: {
  kind: ContentKind;
  item: ContentItem | undefined;
  onDirty: (dirty: boolean) => void;
  /** The form, for the publishing panel to mark the texts publishing needs (decision 069). */
  formRef: RefObject<UseFormReturn<AnyContentInput> | null>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const problem = useProblemText();
  const defaults = valuesOf(kind, item);
  const fieldNames = [...Object.keys(defaults), ...fileFieldsOf(kind)] as (keyof AnyContentInput)[];
  const save = useApiForm({
    schema: contentInputSchemas[kind] as unknown as v.GenericSchema<AnyContentInput>,
    defaultValues: defaults,
    fields: fieldNames,
    call: (body: AnyContentInput) =>
      item
        ? sendJson('PUT', contentPath(kind, item.id), ContentItemSchema, body)
        : sendJson('POST', contentPath(kind), ContentItemSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      save.form.reset(valuesOf(kind, saved));
      if (!item) void navigate(localize(`/office/content/${kind}/${saved.id}`));
    },
  });
  const { register, formState, setValue, watch } = save.form;
  useEffect(() => {
    formRef.current = save.form;
  }, [formRef, save.form]);
  const error = (field: keyof AnyContentInput) => problem(field, formState.errors[field]?.message);
  const nestedError = (path: string) => {
    const { getFieldState } = save.form;
    return problem(path, getFieldState(path as keyof AnyContentInput, formState).error?.message);
  };
  const audience = watch('audience') ?? [];
  const textField = (name: string, line: boolean) => {
    const field = name as keyof AnyContentInput;
    const lang = name.endsWith('En') ? 'en' : 'ar';
    const common = {
      label: intl.formatMessage(contentText[name as keyof typeof contentText]),
      error: error(field),
      lang: name === 'number' ? undefined : lang,
      dir: name === 'number' ? undefined : lang === 'ar' ? 'rtl' : 'ltr',
      maxLength: limitOf[name],
      ...register(field),
    };
    return line ? (
      <TextField
        key={name}
        {...common}
        {...(name === 'number' && { hint: intl.formatMessage(contentText.numberHint) })}
      />
    ) : (
      <TextAreaField key={name} rows={3} {...common} />
    );
  };
  return (
    <EditorForm save={save} errorText={problem} onDirty={onDirty}>
      <div className={styles.pair}>
        {textField('titleAr', true)}
        {textField('titleEn', true)}
      </div>
      <div className={styles.pair}>{kindFields[kind].map(({ name, line }) => textField(name, line))}</div>
      {kind === 'circulars' ? (
        <CircularAttachmentsField errorText={nestedError} />
      ) : (
        <ContentImageField stored={item?.files.image ?? null} errorText={nestedError} />
      )}
      {kind === 'circulars' && (
        <fieldset className={styles.fieldset}>
          <legend>{intl.formatMessage(contentText.audience)}</legend>
          <p>{intl.formatMessage(contentText.audienceHint)}</p>
          <ul className={styles.choices}>
            {CircularAudienceKinds.map((memberKind) => (
              <li key={memberKind}>
                <label>
                  <input
                    type="checkbox"
                    checked={audience.includes(memberKind)}
                    onChange={(event) =>
                      setValue(
                        'audience',
                        event.target.checked
                          ? [...audience, memberKind]
                          : audience.filter((other) => other !== memberKind),
                        { shouldDirty: true },
                      )
                    }
                  />{' '}
                  {intl.formatMessage(memberKindText[memberKind])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {(['bodyAr', 'bodyEn'] as const).map((field) => (
        <FormRichTextField<AnyContentInput>
          key={field}
          name={field}
          label={intl.formatMessage(contentText[field])}
          error={error(field)}
        />
      ))}
    </EditorForm>
  );
}

/** The saved item in one language as the site shows it: the server's sanitized text, read-only. */
function PreviewArticle({ item, lang }: { item: ContentItem; lang: 'ar' | 'en' }) {
  const suffix = lang === 'ar' ? 'Ar' : 'En';
  const text = (name: string) => {
    const value = item.fields[`${name}${suffix}`];
    return typeof value === 'string' ? value : undefined;
  };
  return (
    <>
      <h2>{text('title')}</h2>
      {text('summary') && <p>{text('summary')}</p>}
      <PreviewFiles files={item.files} lang={lang} />
      <RichTextView html={text('body') ?? ''} lang={lang} />
    </>
  );
}

/** `/office/content/:kind/new` and `/office/content/:kind/:id`: write, preview and publish one item. */
export function ContentEditPage({ kind }: { kind: ContentKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const item = useContentItem(kind, id, !creating);
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<UseFormReturn<AnyContentInput>>(null);
  const page = contentPages[kind];
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : // A draft in one language (decision 069) is named by the title it has.
      String(
        item.data?.fields[locale === 'ar' ? 'titleAr' : 'titleEn'] ||
          item.data?.fields[locale === 'ar' ? 'titleEn' : 'titleAr'] ||
          intl.formatMessage(page.title),
      );
  return (
    <EditorPage title={title} backTo={`/office/content/${kind}`}>
      {(creating || item.data) && (
        <ContentForm
          key={item.data?.id ?? 'new'}
          kind={kind}
          item={item.data}
          onDirty={setDirty}
          formRef={formRef}
        />
      )}
      {item.data && (
        <>
          {kind === 'news' && <NewsPhotos newsId={item.data.id} />}
          <PublishPanel
            item={item.data}
            dirty={dirty}
            change={(action) =>
              action === 'unpublish' ? unpublish(kind, item.data.id) : publish(kind, item.data.id, action)
            }
            onFieldsRefused={(fields) =>
              Object.entries(fields).forEach(([field, [message]], index) =>
                formRef.current?.setError(
                  field as keyof AnyContentInput,
                  { type: 'server', message },
                  { shouldFocus: index === 0 },
                ),
              )
            }
          />
          <DeleteDraft
            status={item.data.status}
            remove={() => deleteDraft(kind, item.data.id)}
            listPath={`/office/content/${kind}`}
          />
          <EditorPreview lead={contentText.previewLead}>
            {(lang) => <PreviewArticle item={item.data} lang={lang} />}
          </EditorPreview>
        </>
      )}
    </EditorPage>
  );
}
