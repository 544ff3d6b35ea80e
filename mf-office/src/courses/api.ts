import { OfficeCourseDetailSchema, OfficeCourseListSchema } from '@uaeaf/contracts';
import { useOfficeApi } from '../common/api';

export const useOfficeCourses = () =>
  useOfficeApi('training-courses', '/office/training-courses', OfficeCourseListSchema);

export const useOfficeCourse = (id: string) =>
  useOfficeApi('training-course', `/office/training-courses/${id}`, OfficeCourseDetailSchema);
