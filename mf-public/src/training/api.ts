import {
  TrainingCentreDetailSchema,
  TrainingCentreListResponseSchema,
  TrainingCourseDetailSchema,
  TrainingCourseListResponseSchema,
  type CourseRegistrationStatus,
  type Emirate,
} from '@uaeaf/contracts';
import { publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';

export function useCentreList(query: { page: number; q?: string; emirate?: Emirate }) {
  return useApi(
    publicKey('training-centers', 'list', query),
    apiPath('/training-centers', query),
    TrainingCentreListResponseSchema,
    { keepPrevious: true },
  );
}

export function useCentre(id: string) {
  return useApi(publicKey('training-centers', id), `/training-centers/${id}`, TrainingCentreDetailSchema);
}

export function useCourseList(query: { page: number; q?: string; status?: CourseRegistrationStatus }) {
  return useApi(
    publicKey('training-courses', 'list', query),
    apiPath('/training-courses', query),
    TrainingCourseListResponseSchema,
    { keepPrevious: true },
  );
}

export function useCourse(id: string) {
  return useApi(publicKey('training-courses', id), `/training-courses/${id}`, TrainingCourseDetailSchema);
}
