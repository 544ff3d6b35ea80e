import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  centreMessages,
  EmirateNames,
  Emirates,
  type OfficeTrainingCentre,
  OfficeTrainingCentreSchema,
  officePageLimits,
  TrainingCentreInputSchema,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FormField, formClassNames, TextField, useLocalizedPath, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { ConfirmedDelete } from '../common/ConfirmedDelete';
import { EditorForm, EditorPage } from '../common/EditorPage';
import { ContentImageField, fileFieldLimit, fileValues } from '../content/ContentFiles';
import { contentText, newItemText } from '../content/messages';
import { PublishPanel } from '../content/PublishPanel';
import { FormRichTextField } from '../content/RichTextField';
import styles from '../content/content.module.css';
import { centrePath, changeCentre, deleteCentre, useCentre } from './api';
import { centreDeleteText, sitePages, sitePageText } from './messages';

const textFields = [
  'nameAr',
  'nameEn',
  'emirate',
  'addressAr',
  'addressEn',
  'descriptionAr',
  'descriptionEn',
  'phone',
  'email',
  'website',
  'latitude',
  'longitude',
] as const;
/** The form's values: every field a string as typed (empty for none), the picture as decision 060's field holds it. */
type CentreForm = Record<(typeof textFields)[number], string> & {
  image: { file: unknown; altAr: string; altEn: string };
};
const imagePaths = ['image.file', 'image.altAr', 'image.altEn'];
const limitOf: Record<string, number> = {
  nameAr: officePageLimits.title,
  nameEn: officePageLimits.title,
  addressAr: officePageLimits.address,
  addressEn: officePageLimits.address,
  website: officePageLimits.website,
};

function valuesOf(centre: OfficeTrainingCentre | undefined): CentreForm {
  const texts = Object.fromEntries(
    textFields.map((field) => [field, centre?.fields[field] ?? (field === 'emirate' ? 'abu-dhabi' : '')]),
  ) as Record<(typeof textFields)[number], string>;
  return { ...texts, image: fileValues(centre?.files).image };
}

function CentreFormSection({
  centre,
  onDirty,
}: {
  centre: OfficeTrainingCentre | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const problem = (field: string, id: string | undefined) =>
    validationText(id, limitOf[field] ?? fileFieldLimit(field));
  const save = useApiForm({
    schema: TrainingCentreInputSchema as unknown as v.GenericSchema<CentreForm>,
    defaultValues: valuesOf(centre),
    fields: [...textFields, ...imagePaths] as (keyof CentreForm)[],
    call: (body: CentreForm) =>
      centre
        ? sendJson('PUT', centrePath(centre.id), OfficeTrainingCentreSchema, body)
        : sendJson('POST', centrePath(), OfficeTrainingCentreSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      save.form.reset(valuesOf(saved));
      if (!centre) void navigate(localize(`/office/centres/${saved.id}`));
    },
  });
  const { register, formState, getFieldState } = save.form;
  const error = (field: (typeof textFields)[number]) => problem(field, formState.errors[field]?.message);
  const nestedError = (path: string) =>
    problem(path, getFieldState(path as keyof CentreForm, formState).error?.message);
  const text = (field: (typeof textFields)[number], extra: Record<string, unknown> = {}) => {
    const lang = field.endsWith('Ar') ? 'ar' : field.endsWith('En') ? 'en' : undefined;
    return (
      <TextField
        key={field}
        label={intl.formatMessage(sitePageText[field as keyof typeof sitePageText])}
        error={error(field)}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined}
        maxLength={limitOf[field]}
        {...extra}
        {...register(field)}
      />
    );
  };
  return (
    <EditorForm save={save} errorText={problem} onDirty={onDirty}>
      <div className={styles.pair}>
        {text('nameAr')}
        {text('nameEn')}
      </div>
      <FormField label={intl.formatMessage(sitePageText.emirate)} error={error('emirate')}>
        {(control) => (
          <select {...control} className={formClassNames.input} {...register('emirate')}>
            {Emirates.map((emirate) => (
              <option key={emirate} value={emirate}>
                {EmirateNames[emirate][locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p>{intl.formatMessage(sitePageText.optionalPairs)}</p>
      <div className={styles.pair}>
        {text('addressAr')}
        {text('addressEn')}
      </div>
      <div className={styles.pair}>
        {text('phone', { type: 'tel', autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'off' })}
        {text('website', { type: 'url', hint: intl.formatMessage(sitePageText.websiteHint) })}
      </div>
      <div className={styles.pair}>
        {text('latitude', { inputMode: 'decimal', hint: intl.formatMessage(sitePageText.locationHint) })}
        {text('longitude', { inputMode: 'decimal', hint: intl.formatMessage(sitePageText.locationHint) })}
      </div>
      <ContentImageField stored={centre?.files.image ?? null} errorText={nestedError} />
      {(['descriptionAr', 'descriptionEn'] as const).map((field) => (
        <FormRichTextField<CentreForm>
          key={field}
          name={field}
          label={intl.formatMessage(sitePageText[field])}
          error={error(field)}
        />
      ))}
    </EditorForm>
  );
}

/** `/office/centres/new` and `/office/centres/:id`: write a training centre, publish it (decision 066), delete it (decision 070). */
export function CentreEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const centre = useCentre(id, !creating);
  const [dirty, setDirty] = useState(false);
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(sitePages.centres.title) })
    : (centre.data?.name[locale] ?? intl.formatMessage(sitePages.centres.title));
  return (
    <EditorPage title={title} backTo="/office/centres">
      {(creating || centre.data) && (
        <CentreFormSection key={centre.data?.id ?? 'new'} centre={centre.data} onDirty={setDirty} />
      )}
      {centre.data && (
        <>
          <PublishPanel
            item={centre.data}
            dirty={dirty}
            change={(action) => changeCentre(centre.data.id, action)}
          />
          <ConfirmedDelete
            texts={centreDeleteText}
            remove={() => deleteCentre(centre.data.id)}
            refusals={{ [centreMessages.inUse]: centreDeleteText.inUse }}
            listPath="/office/centres"
          />
        </>
      )}
    </EditorPage>
  );
}
