import { useFieldArray } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type * as v from 'valibot';
import { actionButton, sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  ClubCategories,
  ClubOfficialRoles,
  type ClubPage,
  type ClubPageInput,
  ClubPageInputSchema,
  clubPageLimits,
  clubPageMessages,
  ClubPageSchema,
  currentUaeYear,
  EmirateNames,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames, FormField, TextField, useValidationText } from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import { EditorForm, editorLanguages, EditorPage, EditorPreview } from '../common/EditorPage';
import {
  ContentImageField,
  fileFieldLimit,
  fileFieldPaths,
  fileValues,
  StoredPicture,
} from '../content/ContentFiles';
import styles from '../content/content.module.css';
import {
  clubCategoryNames,
  clubKindNames,
  clubPageText,
  clubRoleNames,
  officialText,
  yearRangeText,
} from './messages';

/** The form's values: the page's fields and its logo as the editors' picture field holds it (decision 060). */
function valuesOf(page: ClubPage): ClubPageInput {
  const { image } = fileValues({ image: page.logo, attachments: [] });
  return { ...page.fields, image } as ClubPageInput;
}

function useProblemText() {
  const intl = useIntl();
  const validationText = useValidationText();
  return (field: string, id: string | undefined) =>
    id === clubPageMessages.yearRange
      ? intl.formatMessage(yearRangeText, { year: String(currentUaeYear()) })
      : id === clubPageMessages.website
        ? intl.formatMessage(clubPageText.websiteInvalid)
        : validationText(
            id,
            /address/.test(field)
              ? clubPageLimits.address
              : /name(Ar|En)$/.test(field)
                ? clubPageLimits.officialName
                : fileFieldLimit(field),
          );
}

const officialFields = Array.from({ length: clubPageLimits.officials }, (_, index) =>
  ['role', 'nameAr', 'nameEn'].map((name) => `officials.${index}.${name}`),
).flat();

