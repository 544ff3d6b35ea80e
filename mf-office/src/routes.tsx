import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AreaLayout, RequirePermission, withAccountKitMessages } from '@uaeaf/account-kit';
import type { Permission } from '@uaeaf/contracts';
import { AreaGuard, NotFoundRoute, RemoteRoot } from '@uaeaf/ui';
import { AuditLogPage } from './audit/AuditLogPage';
import { OfficeHomePage } from './home/OfficeHomePage';
import { MemberDetailPage } from './members/MemberDetailPage';
import { MembersPage } from './members/MembersPage';
import { officeMessageLoaders } from './messages';
import { officeNavLabel, officePageList, officePages } from './pages';
import { PenaltiesPage } from './penalties/PenaltiesPage';
import { RequestDetailPage } from './requests/RequestDetailPage';
import { RequestsPage } from './requests/RequestsPage';
import { StaffPage } from './staff/StaffPage';

const messages = withAccountKitMessages(officeMessageLoaders);

/** A page a role may not use shows "not allowed", even opened by its address. */
function page(permission: Permission, element: ReactNode) {
  return <RequirePermission permission={permission}>{element}</RequirePermission>;
}

/** Exposed as `mf_office/routes`; paths are relative to the locale root the shell mounts it under. */
export default function OfficeRoutes() {
  const { requests, members, penalties, audit, staff } = officePages;
  return (
    <RemoteRoot messages={messages}>
      <Routes>
        <Route path="office" element={<AreaGuard area="office" />}>
          <Route element={<AreaLayout base="/office" pages={officePageList} label={officeNavLabel} />}>
            <Route index element={<OfficeHomePage />} />
            <Route path="requests" element={page(requests.permission, <RequestsPage />)} />
            <Route path="requests/:id" element={page(requests.permission, <RequestDetailPage />)} />
            <Route path="members" element={page(members.permission, <MembersPage />)} />
            <Route path="members/:id" element={page(members.permission, <MemberDetailPage />)} />
            <Route path="penalties" element={page(penalties.permission, <PenaltiesPage />)} />
            <Route path="audit" element={page(audit.permission, <AuditLogPage />)} />
            <Route path="staff" element={page(staff.permission, <StaffPage />)} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}
