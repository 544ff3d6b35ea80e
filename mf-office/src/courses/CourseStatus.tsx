import { useIntl } from 'react-intl';
import type { CourseRegistrationStatus } from '@uaeaf/contracts';
import { coursesText } from './messages';

export function useCourseStatusText() {
  const intl = useIntl();
  return (status: CourseRegistrationStatus) => intl.formatMessage(coursesText[status]);
}
