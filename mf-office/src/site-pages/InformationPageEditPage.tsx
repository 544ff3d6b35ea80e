import { lazy, Suspense, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type * as v from 'valibot';
import { actionButton, sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  type InformationPageInput,
  InformationPageInputSchema,
  type InformationPageSlug,
  type OfficeInformationPage,
  OfficeInformationPageSchema,
  officePageLimits,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  formClassNames,
  LocalizedLink,
  PageHeading,
  QueryStates,
  TextField,
  usePageTitle,
  useValidationText,
} from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { RichTextField } from '../content/ContentEditPage';
import {
  ContentFieldsProvider,
  ContentImageField,
  fileFieldLimit,
  fileValues,
  PreviewFiles,
} from '../content/ContentFiles';
import { contentText } from '../content/messages';
import { PublishPanel } from '../content/PublishPanel';
import styles from '../content/content.module.css';
import { pagePath, publishPage, useInformationPage } from './api';
import { sitePages, sitePageText } from './messages';

const RichTextEditor = lazy(() => import('../content/RichTextEditor'));

const languages = ['ar', 'en'] as const;
const imagePaths = ['image.file', 'image.altAr', 'image.altEn'];

function valuesOf(page: OfficeInformationPage): InformationPageInput {
  return { ...page.fields, image: fileValues(page.files).image } as InformationPageInput;
}

function PageForm({ page, onDirty }: { page: OfficeInformationPage; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const problem = (field: string, id: string | undefined) =>
    validationText(id, field.startsWith('title') ? officePageLimits.title : fileFieldLimit(field));
  const defaults = valuesOf(page);
  const save = useApiForm({
    schema: InformationPageInputSchema as unknown as v.GenericSchema<InformationPageInput>,
    defaultValues: defaults,
    fields: ['titleAr', 'titleEn', 'bodyAr', 'bodyEn', ...imagePaths] as (keyof InformationPageInput)[],
    call: (body: InformationPageInput) =>
      sendJson('PUT', pagePath(page.slug), OfficeInformationPageSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => save.form.reset(valuesOf(saved)),
  });
  const { register, formState, setValue, getFieldState } = save.form;
  useEffect(() => onDirty(formState.isDirty), [onDirty, formState.isDirty]);
  const error = (field: keyof InformationPageInput) => problem(field, formState.errors[field]?.message);
  const nestedError = (path: string) =>
    problem(path, getFieldState(path as keyof InformationPageInput, formState).error?.message);
  return (
    <FormProvider {...save.form}>
      <ContentFieldsProvider errorText={problem}>
        <form className={styles.form} noValidate onSubmit={save.onSubmit}>
          {save.failure && (
            <p role="alert" className={formClassNames.alert}>
              {save.failure}
            </p>
          )}
          <p>{intl.formatMessage(sitePageText.draftNote)}</p>
          <div className={styles.pair}>
            {languages.map((lang) => {
              const field = lang === 'ar' ? 'titleAr' : 'titleEn';
              return (
                <TextField
                  key={field}
                  label={intl.formatMessage(contentText[field])}
                  error={error(field)}
                  lang={lang}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  maxLength={officePageLimits.title}
                  {...register(field)}
                />
              );
            })}
          </div>
          <ContentImageField stored={page.files.image} errorText={nestedError} />
          {languages.map((lang) => {
            const field = lang === 'ar' ? 'bodyAr' : 'bodyEn';
            const { ref } = register(field);
            return (
              <RichTextField
                key={field}
                label={intl.formatMessage(contentText[field])}
                lang={lang}
                html={defaults[field]}
                error={error(field)}
                onChange={(html) =>
                  setValue(field, html, { shouldDirty: true, shouldValidate: formState.isSubmitted })
                }
                handle={(editor) => ref(editor)}
              />
            );
          })}
          <div className={styles.actions}>
            <button type="submit" className={actionButton.primary} disabled={save.pending}>
              {intl.formatMessage(contentText.save)}
            </button>
          </div>
        </form>
      </ContentFieldsProvider>
    </FormProvider>
  );
}

/** The saved version in both languages as the public page shows it: title, picture, the sanitized text. */
function Preview({ page }: { page: OfficeInformationPage }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(contentText.preview)}>
      <p>{intl.formatMessage(contentText.previewLead)}</p>
      <div className={styles.preview}>
        {languages.map((lang) => {
          const suffix = lang === 'ar' ? 'Ar' : 'En';
          return (
            <article key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
              <h2>{page.fields[`title${suffix}`]}</h2>
              <PreviewFiles files={page.files} lang={lang} />
              <Suspense fallback={<p>{intl.formatMessage(contentText.editorLoading)}</p>}>
                <RichTextEditor html={page.fields[`body${suffix}`]} lang={lang} />
              </Suspense>
            </article>
          );
        })}
      </div>
    </section>
  );
}

/** `/office/pages/:slug`: edit a page as a draft, preview it, publish it now or at a time (decision 066). */
export function InformationPageEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const page = useInformationPage(slug);
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const title = page.data?.title[locale] ?? intl.formatMessage(sitePages.pages.title);
  usePageTitle(title);
  return (
    <QueryStates query={page} notFoundPage loadingHeading={title}>
      {(data) => (
        <>
          <PageHeading title={title} />
          <p>
            <LocalizedLink to="/office/pages">{intl.formatMessage(contentText.back)}</LocalizedLink>
          </p>
          <PageForm key={data.slug} page={data} onDirty={setDirty} />
          {data.status === 'draft' && (
            <p className={formClassNames.notice}>{intl.formatMessage(sitePageText.changesWaiting)}</p>
          )}
          <PublishPanel
            item={data}
            dirty={dirty}
            withdrawable={false}
            change={(action) =>
              publishPage(data.slug as InformationPageSlug, action === 'unpublish' ? {} : action)
            }
          />
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
          {previewing && <Preview page={data} />}
        </>
      )}
    </QueryStates>
  );
}
