import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MyTrainingRegistrationSchema,
  TrainingCentreDetailSchema,
  TrainingCentreListResponseSchema,
  TrainingCourseListResponseSchema,
  TrainingCourseOfferSchema,
  TrainingRegistrationStateSchema,
  type CourseRegistrationStatus,
  type Emirate,
} from '@uaeaf/contracts';
import { publicKey } from '../shared-ui/api';
import { apiPath, apiRequest, useApi } from '@uaeaf/api-client';

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
  return useApi(publicKey('training-courses', id), `/training-courses/${id}`, TrainingCourseOfferSchema, {
    // Its seats move with every registration, the member's own included.
    fresh: true,
  });
}

/** The signed-in member's registration for the course, and why they may not register (decision 054). */
export function useRegistrationState(id: string, enabled: boolean) {
  return useApi(
    publicKey('training-courses', id, 'registration'),
    `/training-courses/${id}/registration`,
    TrainingRegistrationStateSchema,
    { enabled, fresh: true },
  );
}

/** Registers (`POST`) or cancels (`DELETE`) the member's registration; the course's seats and state follow. */
export function useRegistrationChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: 'POST' | 'DELETE') =>
      apiRequest(`/training-courses/${id}/registration`, MyTrainingRegistrationSchema, { method }),
    onSettled: () => client.invalidateQueries({ queryKey: publicKey('training-courses', id) }),
  });
}
