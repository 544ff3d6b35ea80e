import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AccountFile } from '@uaeaf/contracts';
import { accountFileUrl, useAccountProfile } from './profile-api';
import styles from './account.module.css';
import { DetailsList } from '@uaeaf/ui';

const labels = defineMessages({
  heading: { id: 'roleAccounts.details.heading', defaultMessage: 'Your details' },
  loading: { id: 'roleAccounts.details.loading', defaultMessage: 'Loading your details…' },
  failed: {
    id: 'roleAccounts.details.failed',
    defaultMessage: 'Your details could not be loaded. Please reload the page in a moment.',
  },
  nameAr: { id: 'roleAccounts.details.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'roleAccounts.details.nameEn', defaultMessage: 'Name in English' },
  email: { id: 'roleAccounts.details.email', defaultMessage: 'Email' },
  memberSince: { id: 'roleAccounts.details.memberSince', defaultMessage: 'Account created' },
  submittedAt: { id: 'roleAccounts.details.submittedAt', defaultMessage: 'Registration sent' },
  requestStatus: { id: 'roleAccounts.details.requestStatus', defaultMessage: 'Registration request' },
  documents: { id: 'roleAccounts.details.documents', defaultMessage: 'Your documents' },
  noDocuments: {
    id: 'roleAccounts.details.noDocuments',
    defaultMessage: 'No documents were sent with your registration.',
  },
  pdf: { id: 'roleAccounts.details.pdf', defaultMessage: 'PDF' },
  image: { id: 'roleAccounts.details.image', defaultMessage: 'image' },
  otherDocument: { id: 'roleAccounts.document.other', defaultMessage: 'Document' },
});

const sizeLabel = defineMessage<{ type: string; size: string }>({
  id: 'roleAccounts.details.size',
  defaultMessage: '{type}, {size} KB',
});

const requestStatuses = defineMessages({
  Pending: { id: 'roleAccounts.details.request.pending', defaultMessage: 'Pending review' },
  Accepted: { id: 'roleAccounts.details.request.accepted', defaultMessage: 'Accepted by the club' },
  Approved: { id: 'roleAccounts.details.request.approved', defaultMessage: 'Approved' },
  Cancled: { id: 'roleAccounts.details.request.rejected', defaultMessage: 'Rejected' },
  Withdrawn: { id: 'roleAccounts.details.request.withdrawn', defaultMessage: 'Withdrawn' },
});

/** The registration files people send, by their form field. */
const documentLabels = defineMessages({
  photo: { id: 'roleAccounts.document.photo', defaultMessage: 'Personal photo' },
  emiratesIdFront: { id: 'roleAccounts.document.emiratesIdFront', defaultMessage: 'Emirates ID, front' },
  emiratesIdBack: { id: 'roleAccounts.document.emiratesIdBack', defaultMessage: 'Emirates ID, back' },
  residencePermit: { id: 'roleAccounts.document.residencePermit', defaultMessage: 'Residence permit' },
  passportCopy: { id: 'roleAccounts.document.passportCopy', defaultMessage: 'Copy of the passport' },
  parentalApproval: { id: 'roleAccounts.document.parentalApproval', defaultMessage: 'Parental approval' },
  medicalExam: { id: 'roleAccounts.document.medicalExam', defaultMessage: 'Medical examination' },
  qualificationCertificate: {
    id: 'roleAccounts.document.qualificationCertificate',
    defaultMessage: 'Qualification certificate',
  },
  cv: { id: 'roleAccounts.document.cv', defaultMessage: 'CV' },
});

function DocumentLink({ file }: { file: AccountFile }) {
  const intl = useIntl();
  const type = intl.formatMessage(file.contentType === 'application/pdf' ? labels.pdf : labels.image);
  const size = intl.formatNumber(Math.max(1, Math.round(file.byteSize / 1024)));
  return (
    <li>
      <a href={accountFileUrl(file.id)} target="_blank" rel="noopener">
        {intl.formatMessage(
          documentLabels[file.field as keyof typeof documentLabels] ?? labels.otherDocument,
        )}
      </a>{' '}
      <span className={styles.meta}>({intl.formatMessage(sizeLabel, { type, size })})</span>
    </li>
  );
}

/** The member's own details and registration documents, from the API (never from the browser's copy). */
export function AccountDetails() {
  const intl = useIntl();
  const profile = useAccountProfile();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'Asia/Dubai' });

  return (
    <section className={styles.card} aria-labelledby="account-details" aria-busy={profile.isPending}>
      <h2 id="account-details">{intl.formatMessage(labels.heading)}</h2>
      {profile.isPending && <p role="status">{intl.formatMessage(labels.loading)}</p>}
      {profile.isError && (
        <p role="alert" className={styles.failed}>
          {intl.formatMessage(labels.failed)}
        </p>
      )}
      {profile.data && (
        <>
          <DetailsList
            items={[
              [
                intl.formatMessage(labels.nameAr),
                <span lang="ar" dir="rtl">
                  {profile.data.member.name.ar}
                </span>,
              ],
              [
                intl.formatMessage(labels.nameEn),
                <span lang="en" dir="ltr">
                  {profile.data.member.name.en}
                </span>,
              ],
              [
                intl.formatMessage(labels.email),
                <span className="ltr-value">{profile.data.member.email}</span>,
              ],
              [intl.formatMessage(labels.memberSince), date(profile.data.member.createdAt)],
              [
                intl.formatMessage(labels.submittedAt),
                profile.data.registration && date(profile.data.registration.submittedAt),
              ],
              [
                intl.formatMessage(labels.requestStatus),
                profile.data.registration &&
                  intl.formatMessage(requestStatuses[profile.data.registration.status]),
              ],
            ]}
          />
          <h3>{intl.formatMessage(labels.documents)}</h3>
          {profile.data.files.length === 0 ? (
            <p>{intl.formatMessage(labels.noDocuments)}</p>
          ) : (
            <ul className={styles.documents}>
              {profile.data.files.map((file) => (
                <DocumentLink key={file.id} file={file} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
