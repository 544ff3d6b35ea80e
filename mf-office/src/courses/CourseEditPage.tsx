import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { actionButton, ageClassNames, sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  AgeClassCodes,
  CentreChoicesSchema,
  courseLimits,
  type CourseInput,
  CourseInputSchema,
  CourseTakers,
  type EditedCourse,
  EditedCourseSchema,
  eventLimits,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  formClassNames,
  FormField,
  LocalizedLink,
  memberKindText,
  PageHeading,
  TextAreaField,
  TextField,
  useLocalizedPath,
  usePageTitle,
} from '@uaeaf/ui';
import { officeKey, useOfficeApi } from '../common/api';
import { contentText, newItemText } from '../content/messages';
import { ChoiceGroup } from '../tournaments/ChoiceGroup';
import { eventText, scheduleProblemText, tournamentText } from '../tournaments/editor-messages';
import { EventPublishPanel } from '../tournaments/EventPublishPanel';
import { eventApiPath, eventPagePath, eventPages, publishEvent } from '../tournaments/events';
import { useEventProblemText } from '../tournaments/problem-text';
import { courseEditorText } from './editor-messages';
import styles from '../content/content.module.css';

const problems = scheduleProblemText(courseEditorText.windowEndsAfterStart);

const empty: CourseInput = {
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  trainingCentreId: null,
  venueAr: '',
  venueEn: '',
  startDate: '',
  endDate: '',
  registrationStart: '',
  registrationEnd: '',
  admittedKinds: [],
  admittedAgeClasses: [],
  capacity: null,
  feeAed: 0,
};

const useCentres = () =>
  useOfficeApi('events-centres', `${eventApiPath('courses')}/centres`, CentreChoicesSchema);

/** An empty number field is none (no centre, no seat limit). */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

