import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AreaLayout, RequirePermission, withAccountKitMessages } from '@uaeaf/account-kit';
import type { Permission } from '@uaeaf/contracts';
import { AreaGuard, NotFoundRoute, RemoteRoot } from '@uaeaf/ui';
import { AuditLogPage } from './audit/AuditLogPage';
import { BillDetailPage } from './finance/BillDetailPage';
import { BillsPage } from './finance/BillsPage';
import { FeesPage } from './finance/FeesPage';
import { OfflinePaymentPage } from './finance/OfflinePaymentPage';
import { PaymentDetailPage } from './finance/PaymentDetailPage';
import { PaymentsPage } from './finance/PaymentsPage';
import { ReconciliationPage } from './finance/ReconciliationPage';
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
  const { requests, members, penalties, fees, bills, payments, reconciliation, audit, staff } = officePages;
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
            <Route path="fees" element={page(fees.permission, <FeesPage />)} />
            <Route path="bills" element={page(bills.permission, <BillsPage />)} />
            <Route path="bills/:id" element={page(bills.permission, <BillDetailPage />)} />
            <Route path="payments" element={page(payments.permission, <PaymentsPage />)} />
            <Route path="payments/offline" element={page(payments.permission, <OfflinePaymentPage />)} />
            <Route path="payments/:id" element={page(payments.permission, <PaymentDetailPage />)} />
            <Route path="reconciliation" element={page(reconciliation.permission, <ReconciliationPage />)} />
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
