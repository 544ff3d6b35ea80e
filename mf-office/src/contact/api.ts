import {
  ContactInboxItemSchema,
  ContactInboxResponseSchema,
  ContactInboxSummarySchema,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const useContactMessages = (query: Query) =>
  useOfficeApi('contact', '/office/contact-messages', ContactInboxResponseSchema, query, {
    keepPrevious: true,
  });

export const useContactMessage = (id: string) =>
  useOfficeApi('contact-message', `/office/contact-messages/${id}`, ContactInboxItemSchema);

export const useContactSummary = (enabled: boolean) =>
  useOfficeApi(
    'contact-summary',
    '/office/contact-messages/summary',
    ContactInboxSummarySchema,
    {},
    { enabled },
  );
