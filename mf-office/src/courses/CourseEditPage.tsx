import { useIntl } from 'react-intl';
import {
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
import { DateRange, formClassNames, FormField, memberKindText, TextAreaField, TextField } from '@uaeaf/ui';
import { useOfficeApi } from '../common/api';
import { EditorForm, EditorPreview } from '../common/EditorPage';
import { ContentImageField, fileFieldPaths, fileValues, PreviewFiles } from '../content/ContentFiles';
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
import { ChoiceGroup } from '../tournaments/ChoiceGroup';
import { eventText, scheduleProblemText, tournamentText } from '../tournaments/editor-messages';
import { eventApiPath } from '../tournaments/events';
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

/** The form's values: the course's terms and its picture as the editors' picture field holds it (decision 060). */
const valuesOf = (course: EditedCourse | undefined): CourseInput => ({
  ...(course?.fields ?? empty),
  image: fileValues({ image: course?.image ?? null, attachments: [] }).image as CourseInput['image'],
});

const imageFieldPaths = fileFieldPaths.filter((path) => path.startsWith('image.'));

/** The centres the public sees, and an edited course's own centre even when it is off the site (decision 070). */
const useCentres = (courseId: number | undefined) =>
  useOfficeApi('events-centres', `${eventApiPath('courses')}/centres`, CentreChoicesSchema, {
    course: courseId,
  });

function CourseForm({
  item,
  onDirty,
}: {
  item: EditedCourse | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const centres = useCentres(item?.id).data ?? [];
  const save = useEventForm({
    kind: 'courses',
    schema: CourseInputSchema,
    itemSchema: EditedCourseSchema,
    item,
    valuesOf,
    extraFields: imageFieldPaths,
    problems,
  });
  const { error, day, choose } = save;
  const { register, watch } = save.form;
  return (
    <EditorForm save={save} errorText={(_, id) => save.problem(id)} onDirty={onDirty}>
      <div className={styles.pair}>
        {(['nameAr', 'nameEn'] as const).map((name) => (
          <TextField
            key={name}
            label={intl.formatMessage(eventText[name])}
            error={error(name)}
            maxLength={eventLimits.name}
            {...languageOf(name)}
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
            {...languageOf(name)}
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
            {...languageOf(name)}
            {...register(name)}
          />
        ))}
      </div>
      <EventDaysFieldset day={day} />
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
      <AgeClassesField
        legend={intl.formatMessage(courseEditorText.ageClasses)}
        hint={intl.formatMessage(courseEditorText.everyoneHint)}
        selected={watch('admittedAgeClasses')}
        onChange={choose('admittedAgeClasses')}
        error={error('admittedAgeClasses')}
      />
      <div className={styles.pair}>
        <CapacityField
          label={intl.formatMessage(courseEditorText.capacity)}
          hint={intl.formatMessage(courseEditorText.capacityHint)}
          error={error('capacity')}
          field={register('capacity', { setValueAs: numberOrNull })}
        />
        <FeeField
          label={intl.formatMessage(eventText.fee)}
          error={error('feeAed')}
          field={register('feeAed', { valueAsNumber: true })}
        />
      </div>
      <ContentImageField stored={item?.image ?? null} errorText={error} />
    </EditorForm>
  );
}

/** The saved course in both languages, as its public page will read once published. */
function Preview({ item }: { item: EditedCourse }) {
  const locale = useLocale();
  const feeText = useFeeText();
  const { fields } = item;
  return (
    <EditorPreview lead={eventText.previewLead}>
      {(lang) => {
        const venue = lang === 'ar' ? fields.venueAr : fields.venueEn;
        // The description is kept as paragraphs split by an empty line; the public page shows them so.
        const paragraphs = (lang === 'ar' ? fields.descriptionAr : fields.descriptionEn).split(/\n\s*\n/);
        return (
          <>
            <h2>{lang === 'ar' ? fields.nameAr : fields.nameEn}</h2>
            <PreviewFiles files={{ image: item.image, attachments: [] }} lang={lang} />
            {venue && <p>{venue}</p>}
            <p>
              <DateRange from={fields.startDate} to={fields.endDate} />
            </p>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {/* In the office's language: the page's own word for it comes from the site's catalogue. */}
            <p lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
              {feeText(fields.feeAed)}
            </p>
          </>
        );
      }}
    </EditorPreview>
  );
}

/** `/office/events/courses/new` and `/office/events/courses/:id`: write, preview and publish a training course. */
export function CourseEditPage() {
  return (
    <EventEditPage
      kind="courses"
      itemSchema={EditedCourseSchema}
      form={(item, onDirty) => <CourseForm item={item} onDirty={onDirty} />}
      preview={(item) => <Preview item={item} />}
    />
  );
}
