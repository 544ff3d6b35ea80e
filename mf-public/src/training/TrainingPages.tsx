import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CourseRegistrationStatuses, Emirates } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateRange,
  DetailsList,
  FilterSelect,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  QueryStates,
  readChoice,
  usePageMeta,
  SearchForm,
  useAed,
} from '@uaeaf/ui';
import { imageUrl } from '../shared-ui/api';
import {
  EmailLink,
  PhoneLink,
  WebsiteLink,
  useEmirateLabel,
  useEmirateName,
  useEmirateOptions,
} from '../shared-ui/details';
import { Card, CardGrid, useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import { firstPictured, ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import content from '../shared-ui/content.module.css';
import { useCentre, useCentreList, useCourse, useCourseList } from './api';
import {
  centreItemPage,
  centreListPage,
  courseItemPage,
  courseListPage,
  registrationText,
  seatsTaken,
  trainingText,
  waitingCount,
} from './messages';
import { CourseRegistration } from './CourseRegistration';
import { RegistrationStatus } from './status';

export function CentreListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const emirateName = useEmirateName();
  const emirateLabel = useEmirateLabel();
  const emirateOptions = useEmirateOptions();
  const { title, description } = useStaticPage(centreListPage);
  const { params, page, q } = usePageAndSearch();
  const emirate = readChoice(params, 'emirate', Emirates);
  const query = useCentreList({ page, q, emirate });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(trainingText.searchCentres)}>
        <FilterSelect name="emirate" label={emirateLabel} options={emirateOptions} />
      </SearchForm>
      <PagedResults query={query} page={page} filtered={!!(q || emirate)}>
        {(items) => (
          <CardGrid>
            {items.map((centre, index) => (
              <Card
                key={centre.id}
                to={`/training-centers/${centre.id}`}
                title={centre.name[locale]}
                image={centre.image}
                priority={index === firstPictured(items)}
              >
                <p className={content.meta}>{emirateName(centre.emirate)}</p>
                {centre.address && <p>{centre.address[locale]}</p>}
              </Card>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

function mapUrl({ latitude, longitude }: { latitude: number; longitude: number }) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export function CentreDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const emirateName = useEmirateName();
  const emirateLabel = useEmirateLabel();
  const { id = '' } = useParams();
  const query = useCentre(id);
  const centre = query.data;
  usePageMeta({
    title: centre?.name[locale] ?? intl.formatMessage(centreItemPage.title),
    description: centre
      ? [centre.address?.[locale], emirateName(centre.emirate)].filter(Boolean).join(' · ')
      : intl.formatMessage(centreItemPage.purpose),
    image: centre?.image ? imageUrl(centre.image.path, 1280) : undefined,
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(centreItemPage.title)}>
      {(centre) => (
        <Page>
          <div className={content.article}>
            <PageHeading title={centre.name[locale]} />
            {centre.image && (
              <ResponsiveImage image={centre.image} width={768} priority className={content.hero} />
            )}
            <DetailsList
              items={[
                [emirateLabel, emirateName(centre.emirate)],
                [intl.formatMessage(trainingText.address), centre.address?.[locale]],
                [intl.formatMessage(trainingText.phone), centre.phone && <PhoneLink phone={centre.phone} />],
                [intl.formatMessage(trainingText.email), centre.email && <EmailLink email={centre.email} />],
                [
                  intl.formatMessage(trainingText.website),
                  centre.website && <WebsiteLink url={centre.website} />,
                ],
                [
                  intl.formatMessage(trainingText.location),
                  centre.location && (
                    <WebsiteLink url={mapUrl(centre.location)}>
                      {intl.formatMessage(trainingText.map)}
                    </WebsiteLink>
                  ),
                ],
              ]}
            />
            {centre.description && <LocalizedRichTextView text={centre.description} />}
          </div>
          <LocalizedLink to="/training-centers" className={content.back}>
            {intl.formatMessage(trainingText.allCentres)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}

export function CourseListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(courseListPage);
  const { params, page, q } = usePageAndSearch();
  const status = readChoice(params, 'status', CourseRegistrationStatuses);
  const query = useCourseList({ page, q, status });
  const statusText = {
    open: trainingText.statusOpen,
    closed: trainingText.statusClosed,
    upcoming: trainingText.statusUpcoming,
  };
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(trainingText.searchCourses)}>
        <FilterSelect
          name="status"
          label={intl.formatMessage(trainingText.registration)}
          options={(['open', 'closed', 'upcoming'] as const).map((value) => ({
            value,
            label: intl.formatMessage(statusText[value]),
          }))}
        />
      </SearchForm>
      <PagedResults query={query} page={page} filtered={!!(q || status)}>
        {(items) => (
          <CardGrid>
            {items.map((course, index) => (
              <Card
                key={course.id}
                to={`/training-courses/${course.id}`}
                title={course.name[locale]}
                image={course.image}
                priority={index === firstPictured(items)}
              >
                <p className={content.meta}>
                  <span>{intl.formatMessage(trainingText.courseDates)}:</span>
                  <span>
                    <DateRange from={course.startDate} to={course.endDate} />
                  </span>
                </p>
                {course.venue && <p className={content.meta}>{course.venue[locale]}</p>}
                <RegistrationStatus course={course} />
              </Card>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

export function CourseDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { id = '' } = useParams();
  const query = useCourse(id);
  const course = query.data;
  usePageMeta({
    title: course?.name[locale] ?? intl.formatMessage(courseItemPage.title),
    description: intl.formatMessage(courseItemPage.purpose),
    image: course?.image ? imageUrl(course.image.path, 1280) : undefined,
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(courseItemPage.title)}>
      {(course) => (
        <Page>
          <div className={content.article}>
            <PageHeading title={course.name[locale]}>
              <RegistrationStatus course={course} />
            </PageHeading>
            {course.image && (
              <ResponsiveImage image={course.image} width={768} priority className={content.hero} />
            )}
            <DetailsList
              items={[
                [
                  intl.formatMessage(trainingText.courseDates),
                  <DateRange key="dates" from={course.startDate} to={course.endDate} />,
                ],
                [
                  intl.formatMessage(trainingText.registration),
                  <DateRange
                    key="registration"
                    from={course.registrationStart}
                    to={course.registrationEnd}
                  />,
                ],
                [
                  intl.formatMessage(registrationText.fee),
                  course.feeFils === null ? intl.formatMessage(registrationText.free) : aed(course.feeFils),
                ],
                [
                  intl.formatMessage(registrationText.seats),
                  course.seats.capacity !== null &&
                    [
                      intl.formatMessage(seatsTaken, {
                        taken: intl.formatNumber(course.seats.taken),
                        capacity: intl.formatNumber(course.seats.capacity),
                      }),
                      course.seats.waiting > 0 &&
                        intl.formatMessage(waitingCount, { count: intl.formatNumber(course.seats.waiting) }),
                    ]
                      .filter(Boolean)
                      .join(' · '),
                ],
                [intl.formatMessage(trainingText.venue), course.venue?.[locale]],
                [
                  intl.formatMessage(trainingText.centre),
                  course.trainingCentre && (
                    <LocalizedLink to={`/training-centers/${course.trainingCentre.id}`}>
                      {course.trainingCentre.name[locale]}
                    </LocalizedLink>
                  ),
                ],
              ]}
            />
            <LocalizedRichTextView text={course.description} />
            <CourseRegistration course={course} />
          </div>
          <LocalizedLink to="/training-courses" className={content.back}>
            {intl.formatMessage(trainingText.allCourses)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}
