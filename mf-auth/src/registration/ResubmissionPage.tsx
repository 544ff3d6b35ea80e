import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useApi } from '@uaeaf/api-client';
import {
  AccountProfileSchema,
  formatEmiratesId,
  homePathOf,
  registrationSchemas,
  type AccountProfile,
  type RegistrationFormName,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, userInfoAtom } from '@uaeaf/session';
import { LocalizedLink, Page, QueryStates, formClassNames, ownRequestsKey, usePageTitle } from '@uaeaf/ui';
import { resubmissionPage } from '../pages';
import { RegistrationForm, WithFormLists, registrationMessages } from '@uaeaf/account-kit';
import { Confirmation } from './Confirmation';
import { resubmitRequest } from './submit';
import styles from './pages.module.css';

type Registration = NonNullable<AccountProfile['registration']>;

/** The stored answers as the form's inputs hold them: an Emirates ID as printed on the card, the club chosen. */
function formValues(registration: Registration): Record<string, unknown> {
  const { details } = registration;
  return {
    ...details,
    ...(typeof details.emiratesId === 'string' && { emiratesId: formatEmiratesId(details.emiratesId) }),
    ...(registration.clubId !== null && { clubId: registration.clubId }),
  };
}

/** The member's own area, where they see where their request stands. */
function useAreaPath(): string {
  const accountType = useAtomValue(accountTypeAtom);
  const officeRole = useAtomValue(userInfoAtom)?.officeRole;
  return accountType ? homePathOf({ accountType, officeRole }) : '/';
}

function CorrectionForm({ registration, files }: { registration: Registration; files: string[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const areaPath = useAreaPath();
  const form = registrationSchemas[registration.form as RegistrationFormName].resubmission();
  return (
    <>
      {registration.decisionReason && (
        <div role="note" className={styles.reason}>
          <h2>{intl.formatMessage(resubmissionPage.reason)}</h2>
          <p>{registration.decisionReason}</p>
        </div>
      )}
      <WithFormLists asksForClub={'clubId' in form.entries}>
        {(lists) => (
          <RegistrationForm
            form={form}
            lookups={lists}
            initialValues={formValues(registration)}
            storedFiles={files}
            send={async (body) => {
              await resubmitRequest(registration.id, body, locale);
              await queryClient.invalidateQueries({ queryKey: ownRequestsKey });
            }}
            confirmation={<Confirmation next={{ to: areaPath, label: resubmissionPage.toAccount }} />}
          />
        )}
      </WithFormLists>
    </>
  );
}

/**
 * `/auth/resubmit`: a member whose request was rejected reads why, corrects the form it was sent with (their answers
 * filled in, the files they sent kept unless they choose others) and sends it again. Nothing to correct, or a penalty
 * in force, and the page says so instead.
 */
export function ResubmissionPage() {
  const intl = useIntl();
  const title = intl.formatMessage(resubmissionPage.title);
  usePageTitle(title);
  const isRestricted = useAtomValue(userInfoAtom)?.isRestricted ?? false;
  const areaPath = useAreaPath();
  const profile = useApi(['auth', 'resubmission'], '/account/profile', AccountProfileSchema, { fresh: true });
  const toAccount = (
    <p>
      <LocalizedLink to={areaPath}>{intl.formatMessage(resubmissionPage.toAccount)}</LocalizedLink>
    </p>
  );
  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(resubmissionPage.purpose)}</p>
        <QueryStates query={profile}>
          {({ registration, files }) =>
            registration?.status !== 'Cancled' ? (
              <>
                <p role="status">{intl.formatMessage(resubmissionPage.nothingToCorrect)}</p>
                {toAccount}
              </>
            ) : isRestricted ? (
              <>
                <p role="note" className={formClassNames.alert}>
                  {intl.formatMessage(registrationMessages.restricted)}
                </p>
                {toAccount}
              </>
            ) : (
              <CorrectionForm registration={registration} files={files.map((file) => file.field)} />
            )
          }
        </QueryStates>
      </div>
    </Page>
  );
}
