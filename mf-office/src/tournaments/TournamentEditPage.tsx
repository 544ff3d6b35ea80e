import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { actionButton, ageClassNames, sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  AgeClassCodes,
  type EditedTournament,
  EditedTournamentSchema,
  eventLimits,
  type TournamentInput,
  TournamentInputSchema,
  TournamentFiltersResponseSchema,
  TournamentKinds,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateRange,
  formClassNames,
  FormField,
  LocalizedLink,
  PageHeading,
  TextField,
  useAed,
  useLocalizedPath,
  usePageTitle,
} from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import { contentText, newItemText } from '../content/messages';
import { ChoiceGroup } from './ChoiceGroup';
import {
  eventText,
  scheduleProblemText,
  seasonText,
  tournamentKindText,
  tournamentText,
} from './editor-messages';
import { EventPublishPanel } from './EventPublishPanel';
import { eventApiPath, eventPagePath, eventPages, publishEvent } from './events';
import { useEventProblemText } from './problem-text';
import styles from '../content/content.module.css';

const problems = scheduleProblemText(tournamentText.windowEndsAfterStart);

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
};

/** The form's values: a missing second window is two empty days. */
const valuesOf = (item: EditedTournament | undefined): TournamentInput =>
  item
    ? {
        ...item.fields,
        secondRegistrationStart: item.fields.secondRegistrationStart ?? '',
        secondRegistrationEnd: item.fields.secondRegistrationEnd ?? '',
      }
    : empty;

const useDivisions = () => useOfficeApi('divisions', '/tournaments/filters', TournamentFiltersResponseSchema);

function TournamentForm({
  item,
  onDirty,
}: {
  item: EditedTournament | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const problem = useEventProblemText(problems);
  const divisions = useDivisions().data?.divisions ?? [];
  const save = useApiForm({
    schema: TournamentInputSchema,
    defaultValues: valuesOf(item),
    fields: Object.keys(empty) as (keyof TournamentInput)[],
    call: (body: TournamentInput) =>
      item
        ? sendJson('PUT', eventApiPath('tournaments', item.id), EditedTournamentSchema, body)
        : sendJson('POST', eventApiPath('tournaments'), EditedTournamentSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      save.form.reset(valuesOf(saved));
      if (!item) void navigate(localize(eventPagePath('tournaments', saved.id)));
    },
  });
  const { register, formState, setValue, watch } = save.form;
  useEffect(() => onDirty(formState.isDirty), [onDirty, formState.isDirty]);
  const error = (field: keyof TournamentInput) => problem(formState.errors[field]?.message);
  const text = (name: 'nameAr' | 'nameEn' | 'venueAr' | 'venueEn', max: number) => {
    const lang = name.endsWith('En') ? 'en' : 'ar';
    return (
      <TextField
        label={intl.formatMessage(eventText[name])}
        error={error(name)}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        maxLength={max}
        {...register(name)}
      />
    );
  };
  const dayField = (name: keyof TournamentInput, label: string) => (
    <TextField type="date" label={label} error={error(name)} {...register(name)} />
  );
  const choose = (name: 'divisions' | 'ageClasses') => (selected: string[]) =>
    setValue(name, selected as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <form className={styles.form} noValidate onSubmit={save.onSubmit}>
      {save.failure && (
        <p role="alert" className={formClassNames.alert}>
          {save.failure}
        </p>
      )}
      <FormField label={intl.formatMessage(tournamentText.kind)} error={error('kind')}>
        {(control) => (
          <select {...control} className={formClassNames.input} {...register('kind')}>
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
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(eventText.days)}</legend>
        <div className={styles.pair}>
          {dayField('startDate', intl.formatMessage(eventText.startDate))}
          {dayField('endDate', intl.formatMessage(eventText.endDate))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(tournamentText.firstWindow)}</legend>
        <div className={styles.pair}>
          {dayField('firstRegistrationStart', intl.formatMessage(tournamentText.opens))}
          {dayField('firstRegistrationEnd', intl.formatMessage(tournamentText.closes))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(tournamentText.secondWindow)}</legend>
        <p>{intl.formatMessage(tournamentText.secondWindowHint)}</p>
        <div className={styles.pair}>
          {dayField('secondRegistrationStart', intl.formatMessage(tournamentText.opens))}
          {dayField('secondRegistrationEnd', intl.formatMessage(tournamentText.closes))}
        </div>
      </fieldset>
      <ChoiceGroup
        legend={intl.formatMessage(tournamentText.divisions)}
        choices={divisions.map((division) => ({ value: division.code, label: division.name[locale] }))}
        selected={watch('divisions')}
        onChange={choose('divisions')}
        error={error('divisions')}
      />
      <ChoiceGroup
        legend={intl.formatMessage(tournamentText.ageClasses)}
        choices={AgeClassCodes.map((code) => ({
          value: code,
          label: intl.formatMessage(ageClassNames[code]),
        }))}
        selected={watch('ageClasses')}
        onChange={choose('ageClasses')}
        error={error('ageClasses')}
      />
      <TextField
        type="number"
        min={0}
        step="0.01"
        label={intl.formatMessage(tournamentText.entryFee)}
        hint={intl.formatMessage(eventText.feeHint)}
        error={error('entryFeeAed')}
        {...register('entryFeeAed', { valueAsNumber: true })}
      />
      <div className={styles.actions}>
        <button type="submit" className={actionButton.primary} disabled={save.pending}>
          {intl.formatMessage(contentText.save)}
        </button>
      </div>
    </form>
  );
}

/** The saved tournament in both languages, as its public page will read once published. */
function Preview({ item }: { item: EditedTournament }) {
  const intl = useIntl();
  const aed = useAed();
  const { fields } = item;
  return (
    <section aria-label={intl.formatMessage(contentText.preview)}>
      <p>{intl.formatMessage(eventText.previewLead)}</p>
      <div className={styles.preview}>
        {(['ar', 'en'] as const).map((lang) => (
          <article key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <h2>{lang === 'ar' ? fields.nameAr : fields.nameEn}</h2>
            <p>{lang === 'ar' ? fields.venueAr : fields.venueEn}</p>
            <p>
              <DateRange from={fields.startDate} to={fields.endDate} />
            </p>
          </article>
        ))}
      </div>
      <p>
        {intl.formatMessage(seasonText, { season: item.season })} ·{' '}
        {fields.entryFeeAed === 0
          ? intl.formatMessage(eventText.free)
          : aed(Math.round(fields.entryFeeAed * 100))}
      </p>
    </section>
  );
}

/** `/office/events/tournaments/new` and `/office/events/tournaments/:id`: write, preview and publish a tournament. */
export function TournamentEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const item = useOfficeApi(
    'events-tournament',
    eventApiPath('tournaments', id),
    EditedTournamentSchema,
    {},
    {
      enabled: !creating,
    },
  );
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const page = eventPages.tournaments;
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : (item.data?.fields[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? intl.formatMessage(page.title));
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <p>
        <LocalizedLink to={eventPagePath('tournaments')}>
          {intl.formatMessage(contentText.back)}
        </LocalizedLink>
      </p>
      {(creating || item.data) && (
        <TournamentForm key={item.data?.id ?? 'new'} item={item.data} onDirty={setDirty} />
      )}
      {item.data && (
        <>
          <EventPublishPanel
            item={item.data}
            dirty={dirty}
            change={(action) => publishEvent('tournaments', EditedTournamentSchema, item.data!.id, action)}
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
          {previewing && <Preview item={item.data} />}
        </>
      )}
    </>
  );
}
