import { useIntl } from 'react-intl';
import { courseRegistrationStatus, type CourseRegistrationStatus } from '@uaeaf/contracts';
import { federationToday, useDates } from '@uaeaf/ui';
import content from '../shared-ui/content.module.css';
import { openUntil, opensOn, trainingText } from './messages';

const progress: Record<CourseRegistrationStatus, number> = { upcoming: 0, open: 1, closed: 2 };

/**
 * The course's registration status: the API's, moved on when the UAE day has since passed one of its dates
 * (a page left open past midnight). It only moves forward, so it never contradicts a later answer of the API.
 */
export function currentRegistrationStatus(
  course: {
    registrationStart: string;
    registrationEnd: string;
    registrationStatus: CourseRegistrationStatus;
  },
  today = federationToday(),
): CourseRegistrationStatus {
  const local = courseRegistrationStatus(course, today);
  return progress[local] > progress[course.registrationStatus] ? local : course.registrationStatus;
}

export function RegistrationStatus({
  course,
}: {
  course: {
    registrationStart: string;
    registrationEnd: string;
    registrationStatus: CourseRegistrationStatus;
  };
}) {
  const intl = useIntl();
  const status = currentRegistrationStatus(course);
  const { day: formatDay } = useDates();
  if (status === 'closed') {
    return (
      <p className={`${content.badge} ${content.badgeClosed}`}>{intl.formatMessage(trainingText.ended)}</p>
    );
  }
  if (status === 'open') {
    return (
      <p className={`${content.badge} ${content.badgeOpen}`}>
        {intl.formatMessage(openUntil, { date: formatDay(course.registrationEnd) })}
      </p>
    );
  }
  return (
    <p className={content.badge}>
      {intl.formatMessage(opensOn, { date: formatDay(course.registrationStart) })}
    </p>
  );
}
