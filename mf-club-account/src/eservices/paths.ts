import type { ServicePaths } from '@uaeaf/account-kit';

/** The club area's services, its requests page and a request's page under it (the spec's spellings). */
export const clubServicePaths: ServicePaths = {
  services: '/my-account/Electronicservices',
  requests: '/my-account/ElectronicservicesRequests',
  request: '/my-account/ElectronicservicesRequests',
  fees: '/my-account/fees',
};
