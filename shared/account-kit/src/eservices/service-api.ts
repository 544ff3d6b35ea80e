import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { apiPath, apiUrl, useApi, type ApiError } from '@uaeaf/api-client';
import {
  type ElectronicServiceKind,
  ServiceFeesSchema,
  ServiceRequestListSchema,
  ServiceRequestSchema,
  serviceDocumentPath,
  serviceFilePath,
  type ServiceRequest,
} from '@uaeaf/contracts';
import { serviceRefusalText } from './eservices-messages';
import { serviceRequestKey, serviceRequestsKey } from './service-keys';

/** Where an area shows the services and their forms (`services/:kind`), its requests, and a request (`request/:id`). */
export interface ServicePaths {
  services: string;
  /** The list of requests: the club area's own page, the services page of a role area. */
  requests: string;
  /** Where a request's page is, under its id. */
  request: string;
  /** The area's fees page, where a request's bill is paid; an area without one shows the bill only. */
  fees?: string;
}

/** The member's requests and those naming them (the API answers them all, newest first). */
export function useServiceRequests() {
  return useApi(serviceRequestsKey, '/account/services', ServiceRequestListSchema, { fresh: true });
}

/** What each service the member may ask for costs today (null: not priced, asking is refused), by kind. */
export function useServiceFees() {
  const query = useApi(['account', 'service-fees'], '/account/services/fees', ServiceFeesSchema);
  return useMemo(
    () =>
      query.data &&
      new Map<ElectronicServiceKind, number | null>(
        query.data.items.map((item) => [item.kind, item.amountFils]),
      ),
    [query.data],
  );
}

/** Whether the member has to answer the request now, as one of its clubs. */
export const awaitsAnswer = (request: ServiceRequest) => request.allowedActions.includes('agree');

export function useServiceRequest(id: number) {
  return useApi(serviceRequestKey(id), `/account/services/${id}`, ServiceRequestSchema, { fresh: true });
}

/** Links, not calls: the browser downloads them with the session cookie. */
export const serviceFileUrl = (requestId: number, fileId: number) =>
  apiUrl(serviceFilePath(requestId, fileId).replace(/^\/api/, ''));

export const serviceDocumentUrl = (requestId: number, lang: 'ar' | 'en') =>
  apiUrl(apiPath(serviceDocumentPath(requestId).replace(/^\/api/, ''), { lang }));

/** A refusal of the service routes in the page's language; undefined leaves the kit's general message. */
export function serviceRefusal(intl: IntlShape, error: ApiError): string | undefined {
  const text = serviceRefusalText[error.code];
  return text && intl.formatMessage(text);
}
