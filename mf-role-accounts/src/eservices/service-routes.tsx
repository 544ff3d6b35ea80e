import { Route } from 'react-router';
import {
  ElectronicServiceForm,
  ElectronicServiceRequest,
  ElectronicServices,
  RequireServiceKind,
  type ServicePaths,
} from '@uaeaf/account-kit';
import { PlaceholderPage, RequireNumericId } from '@uaeaf/ui';
import { areaPath, areaSubPages, type Area } from '../areas';
import { servicePages, subPages } from '../pages';

/**
 * A role area's services: one page lists them with the member's requests below (role areas have no requests page),
 * a service's form under it (`Electronicservices/:kind`) and a request's page (`Electronicservices/request/:id`).
 */
export function servicePaths(area: Area): ServicePaths {
  const services = `/${areaPath(area)}/Electronicservices`;
  const hasFees = (areaSubPages[area] as readonly string[]).includes('fees');
  return {
    services,
    requests: services,
    request: `${services}/request`,
    ...(hasFees && { fees: `/${areaPath(area)}/fees` }),
  };
}

export function ServicesPage({ area }: { area: Area }) {
  return (
    <PlaceholderPage {...subPages.Electronicservices}>
      <ElectronicServices paths={servicePaths(area)} withRequests />
    </PlaceholderPage>
  );
}

/** The routes inside the services page, for `areaPath(area)`'s layout. */
export function serviceRoutes(area: Area) {
  const paths = servicePaths(area);
  return [
    <Route
      key="service-form"
      path="Electronicservices/:kind"
      element={
        <RequireServiceKind>
          <PlaceholderPage {...servicePages.form}>
            <ElectronicServiceForm paths={paths} />
          </PlaceholderPage>
        </RequireServiceKind>
      }
    />,
    <Route
      key="service-request"
      path="Electronicservices/request/:id"
      element={
        <RequireNumericId>
          <PlaceholderPage {...servicePages.request}>
            <ElectronicServiceRequest paths={paths} />
          </PlaceholderPage>
        </RequireNumericId>
      }
    />,
  ];
}
