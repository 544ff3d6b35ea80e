import { apiUrl } from '@uaeaf/api-client';
import { OfficeServiceListSchema, ServiceRequestSchema, ServiceSettingsSchema } from '@uaeaf/contracts';
import { useOfficeApi, type Query } from '../common/api';

/** The office's queue of service requests (decision 039), apart from the membership requests until one list holds both. */
export const servicesPath = '/office/services';

export const useServices = (query: Query) =>
  useOfficeApi('services', servicesPath, OfficeServiceListSchema, query, { keepPrevious: true });

export const useService = (id: string) =>
  useOfficeApi('service', `${servicesPath}/${id}`, ServiceRequestSchema);

export const useServiceSettings = () =>
  useOfficeApi('serviceSettings', `${servicesPath}/settings`, ServiceSettingsSchema);

/** An approved request's letter or certificate in one language, downloaded with the staff member's session. */
export function serviceDocumentUrl(requestId: number, lang: 'ar' | 'en'): string {
  return apiUrl(`${servicesPath}/${requestId}/document.pdf?lang=${lang}`);
}
