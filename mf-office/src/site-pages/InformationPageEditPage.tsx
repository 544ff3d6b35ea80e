import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  type InformationPageInput,
  InformationPageInputSchema,
  type InformationPageSlug,
  type OfficeInformationPage,
  OfficeInformationPageSchema,
  officePageLimits,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames, QueryStates, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { EditorForm, EditorPage, EditorPreview, FormTextPair } from '../common/EditorPage';
import { ContentImageField, fileFieldLimit, fileValues, PreviewFiles } from '../content/ContentFiles';
import { contentText } from '../content/messages';
import { PublishPanel } from '../content/PublishPanel';
import { FormRichTextField, RichTextView } from '../content/RichTextField';
import { pagePath, publishPage, useInformationPage } from './api';
import { sitePages, sitePageText } from './messages';

const imagePaths = ['image.file', 'image.altAr', 'image.altEn'];

function valuesOf(page: OfficeInformationPage): InformationPageInput {
  return { ...page.fields, image: fileValues(page.files).image } as InformationPageInput;
}

function PageForm({ page, onDirty }: { page: OfficeInformationPage; onDirty: (dirty: boolean) => void }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const problem = (field: string, id: string | undefined) =>
    validationText(id, field.startsWith('title') ? officePageLimits.title : fileFieldLimit(field));
  const save = useApiForm({
    schema: InformationPageInputSchema as unknown as v.GenericSchema<InformationPageInput>,
    defaultValues: valuesOf(page),
    fields: ['titleAr', 'titleEn', 'bodyAr', 'bodyEn', ...imagePaths] as (keyof InformationPageInput)[],
    call: (body: InformationPageInput) =>
      sendJson('PUT', pagePath(page.slug), OfficeInformationPageSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => save.form.reset(valuesOf(saved)),
  });
  const { formState, getFieldState } = save.form;
  const error = (field: keyof InformationPageInput) => problem(field, formState.errors[field]?.message);
  const nestedError = (path: string) =>
    problem(path, getFieldState(path as keyof InformationPageInput, formState).error?.message);
  return (
    <EditorForm save={save} errorText={problem} onDirty={onDirty}>
      <p>{intl.formatMessage(sitePageText.draftNote)}</p>
      <FormTextPair<InformationPageInput, 'titleAr' | 'titleEn'>
        names={['titleAr', 'titleEn']}
        label={(name) => intl.formatMessage(contentText[name])}
        error={error}
        maxLength={officePageLimits.title}
      />
      <ContentImageField stored={page.files.image} errorText={nestedError} />
      {(['bodyAr', 'bodyEn'] as const).map((field) => (
        <FormRichTextField<InformationPageInput>
          key={field}
          name={field}
          label={intl.formatMessage(contentText[field])}
          error={error(field)}
        />
      ))}
    </EditorForm>
  );
}

/** `/office/pages/:slug`: edit a page as a draft, preview it, publish it now or at a time (decision 066). */
export function InformationPageEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { slug = '' } = useParams();
  const page = useInformationPage(slug);
  const [dirty, setDirty] = useState(false);
  const title = page.data?.title[locale] ?? intl.formatMessage(sitePages.pages.title);
  return (
    <QueryStates query={page} notFoundPage loadingHeading={title}>
      {(data) => (
        <EditorPage title={title} backTo="/office/pages">
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
          {/* The saved version as the public page shows it: title, picture, the sanitized text. */}
          <EditorPreview lead={contentText.previewLead}>
            {(lang) => {
              const suffix = lang === 'ar' ? 'Ar' : 'En';
              return (
                <>
                  <h2>{data.fields[`title${suffix}`]}</h2>
                  <PreviewFiles files={data.files} lang={lang} />
                  <RichTextView html={data.fields[`body${suffix}`]} lang={lang} />
                </>
              );
            }}
          </EditorPreview>
        </EditorPage>
      )}
    </QueryStates>
  );
}