function ClubPageForm({ page }: { page: ClubPage }) {
  const intl = useIntl();
  const problem = useProblemText();
  const save = useApiForm({
    schema: ClubPageInputSchema as unknown as v.GenericSchema<ClubPageInput>,
    defaultValues: valuesOf(page),
    fields: [
      'phone',
      'website',
      'addressAr',
      'addressEn',
      'foundationYear',
      'categories',
      ...fileFieldPaths.filter((path) => path.startsWith('image.')),
      ...officialFields,
    ] as (keyof ClubPageInput)[],
    call: (body: ClubPageInput) => sendJson('PUT', `/office/club-pages/${page.id}`, ClubPageSchema, body),
    successText: () => intl.formatMessage(clubPageText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => save.form.reset(valuesOf(saved)),
  });
  const { register, formState, getFieldState, watch, setValue, control } = save.form;
  const officials = useFieldArray({ control, name: 'officials' });
  const error = (path: string) =>
    problem(path, getFieldState(path as keyof ClubPageInput, formState).error?.message);
  const categories = watch('categories');
  const line = (name: 'phone' | 'website' | 'addressAr' | 'addressEn' | 'foundationYear', extra = {}) => (
    <TextField
      label={intl.formatMessage(clubPageText[name])}
      error={error(name)}
      {...extra}
      {...register(name)}
    />
  );
  return (
    <EditorForm save={save} errorText={problem} submitLabel={clubPageText.save}>
      <ContentImageField stored={page.logo} errorText={error} />
      <div className={styles.pair}>
        {line('phone', { type: 'tel', dir: 'ltr', hint: intl.formatMessage(clubPageText.phoneHint) })}
        {line('website', { type: 'url', dir: 'ltr', hint: intl.formatMessage(clubPageText.websiteHint) })}
      </div>
      <div className={styles.pair}>
        {line('addressAr', { lang: 'ar', dir: 'rtl', maxLength: clubPageLimits.address })}
        {line('addressEn', { lang: 'en', dir: 'ltr', maxLength: clubPageLimits.address })}
      </div>
      {line('foundationYear', { inputMode: 'numeric', maxLength: 4 })}
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(clubPageText.categories)}</legend>
        <ul className={styles.choices}>
          {ClubCategories.map((category) => (
            <li key={category}>
              <label>
                <input
                  type="checkbox"
                  checked={categories.includes(category)}
                  onChange={(event) =>
                    setValue(
                      'categories',
                      event.target.checked
                        ? ClubCategories.filter((one) => one === category || categories.includes(one))
                        : categories.filter((one) => one !== category),
                      { shouldDirty: true },
                    )
                  }
                />{' '}
                {intl.formatMessage(clubCategoryNames[category])}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(clubPageText.officials)}</legend>
        <p>{intl.formatMessage(clubPageText.officialsHint)}</p>
        {officials.fields.map((official, index) => {
          const number = intl.formatNumber(index + 1);
          return (
            <fieldset key={official.id} className={styles.fieldset}>
              <legend>{intl.formatMessage(officialText.legend, { number })}</legend>
              <FormField
                label={intl.formatMessage(clubPageText.role)}
                error={error(`officials.${index}.role`)}
              >
                {(field) => (
                  <select
                    {...field}
                    className={formClassNames.input}
                    {...register(`officials.${index}.role`)}
                  >
                    {ClubOfficialRoles.map((role) => (
                      <option key={role} value={role}>
                        {intl.formatMessage(clubRoleNames[role])}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <div className={styles.pair}>
                {editorLanguages.map((lang) => {
                  const name = lang === 'ar' ? 'nameAr' : 'nameEn';
                  return (
                    <TextField
                      key={name}
                      label={intl.formatMessage(
                        lang === 'ar' ? clubPageText.officialNameAr : clubPageText.officialNameEn,
                      )}
                      lang={lang}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      maxLength={clubPageLimits.officialName}
                      error={error(`officials.${index}.${name}`)}
                      {...register(`officials.${index}.${name}`)}
                    />
                  );
                })}
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={actionButton.secondary}
                  disabled={index === 0}
                  onClick={() => officials.move(index, index - 1)}
                >
                  {intl.formatMessage(officialText.up, { number })}
                </button>
                <button
                  type="button"
                  className={actionButton.secondary}
                  disabled={index === officials.fields.length - 1}
                  onClick={() => officials.move(index, index + 1)}
                >
                  {intl.formatMessage(officialText.down, { number })}
                </button>
                <button type="button" className={actionButton.danger} onClick={() => officials.remove(index)}>
                  {intl.formatMessage(officialText.remove, { number })}
                </button>
              </div>
            </fieldset>
          );
        })}
        {officials.fields.length < clubPageLimits.officials && (
          <button
            type="button"
            className={actionButton.secondary}
            onClick={() => officials.append({ role: 'president', nameAr: '', nameEn: '' })}
          >
            {intl.formatMessage(clubPageText.addOfficial)}
          </button>
        )}
      </fieldset>
    </EditorForm>
  );
}

/**
 * The saved page in one language with what the public page shows (decision 069: saved is live). The words for the
 * type, categories and roles are the office's, in its language, and marked so.
 */
function PreviewArticle({ page, lang }: { page: ClubPage; lang: 'ar' | 'en' }) {
  const intl = useIntl();
  const locale = useLocale();
  const { fields } = page;
  const t = (descriptor: MessageDescriptor) => <span lang={locale}>{intl.formatMessage(descriptor)}</span>;
  return (
    <>
      <h2>{page.name[lang]}</h2>
      {page.logo && <StoredPicture image={page.logo} lang={lang} />}
      <p>
        {t(clubKindNames[page.kind])} · {EmirateNames[page.emirate][lang]}
        {fields.foundationYear && ` · ${fields.foundationYear}`}
      </p>
      {fields.phone && <p dir="ltr">{fields.phone}</p>}
      {fields.website && <p dir="ltr">{fields.website}</p>}
      {fields.addressAr && <p>{lang === 'ar' ? fields.addressAr : fields.addressEn}</p>}
      {fields.categories.length > 0 && (
        <ul>
          {fields.categories.map((category) => (
            <li key={category}>{t(clubCategoryNames[category])}</li>
          ))}
        </ul>
      )}
      <ul>
        {fields.officials.map((official, index) => (
          <li key={index}>
            {t(clubRoleNames[official.role])}: {lang === 'ar' ? official.nameAr : official.nameEn}
          </li>
        ))}
      </ul>
    </>
  );
}

/** `/office/club-pages/:id`: what visitors read on the club's page, saved live, with a preview. */
export function ClubPageEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const page = useOfficeApi('club-page', `/office/club-pages/${id}`, ClubPageSchema);
  const title = page.data?.name[locale] ?? intl.formatMessage(clubPageText.name);
  return (
    <EditorPage title={title} backTo="/office/club-pages" backLabel={clubPageText.back}>
      {page.data && (
        <>
          <p>
            {intl.formatMessage(clubKindNames[page.data.kind])} · {EmirateNames[page.data.emirate][locale]}
          </p>
          <p>{intl.formatMessage(clubPageText.record)}</p>
          <p className={formClassNames.notice}>{intl.formatMessage(clubPageText.liveNote)}</p>
          <ClubPageForm key={page.data.id} page={page.data} />
          <EditorPreview label={clubPageText.preview} lead={clubPageText.previewLead}>
            {(lang) => <PreviewArticle page={page.data} lang={lang} />}
          </EditorPreview>
        </>
      )}
    </EditorPage>
  );
}
