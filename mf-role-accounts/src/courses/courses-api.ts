import { AccountTrainingRegistrationsSchema, MyTrainingRegistrationSchema } from '@uaeaf/contracts';
import { apiRequest, useApi } from '@uaeaf/api-client';

export const registrationsKey = ['role-accounts', 'training-registrations'] as const;

/** The member's course registrations, newest first (`GET /api/account/training-registrations`, decision 054). */
export function useTrainingRegistrations() {
  return useApi(registrationsKey, '/account/training-registrations', AccountTrainingRegistrationsSchema, {
    fresh: true,
  });
}

/** The course page's own cancellation: the seat goes to the next on the waiting list, the unpaid bill is cancelled. */
export function cancelRegistration(courseId: number) {
  return apiRequest(`/training-courses/${courseId}/registration`, MyTrainingRegistrationSchema, {
    method: 'DELETE',
  });
}
