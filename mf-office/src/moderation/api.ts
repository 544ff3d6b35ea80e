import { SubmissionItemSchema, SubmissionQueueResponseSchema } from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const useSubmissions = (query: Query) =>
  useOfficeApi('submissions', '/office/submissions', SubmissionQueueResponseSchema, query, {
    keepPrevious: true,
  });

export const useSubmission = (id: string) =>
  useOfficeApi('submission', `/office/submissions/${id}`, SubmissionItemSchema);