function CourseForm({
  item,
  onDirty,
}: {
  item: EditedCourse | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const problem = useEventProblemText(problems);
  const centres = useCentres().data ?? [];
  const save = useApiForm({
    schema: CourseInputSchema,
    defaultValues: item?.fields ?? empty,
    fields: Object.keys(empty) as (keyof CourseInput)[],
    call: (body: CourseInput) =>
      item
        ? sendJson('PUT', eventApiPath('courses', item.id), EditedCourseSchema, body)
        : sendJson('POST', eventApiPath('courses'), EditedCourseSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      save.form.reset(saved.fields);
      if (!item) void navigate(localize(eventPagePath('courses', saved.id)));
    },
  });
  const { register, formState, setValue, watch } = save.form;
  useEffect(() => onDirty(formState.isDirty), [onDirty, formState.isDirty]);
  const error = (field: keyof CourseInput) => problem(formState.errors[field]?.message);
  const language = (name: string) => {
    const lang = name.endsWith('En') ? 'en' : 'ar';
    return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } as const;
  };
  const dayField = (name: keyof CourseInput, label: string) => (
    <TextField type="date" label={label} error={error(name)} {...register(name)} />
  );
  const choose = (name: 'admittedKinds' | 'admittedAgeClasses') => (selected: string[]) =>
    setValue(name, selected as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <form className={styles.form} noValidate onSubmit={save.onSubmit}>
      {save.failure && (
        <p role="alert" className={formClassNames.alert}>
          {save.failure}
        </p>
      )}
      <div className={styles.pair}>
        {(['nameAr', 'nameEn'] as const).map((name) => (
          <TextField
            key={name}
            label={intl.formatMessage(eventText[name])}
            error={error(name)}
            maxLength={eventLimits.name}
            {...language(name)}
            {...register(name)}
          />
        ))}
        {(['descriptionAr', 'descriptionEn'] as const).map((name) => (
          <TextAreaField
            key={name}
            rows={5}
            label={intl.formatMessage(courseEditorText[name])}
            hint={intl.formatMessage(courseEditorText.descriptionHint)}
            error={error(name)}
            maxLength={courseLimits.description}
            {...language(name)}
            {...register(name)}
          />
        ))}
      </div>
      <FormField label={intl.formatMessage(courseEditorText.centre)} error={error('trainingCentreId')}>
        {(control) => (
          <select
            {...control}
            className={formClassNames.input}
            {...register('trainingCentreId', { setValueAs: numberOrNull })}
          >
            <option value="">{intl.formatMessage(courseEditorText.noCentre)}</option>
            {centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.pair}>
        {(['venueAr', 'venueEn'] as const).map((name) => (
          <TextField
            key={name}
            label={intl.formatMessage(eventText[name])}
            hint={intl.formatMessage(courseEditorText.venueHint)}
            error={error(name)}
            maxLength={eventLimits.venue}
            {...language(name)}
            {...register(name)}
          />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(eventText.days)}</legend>
        <div className={styles.pair}>
          {dayField('startDate', intl.formatMessage(eventText.startDate))}
          {dayField('endDate', intl.formatMessage(eventText.endDate))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(courseEditorText.window)}</legend>
        <div className={styles.pair}>
          {dayField('registrationStart', intl.formatMessage(tournamentText.opens))}
          {dayField('registrationEnd', intl.formatMessage(tournamentText.closes))}
        </div>
      </fieldset>
      <ChoiceGroup
        legend={intl.formatMessage(courseEditorText.kinds)}
        hint={intl.formatMessage(courseEditorText.everyoneHint)}
        choices={CourseTakers.map((kind) => ({
          value: kind,
          label: intl.formatMessage(memberKindText[kind]),
        }))}
        selected={watch('admittedKinds')}
        onChange={choose('admittedKinds')}
        error={error('admittedKinds')}
      />
      <ChoiceGroup
        legend={intl.formatMessage(courseEditorText.ageClasses)}
        hint={intl.formatMessage(courseEditorText.everyoneHint)}
        choices={AgeClassCodes.map((code) => ({
          value: code,
          label: intl.formatMessage(ageClassNames[code]),
        }))}
        selected={watch('admittedAgeClasses')}
        onChange={choose('admittedAgeClasses')}
        error={error('admittedAgeClasses')}
      />
      <div className={styles.pair}>
        <TextField
          type="number"
          min={1}
          step={1}
          label={intl.formatMessage(courseEditorText.capacity)}
          hint={intl.formatMessage(courseEditorText.capacityHint)}
          error={error('capacity')}
          {...register('capacity', { setValueAs: numberOrNull })}
        />
        <TextField
          type="number"
          min={0}
          step="0.01"
          label={intl.formatMessage(eventText.fee)}
          hint={intl.formatMessage(eventText.feeHint)}
          error={error('feeAed')}
          {...register('feeAed', { valueAsNumber: true })}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={actionButton.primary} disabled={save.pending}>
          {intl.formatMessage(contentText.save)}
        </button>
      </div>
    </form>
  );
}

/** `/office/events/courses/new` and `/office/events/courses/:id`: write and publish a training course's terms. */
export function CourseEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const item = useOfficeApi(
    'events-course',
    eventApiPath('courses', id),
    EditedCourseSchema,
    {},
    {
      enabled: !creating,
    },
  );
  const [dirty, setDirty] = useState(false);
  const page = eventPages.courses;
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(page.title) })
    : (item.data?.fields[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? intl.formatMessage(page.title));
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <p>
        <LocalizedLink to={eventPagePath('courses')}>{intl.formatMessage(contentText.back)}</LocalizedLink>
      </p>
      {(creating || item.data) && (
        <CourseForm key={item.data?.id ?? 'new'} item={item.data} onDirty={setDirty} />
      )}
      {item.data && (
        <EventPublishPanel
          item={item.data}
          dirty={dirty}
          change={(action) => publishEvent('courses', EditedCourseSchema, item.data!.id, action)}
        />
      )}
    </>
  );
}
