import { sendJson } from '@uaeaf/account-kit';
import {
  DeletedDraftSchema,
  type InformationPageSlug,
  OfficeInformationPageListSchema,
  OfficeInformationPageSchema,
  OfficeTrainingCentreListSchema,
  OfficeTrainingCentreSchema,
  type PublishInput,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const pagePath = (slug: InformationPageSlug | string) => `/office/pages/${slug}`;
export const centrePath = (id?: number | string) => `/office/centres${id === undefined ? '' : `/${id}`}`;

export const useInformationPages = () =>
  useOfficeApi('information-pages', '/office/pages', OfficeInformationPageListSchema);

export const useInformationPage = (slug: string) =>
  useOfficeApi('information-page', pagePath(slug), OfficeInformationPageSchema);

export const publishPage = (slug: InformationPageSlug, body: PublishInput) =>
  sendJson('POST', `${pagePath(slug)}/publish`, OfficeInformationPageSchema, body);

export const useCentres = (query: Query) =>
  useOfficeApi('centres', centrePath(), OfficeTrainingCentreListSchema, query, { keepPrevious: true });

export const useCentre = (id: string, enabled: boolean) =>
  useOfficeApi('centre', centrePath(id), OfficeTrainingCentreSchema, {}, { enabled });

export const changeCentre = (id: number, action: PublishInput | 'unpublish') =>
  action === 'unpublish'
    ? sendJson('POST', `${centrePath(id)}/unpublish`, OfficeTrainingCentreSchema, {})
    : sendJson('POST', `${centrePath(id)}/publish`, OfficeTrainingCentreSchema, action);

/** Refused (409 `centre_in_use`) while a training course names the centre (decision 070). */
export const deleteCentre = (id: number) => sendJson('DELETE', centrePath(id), DeletedDraftSchema, undefined);
