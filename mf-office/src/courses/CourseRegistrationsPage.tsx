import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { actionButton, ageClassName } from '@uaeaf/account-kit';
import type { OfficeCourseRegistration } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, PageHeading, QueryStates, memberKindText, useDates, usePageTitle } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { billStatusText } from '../common/labels';
import { officePages } from '../pages';
import { useOfficeCourse } from './api';
import { download, toCsv } from './csv';
import { coursesText, waitingAt } from './messages';
import styles from './courses.module.css';

/** The cells of one registration as the table and the CSV show them, in the page's language. */
function useRegistrationCells() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return (row: OfficeCourseRegistration) => ({
    name: row.member.name[locale],
    membershipNumber: row.member.membershipNumber ?? '',
    kind: intl.formatMessage(memberKindText[row.kind]),
    ageClass: ageClassName(intl, row.ageClass),
    status:
      row.status === 'waiting'
        ? intl.formatMessage(waitingAt, { position: intl.formatNumber(row.position!) })
        : intl.formatMessage(coursesText[row.status]),
    date: day(row.createdAt, 'short'),
    bill: row.bill ? `${row.bill.number} · ${intl.formatMessage(billStatusText[row.bill.status])}` : '',
  });
}

const columns = ['name', 'membershipNumber', 'kind', 'ageClass', 'status', 'date', 'bill'] as const;

/**
 * `/office/courses/:id`: who registered for one course, seats first, then the waiting list in its order, then the
 * cancelled; exported as CSV (UTF-8 with a BOM, so Excel reads the Arabic names) with the columns the table shows.
 */
export function CourseRegistrationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { range } = useDates();
  const { id = '' } = useParams();
  const query = useOfficeCourse(id);
  const cellsOf = useRegistrationCells();
  const title = query.data?.course.name[locale] ?? intl.formatMessage(officePages.courses.title);
  usePageTitle(title);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={title}>
      {({ course, items }) => {
        const rows = items.map((item) => ({ id: item.id, cells: cellsOf(item) }));
        const exportCsv = () =>
          download(
            toCsv([
              columns.map((column) => intl.formatMessage(coursesText[column])),
              ...rows.map(({ cells }) => columns.map((column) => cells[column])),
            ]),
            `course-${course.id}-registrations.csv`,
          );
        return (
          <>
            <PageHeading
              title={course.name[locale]}
              lead={`${intl.formatMessage(coursesText.dates)}: ${range(course.startDate, course.endDate)}`}
            />
            <div className={commonStyles.actions}>
              <button
                type="button"
                className={actionButton.primary}
                onClick={exportCsv}
                disabled={rows.length === 0}
              >
                {intl.formatMessage(coursesText.export)}
              </button>
            </div>
            {rows.length === 0 ? (
              <p className={commonStyles.muted}>{intl.formatMessage(coursesText.noRegistrations)}</p>
            ) : (
              <div className={styles.scroll}>
                <table className={styles.table}>
                  <caption>{intl.formatMessage(coursesText.registrations)}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col">
                          {intl.formatMessage(coursesText[column])}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ id: rowId, cells }) => (
                      <tr key={rowId}>
                        <th scope="row">{cells.name}</th>
                        {columns.slice(1).map((column) => (
                          <td key={column}>{cells[column]}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <LocalizedLink to="/office/courses">{intl.formatMessage(coursesText.allCourses)}</LocalizedLink>
          </>
        );
      }}
    </QueryStates>
  );
}
