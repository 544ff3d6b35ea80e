import { useIntl } from 'react-intl';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, QueryStates, useAed } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { useOfficeCourses } from './api';
import { useCourseStatusText } from './CourseStatus';
import { coursesText, seatsOf } from './messages';
import styles from './courses.module.css';

/** `/office/courses`: every training course with its seats taken and its waiting list (decision 054). */
export function CoursesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const statusText = useCourseStatusText();
  const query = useOfficeCourses();
  const title = intl.formatMessage(officePages.courses.title);
  return (
    <>
      <OfficePageHeading page={officePages.courses} />
      <QueryStates query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={commonStyles.muted}>{intl.formatMessage(coursesText.none)}</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(coursesText.course)}</th>
                    <th scope="col">{intl.formatMessage(coursesText.dates)}</th>
                    <th scope="col">{intl.formatMessage(coursesText.registration)}</th>
                    <th scope="col">{intl.formatMessage(coursesText.seats)}</th>
                    <th scope="col">{intl.formatMessage(coursesText.waiting)}</th>
                    <th scope="col">{intl.formatMessage(coursesText.fee)}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((course) => (
                    <tr key={course.id}>
                      <th scope="row">
                        <LocalizedLink to={`/office/courses/${course.id}`}>
                          {course.name[locale]}
                        </LocalizedLink>
                      </th>
                      <td>
                        <DateRange from={course.startDate} to={course.endDate} />
                      </td>
                      <td>{statusText(course.registrationStatus)}</td>
                      <td>
                        {course.seats.capacity === null
                          ? `${intl.formatNumber(course.seats.taken)} (${intl.formatMessage(coursesText.unlimited)})`
                          : intl.formatMessage(seatsOf, {
                              taken: intl.formatNumber(course.seats.taken),
                              capacity: intl.formatNumber(course.seats.capacity),
                            })}
                      </td>
                      <td>{intl.formatNumber(course.seats.waiting)}</td>
                      <td>
                        {course.feeFils === null ? intl.formatMessage(coursesText.free) : aed(course.feeFils)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStates>
    </>
  );
}
