import { useIntl } from 'react-intl';
import {
  type EditedTournament,
  EditedTournamentSchema,
  contentFileLimits,
  eventEditorMessages,
  eventLimits,
  type TournamentInput,
  TournamentInputSchema,
  TournamentKinds,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, formClassNames, FormField, TextField } from '@uaeaf/ui';
import { useDivisions } from './api';
import { EditorForm, EditorPreview } from '../common/EditorPage';
import { CircularAttachmentsField, PreviewFiles } from '../content/ContentFiles';
import { RichTextField } from '../content/RichTextField';
import { ChoiceGroup } from './ChoiceGroup';
import {
  eventText,
  scheduleProblemText,
  seasonText,
  tournamentKindText,
  tournamentText,
} from './editor-messages';
import { EventEditPage } from '../events/EventEditPage';
import { useFeeText } from '../events/fee-text';
import {
  AgeClassesField,
  CapacityField,
  DaysFieldset,
  EventDaysFieldset,
  FeeField,
  languageOf,
  numberOrNull,
  useEventForm,
} from '../events/EventForm';
import styles from '../content/content.module.css';

const problems = {
  ...scheduleProblemText(tournamentText.windowEndsAfterStart),
  [eventEditorMessages.capacityBelowEntries]: tournamentText.capacityBelowEntries,
};

/** The paths a server refusal may name among the documents, so it shows on its field. */
const documentFieldPaths = Array.from({ length: contentFileLimits.attachments }, (_, index) =>
  ['file', 'nameAr', 'nameEn'].map((name) => `documents.${index}.${name}`),
).flat();

const empty: TournamentInput = {
  kind: 'Local',
  nameAr: '',
  nameEn: '',
  venueAr: '',
  venueEn: '',
  startDate: '',
  endDate: '',
  firstRegistrationStart: '',
  firstRegistrationEnd: '',
  secondRegistrationStart: '',
  secondRegistrationEnd: '',
  entryFeeAed: 0,
  divisions: [],
  ageClasses: [],
  descriptionAr: '',
  descriptionEn: '',
  capacity: null,
  documents: [],
};

/** The form's values: a missing second window is two empty days. */
const valuesOf = (item: EditedTournament | undefined): TournamentInput =>
  item
    ? {
        ...item.fields,
        secondRegistrationStart: item.fields.secondRegistrationStart ?? '',
        secondRegistrationEnd: item.fields.secondRegistrationEnd ?? '',
        documents: item.documents.map((document) => ({
          file: { fileId: document.fileId },
          nameAr: document.name.ar,
          nameEn: document.name.en,
        })),
      }
    : empty;

