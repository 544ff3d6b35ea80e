import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AreaLayout, RequirePermission, withAccountKitMessages } from '@uaeaf/account-kit';
import { CollectionKinds, ContentKinds, type Permission } from '@uaeaf/contracts';
import { AreaGuard, NotFoundRoute, RemoteRoot, lazyPage } from '@uaeaf/ui';
import { OfficeHomePage } from './home/OfficeHomePage';
import { officeMessageLoaders } from './messages';
import { officeNavLabel, officePageList, officePages } from './pages';

// The overview is in the routes' chunk; every other page is its own, loaded when first opened.
const AuditLogPage = lazyPage(() => import('./audit/AuditLogPage'), 'AuditLogPage');
const BillDetailPage = lazyPage(() => import('./finance/BillDetailPage'), 'BillDetailPage');
const BillsPage = lazyPage(() => import('./finance/BillsPage'), 'BillsPage');
const FeesPage = lazyPage(() => import('./finance/FeesPage'), 'FeesPage');
const OfflinePaymentPage = lazyPage(() => import('./finance/OfflinePaymentPage'), 'OfflinePaymentPage');
const PaymentDetailPage = lazyPage(() => import('./finance/PaymentDetailPage'), 'PaymentDetailPage');
const PaymentsPage = lazyPage(() => import('./finance/PaymentsPage'), 'PaymentsPage');
const ReconciliationPage = lazyPage(() => import('./finance/ReconciliationPage'), 'ReconciliationPage');
const MemberDetailPage = lazyPage(() => import('./members/MemberDetailPage'), 'MemberDetailPage');
const MembersPage = lazyPage(() => import('./members/MembersPage'), 'MembersPage');
const PenaltiesPage = lazyPage(() => import('./penalties/PenaltiesPage'), 'PenaltiesPage');
const RequestDetailPage = lazyPage(() => import('./requests/RequestDetailPage'), 'RequestDetailPage');
const RequestsPage = lazyPage(() => import('./requests/RequestsPage'), 'RequestsPage');
const ContentEditPage = lazyPage(() => import('./content/ContentEditPage'), 'ContentEditPage');
const ContentListPage = lazyPage(() => import('./content/ContentListPage'), 'ContentListPage');
const ClubPagesListPage = lazyPage(() => import('./club-pages/ClubPagesListPage'), 'ClubPagesListPage');
const ClubPageEditPage = lazyPage(() => import('./club-pages/ClubPageEditPage'), 'ClubPageEditPage');
const CollectionListPage = lazyPage(() => import('./collections/CollectionListPage'), 'CollectionListPage');
const CollectionEditPage = lazyPage(() => import('./collections/CollectionEditPage'), 'CollectionEditPage');
const GalleryListPage = lazyPage(() => import('./gallery/GalleryListPage'), 'GalleryListPage');
const GalleryEditPage = lazyPage(() => import('./gallery/GalleryEditPage'), 'GalleryEditPage');
const EventListPage = lazyPage(() => import('./tournaments/EventListPage'), 'EventListPage');
const TournamentEditPage = lazyPage(() => import('./tournaments/TournamentEditPage'), 'TournamentEditPage');
const CourseEditPage = lazyPage(() => import('./courses/CourseEditPage'), 'CourseEditPage');
const InformationPagesPage = lazyPage(
  () => import('./site-pages/InformationPagesPage'),
  'InformationPagesPage',
);
const InformationPageEditPage = lazyPage(
  () => import('./site-pages/InformationPageEditPage'),
  'InformationPageEditPage',
);
const CentresPage = lazyPage(() => import('./site-pages/CentresPage'), 'CentresPage');
const CentreEditPage = lazyPage(() => import('./site-pages/CentreEditPage'), 'CentreEditPage');
const CoursesPage = lazyPage(() => import('./courses/CoursesPage'), 'CoursesPage');
const CourseRegistrationsPage = lazyPage(
  () => import('./courses/CourseRegistrationsPage'),
  'CourseRegistrationsPage',
);
const ServiceDetailPage = lazyPage(() => import('./eservices/ServiceDetailPage'), 'ServiceDetailPage');
const StaffPage = lazyPage(() => import('./staff/StaffPage'), 'StaffPage');
const ModerationPage = lazyPage(() => import('./moderation/ModerationPage'), 'ModerationPage');
const SubmissionPage = lazyPage(() => import('./moderation/SubmissionPage'), 'SubmissionPage');
const ContactPage = lazyPage(() => import('./contact/ContactPage'), 'ContactPage');
const ContactMessagePage = lazyPage(() => import('./contact/ContactMessagePage'), 'ContactMessagePage');
const SeasonsPage = lazyPage(() => import('./seasons/SeasonsPage'), 'SeasonsPage');
const HolidaysPage = lazyPage(() => import('./holidays/HolidaysPage'), 'HolidaysPage');
const TournamentsPage = lazyPage(() => import('./tournaments/TournamentsPage'), 'TournamentsPage');
const ResultsPage = lazyPage(() => import('./results/ResultsPage'), 'ResultsPage');
const ImportPage = lazyPage(() => import('./results/ImportPage'), 'ImportPage');
const ImportPreviewPage = lazyPage(() => import('./results/ImportPreviewPage'), 'ImportPreviewPage');
const RecordsPage = lazyPage(() => import('./results/RecordsPage'), 'RecordsPage');
const TournamentEntriesPage = lazyPage(
  () => import('./tournaments/TournamentEntriesPage'),
  'TournamentEntriesPage',
);

