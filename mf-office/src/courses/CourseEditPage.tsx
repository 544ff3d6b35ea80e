import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ageClassNames } from '@uaeaf/account-kit';
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
import { formClassNames, FormField, memberKindText, TextAreaField, TextField } from '@uaeaf/ui';
import { useOfficeApi } from '../common/api';
import { ChoiceGroup } from '../tournaments/ChoiceGroup';
import { eventText, scheduleProblemText, tournamentText } from '../tournaments/editor-messages';
import { DaysFieldset, EventEditPage, SaveButton, useEventForm } from '../tournaments/EventEditPage';
import { eventApiPath } from '../tournaments/events';
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
  const problem = useEventProblemText(problems);
  const centres = useCentres().data ?? [];
  const save = useEventForm({
    kind: 'courses',
    schema: CourseInputSchema,
    itemSchema: EditedCourseSchema,
    item,
    valuesOf: (course) => course?.fields ?? empty,
  });
  const { register, formState, setValue, watch } = save.form;
  useEffect(() => onDirty(formState.isDirty), [onDirty, formState.isDirty]);
  const error = (field: keyof CourseInput) => problem(formState.errors[field]?.message);
  const language = (name: string) => {
    const lang = name.endsWith('En') ? 'en' : 'ar';
    return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } as const;
  };
  const day = (name: keyof CourseInput, label: string) => ({
    label,
    error: error(name),
    field: register(name),
  });
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
      <DaysFieldset
        legend={intl.formatMessage(eventText.days)}
        days={[
          day('startDate', intl.formatMessage(eventText.startDate)),
          day('endDate', intl.formatMessage(eventText.endDate)),
        ]}
      />
      <DaysFieldset
        legend={intl.formatMessage(courseEditorText.window)}
        days={[
          day('registrationStart', intl.formatMessage(tournamentText.opens)),
          day('registrationEnd', intl.formatMessage(tournamentText.closes)),
        ]}
      />
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
      <SaveButton pending={save.pending} />
    </form>
  );
}

/** `/office/events/courses/new` and `/office/events/courses/:id`: write and publish a training course's terms. */
export function CourseEditPage() {
  return (
    <EventEditPage
      kind="courses"
      itemSchema={EditedCourseSchema}
      form={(item, onDirty) => <CourseForm item={item} onDirty={onDirty} />}
    />
  );
}