function TournamentForm({
  item,
  onDirty,
}: {
  item: EditedTournament | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const divisions = useDivisions().data?.divisions ?? [];
  const save = useEventForm({
    kind: 'tournaments',
    schema: TournamentInputSchema,
    itemSchema: EditedTournamentSchema,
    item,
    valuesOf,
    extraFields: documentFieldPaths,
    problems,
  });
  const { error, day, choose } = save;
  const { register, formState, setValue, watch } = save.form;
  const description = (name: 'descriptionAr' | 'descriptionEn') => {
    const { ref } = register(name);
    return (
      <RichTextField
        label={intl.formatMessage(tournamentText[name])}
        lang={name === 'descriptionAr' ? 'ar' : 'en'}
        html={formState.defaultValues?.[name] ?? ''}
        error={error(name)}
        onChange={(html) =>
          setValue(name, html, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
        handle={(editor) => ref(editor)}
      />
    );
  };
  const text = (name: 'nameAr' | 'nameEn' | 'venueAr' | 'venueEn', max: number) => (
    <TextField
      label={intl.formatMessage(eventText[name])}
      error={error(name)}
      maxLength={max}
      {...languageOf(name)}
      {...register(name)}
    />
  );
  const opens = intl.formatMessage(tournamentText.opens);
  const closes = intl.formatMessage(tournamentText.closes);
  return (
    <EditorForm save={save} errorText={(_, id) => save.problem(id)} onDirty={onDirty}>
      <FormField label={intl.formatMessage(tournamentText.kind)} error={error('kind')}>
        {(control) => (
          // Controlled: the lazily loaded description editors remount the form's fields once, and a select registered
          // by its element was then read back as its first option, marking the form changed.
          <select
            {...control}
            className={formClassNames.input}
            value={watch('kind')}
            onChange={(event) =>
              setValue('kind', event.target.value as TournamentInput['kind'], { shouldDirty: true })
            }
          >
            {TournamentKinds.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage(tournamentKindText[kind])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.pair}>
        {text('nameAr', eventLimits.name)}
        {text('nameEn', eventLimits.name)}
        {text('venueAr', eventLimits.venue)}
        {text('venueEn', eventLimits.venue)}
      </div>
      <EventDaysFieldset day={day} />
      <DaysFieldset
        legend={intl.formatMessage(tournamentText.firstWindow)}
        days={[day('firstRegistrationStart', opens), day('firstRegistrationEnd', closes)]}
      />
      <DaysFieldset
        legend={intl.formatMessage(tournamentText.secondWindow)}
        hint={intl.formatMessage(tournamentText.secondWindowHint)}
        days={[day('secondRegistrationStart', opens), day('secondRegistrationEnd', closes)]}
      />
      <ChoiceGroup
        legend={intl.formatMessage(tournamentText.divisions)}
        choices={divisions.map((division) => ({ value: division.code, label: division.name[locale] }))}
        selected={watch('divisions')}
        onChange={choose('divisions')}
        error={error('divisions')}
      />
      <AgeClassesField
        legend={intl.formatMessage(tournamentText.ageClasses)}
        selected={watch('ageClasses')}
        onChange={choose('ageClasses')}
        error={error('ageClasses')}
      />
      <FeeField
        label={intl.formatMessage(tournamentText.entryFee)}
        error={error('entryFeeAed')}
        field={register('entryFeeAed', { valueAsNumber: true })}
      />
      <CapacityField
        label={intl.formatMessage(tournamentText.capacity)}
        hint={intl.formatMessage(tournamentText.capacityHint)}
        error={error('capacity')}
        field={register('capacity', { setValueAs: numberOrNull })}
      />
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(tournamentText.description)}</legend>
        <p>{intl.formatMessage(tournamentText.descriptionHint)}</p>
        {description('descriptionAr')}
        {description('descriptionEn')}
      </fieldset>
      <CircularAttachmentsField
        name="documents"
        legend={intl.formatMessage(tournamentText.documents)}
        errorText={error}
      />
    </EditorForm>
  );
}

/** The saved tournament in both languages, as its public page will read once published. */
function Preview({ item }: { item: EditedTournament }) {
  const intl = useIntl();
  const locale = useLocale();
  const feeText = useFeeText();
  const { fields } = item;
  return (
    <EditorPreview lead={eventText.previewLead}>
      {(lang) => (
        <>
          <h2>{lang === 'ar' ? fields.nameAr : fields.nameEn}</h2>
          <p>{lang === 'ar' ? fields.venueAr : fields.venueEn}</p>
          <p>
            <DateRange from={fields.startDate} to={fields.endDate} />
          </p>
          {item.documents.length > 0 && (
            <PreviewFiles files={{ image: null, attachments: item.documents }} lang={lang} />
          )}
          {/* In the office's language: the page's own words for them come from the site's catalogue. */}
          <p lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
            {intl.formatMessage(seasonText, { season: item.season })} · {feeText(fields.entryFeeAed)}
          </p>
        </>
      )}
    </EditorPreview>
  );
}

/** `/office/events/tournaments/new` and `/office/events/tournaments/:id`: write, preview and publish a tournament. */
export function TournamentEditPage() {
  return (
    <EventEditPage
      kind="tournaments"
      itemSchema={EditedTournamentSchema}
      form={(item, onDirty) => <TournamentForm item={item} onDirty={onDirty} />}
      preview={(item) => <Preview item={item} />}
    />
  );
}