const messages = withAccountKitMessages(officeMessageLoaders);

/** A page a role may not use shows "not allowed", even opened by its address. */
function page(permission: Permission, element: ReactNode) {
  return <RequirePermission permission={permission}>{element}</RequirePermission>;
}

/** Exposed as `mf_office/routes`; paths are relative to the locale root the shell mounts it under. */
export default function OfficeRoutes() {
  const { requests, members, penalties, fees, bills, payments, reconciliation, audit, staff, courses } =
    officePages;
  const desk = officePages;
  return (
    <RemoteRoot messages={messages}>
      <Routes>
        <Route path="office" element={<AreaGuard area="office" />}>
          <Route element={<AreaLayout base="/office" pages={officePageList} label={officeNavLabel} />}>
            <Route index element={<OfficeHomePage />} />
            <Route path="requests" element={page(requests.permission, <RequestsPage />)} />
            <Route path="requests/:id" element={page(requests.permission, <RequestDetailPage />)} />
            <Route path="services/:id" element={page(requests.permission, <ServiceDetailPage />)} />
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
            <Route path="submissions" element={page(desk.submissions.permission, <ModerationPage />)} />
            <Route path="submissions/:id" element={page(desk.submissions.permission, <SubmissionPage />)} />
            <Route path="contact" element={page(desk.contact.permission, <ContactPage />)} />
            <Route path="contact/:id" element={page(desk.contact.permission, <ContactMessagePage />)} />
            <Route path="seasons" element={page(desk.seasons.permission, <SeasonsPage />)} />
            <Route path="holidays" element={page(desk.holidays.permission, <HolidaysPage />)} />
            <Route path="tournaments" element={page(desk.tournaments.permission, <TournamentsPage />)} />
            <Route
              path="tournaments/:id"
              element={page(desk.tournaments.permission, <TournamentEntriesPage />)}
            />
            <Route path="results" element={page(desk.results.permission, <ResultsPage />)} />
            <Route path="records" element={page(desk.records.permission, <RecordsPage />)} />
            <Route path="results/tournaments/:id" element={page(desk.results.permission, <ImportPage />)} />
            <Route
              path="results/imports/:id"
              element={page(desk.results.permission, <ImportPreviewPage />)}
            />
            <Route path="courses" element={page(courses.permission, <CoursesPage />)} />
            <Route path="courses/:id" element={page(courses.permission, <CourseRegistrationsPage />)} />
            {ContentKinds.map((kind) => [
              <Route
                key={kind}
                path={`content/${kind}`}
                element={page('content.publish', <ContentListPage kind={kind} />)}
              />,
              <Route
                key={`${kind}/:id`}
                path={`content/${kind}/:id`}
                element={page('content.publish', <ContentEditPage kind={kind} />)}
              />,
            ])}
            <Route
              path="events/tournaments"
              element={page('content.publish', <EventListPage kind="tournaments" />)}
            />
            <Route path="events/tournaments/:id" element={page('content.publish', <TournamentEditPage />)} />
            <Route
              path="events/courses"
              element={page('content.publish', <EventListPage kind="courses" />)}
            />
            <Route path="events/courses/:id" element={page('content.publish', <CourseEditPage />)} />
            <Route path="club-pages" element={page('content.publish', <ClubPagesListPage />)} />
            <Route path="club-pages/:id" element={page('content.publish', <ClubPageEditPage />)} />
            {CollectionKinds.map((kind) => [
              <Route
                key={kind}
                path={`collections/${kind}`}
                element={page('content.publish', <CollectionListPage kind={kind} />)}
              />,
              <Route
                key={`${kind}/:id`}
                path={`collections/${kind}/:id`}
                element={page('content.publish', <CollectionEditPage kind={kind} />)}
              />,
            ])}
            <Route path="gallery" element={page('content.publish', <GalleryListPage />)} />
            <Route path="gallery/:id" element={page('content.publish', <GalleryEditPage />)} />
            <Route path="pages" element={page('content.publish', <InformationPagesPage />)} />
            <Route path="pages/:slug" element={page('content.publish', <InformationPageEditPage />)} />
            <Route path="centres" element={page('content.publish', <CentresPage />)} />
            <Route path="centres/:id" element={page('content.publish', <CentreEditPage />)} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}
