import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  collectionLimits,
  type LinkListHeading,
  type LinkListHeadingInput,
  LinkListHeadingInputSchema,
  LinkListHeadingSchema,
  LinkListHeadingsSchema,
  type LinkListSlug,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FormField, formClassNames, QueryStates, useValidationText } from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import commonStyles from '../common/common.module.css';
import { EditorForm, FormTextPair } from '../common/EditorPage';
import { FormRichTextField } from '../content/RichTextField';

export const linkListText = defineMessages({
  heading: { id: 'office.linkLists.heading', defaultMessage: 'The lists’ headings' },
  lead: {
    id: 'office.linkLists.lead',
    defaultMessage:
      'Each links page’s title and introduction, in both languages. The introduction may stay empty in both.',
  },
  list: { id: 'office.linkLists.list', defaultMessage: 'List' },
  titleAr: { id: 'office.linkLists.titleAr', defaultMessage: 'Title in Arabic' },
  titleEn: { id: 'office.linkLists.titleEn', defaultMessage: 'Title in English' },
  introAr: { id: 'office.linkLists.introAr', defaultMessage: 'Introduction in Arabic' },
  introEn: { id: 'office.linkLists.introEn', defaultMessage: 'Introduction in English' },
  save: { id: 'office.linkLists.save', defaultMessage: 'Save the heading' },
  saved: { id: 'office.linkLists.saved', defaultMessage: 'Saved: the links page shows it within seconds' },
});

const fields = ['titleAr', 'titleEn', 'introAr', 'introEn'] as const;

const valuesOf = ({ titleAr, titleEn, introAr, introEn }: LinkListHeading): LinkListHeadingInput => ({
  titleAr,
  titleEn,
  introAr,
  introEn,
});

/** One list's heading, saved at once: a heading has no draft, and the links page shows it within seconds (decision 070). */
function HeadingForm({ list }: { list: LinkListHeading }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const problem = (field: string, id: string | undefined) =>
    validationText(id, field.startsWith('title') ? collectionLimits.name : collectionLimits.introHtml);
  const save = useApiForm({
    schema: LinkListHeadingInputSchema as unknown as v.GenericSchema<LinkListHeadingInput>,
    defaultValues: valuesOf(list),
    fields,
    call: (body: LinkListHeadingInput) =>
      sendJson('PUT', `/office/collections/links/lists/${list.slug}`, LinkListHeadingSchema, body),
    successText: () => intl.formatMessage(linkListText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => save.form.reset(valuesOf(saved)),
  });
  const { formState } = save.form;
  const error = (field: (typeof fields)[number]) => problem(field, formState.errors[field]?.message);
  return (
    <EditorForm save={save} errorText={problem} submitLabel={linkListText.save}>
      <FormTextPair<LinkListHeadingInput, 'titleAr' | 'titleEn'>
        names={['titleAr', 'titleEn']}
        label={(name) => intl.formatMessage(linkListText[name])}
        error={error}
        maxLength={collectionLimits.name}
      />
      {(['introAr', 'introEn'] as const).map((field) => (
        <FormRichTextField<LinkListHeadingInput>
          key={field}
          name={field}
          label={intl.formatMessage(linkListText[field])}
          error={error(field)}
        />
      ))}
    </EditorForm>
  );
}

/** On the links' page: the list picked, its title and introduction as the public links page shows them. */
export function LinkListHeadings() {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const lists = useOfficeApi('link-lists', '/office/collections/links/lists', LinkListHeadingsSchema);
  const [chosen, setChosen] = useState<LinkListSlug>();
  return (
    <section aria-labelledby={headingId} className={commonStyles.section}>
      <h2 id={headingId}>{intl.formatMessage(linkListText.heading)}</h2>
      <p>{intl.formatMessage(linkListText.lead)}</p>
      <QueryStates query={lists}>
        {(data) => {
          const list = data.find(({ slug }) => slug === chosen) ?? data[0];
          if (!list) return null;
          return (
            <>
              <FormField label={intl.formatMessage(linkListText.list)}>
                {(control) => (
                  <select
                    {...control}
                    className={formClassNames.input}
                    value={list.slug}
                    onChange={(event) => setChosen(event.target.value as LinkListSlug)}
                  >
                    {data.map(({ slug, titleAr, titleEn }) => (
                      <option key={slug} value={slug}>
                        {locale === 'ar' ? titleAr : titleEn}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {/* A list of its own form: its editors start from its saved texts. */}
              <HeadingForm key={list.slug} list={list} />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
