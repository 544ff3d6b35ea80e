import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAtomValue } from 'jotai';
import {
  courseIsFull,
  TrainingErrorCodes,
  type TrainingErrorCode,
  type TrainingCourseOffer,
} from '@uaeaf/contracts';
import { apiUrl, ApiError } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, isAuthenticatedAtom } from '@uaeaf/session';
import { LocalizedLink, buttonClassName, formClassNames, useAed, useHydrated } from '@uaeaf/ui';
import { ConfirmDialog } from '@uaeaf/ui/dialog';
import content from '../shared-ui/content.module.css';
import { useRegistrationChange, useRegistrationState } from './api';
import {
  billLink,
  cancelTitle,
  feeBefore,
  registrationText,
  trainingText,
  waitingPosition,
} from './messages';
import { currentRegistrationStatus } from './status';

const refusalText: Record<TrainingErrorCode, MessageDescriptor> = {
  [TrainingErrorCodes.notEligible]: registrationText.notEligible,
  [TrainingErrorCodes.membershipNotApproved]: registrationText.membershipNotApproved,
  [TrainingErrorCodes.accountRestricted]: registrationText.restricted,
  [TrainingErrorCodes.registrationUnavailable]: registrationText.unavailable,
  [TrainingErrorCodes.registrationEnded]: trainingText.ended,
  [TrainingErrorCodes.alreadyRegistered]: registrationText.registered,
  [TrainingErrorCodes.courseStarted]: registrationText.courseStarted,
};

/**
 * The course page's registration panel. A visitor logs in and comes back here; a signed-in member reads their
 * registration, or registers, or reads why they may not. (The page used to send signed-in members to the login
 * page, which sent them straight back: the loop of issue 13.)
 */
export function CourseRegistration({ course }: { course: TrainingCourseOffer }) {
  const intl = useIntl();
  // The member is known only in the browser: the server's page, and its hydration, show the visitor's panel.
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isAuthenticatedAtom) && hydrated;
  const accountType = useAtomValue(accountTypeAtom);
  const status = currentRegistrationStatus(course);
  if (!signedIn) {
    if (status !== 'open') return <Notice text={intl.formatMessage(registrationText.unavailable)} />;
    return (
      <p>
        <LocalizedLink to={`/auth/login?redirect=${encodeURIComponent(`/training-courses/${course.id}`)}`}>
          {intl.formatMessage(trainingText.logIn)}
        </LocalizedLink>
      </p>
    );
  }
  // The office's staff register nobody; they read registrations in the office.
  if (accountType === 'admin') return null;
  return <MemberPanel course={course} />;
}

function Notice({ text }: { text: string }) {
  return (
    <p role="status" className={formClassNames.notice}>
      {text}
    </p>
  );
}

function MemberPanel({ course }: { course: TrainingCourseOffer }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const id = String(course.id);
  const state = useRegistrationState(id, true);
  const change = useRegistrationChange(id);
  const [confirming, setConfirming] = useState(false);
  if (!state.data) return null;
  const { registration, refusal } = state.data;
  const failure =
    change.error instanceof ApiError && change.error.code in refusalText
      ? intl.formatMessage(refusalText[change.error.code as TrainingErrorCode])
      : change.error && intl.formatMessage(registrationText.failed);
  const alert = failure && (
    <p role="alert" className={formClassNames.alert}>
      {failure}
    </p>
  );

  if (registration) {
    const close = () => {
      change.reset();
      setConfirming(false);
    };
    return (
      <section className={content.section}>
        <p role="status" className={formClassNames.notice}>
          {registration.status === 'waiting'
            ? intl.formatMessage(waitingPosition, { position: intl.formatNumber(registration.position!) })
            : intl.formatMessage(registrationText.registered)}
        </p>
        {registration.bill && (
          <p>
            <a href={apiUrl(`/account/bills/${registration.bill.id}/invoice.pdf?lang=${locale}`)}>
              {intl.formatMessage(billLink, {
                number: registration.bill.number,
                amount: aed(registration.bill.amountFils),
              })}
            </a>
          </p>
        )}
        {registration.mayCancel && (
          <button type="button" className={buttonClassName} onClick={() => setConfirming(true)}>
            {intl.formatMessage(registrationText.cancel)}
          </button>
        )}
        {confirming && (
          <ConfirmDialog
            title={intl.formatMessage(cancelTitle, { course: course.name[locale] })}
            confirmLabel={intl.formatMessage(registrationText.cancel)}
            closeLabel={intl.formatMessage(registrationText.keep)}
            danger
            pending={change.isPending}
            failure={failure || undefined}
            onConfirm={() => change.mutate('DELETE', { onSuccess: close })}
            onClose={close}
          >
            <p>{intl.formatMessage(registrationText.confirmCancel)}</p>
          </ConfirmDialog>
        )}
      </section>
    );
  }
  if (refusal) return <Notice text={intl.formatMessage(refusalText[refusal])} />;
  const full = courseIsFull(course.seats);
  return (
    <section className={content.section}>
      {full && <p>{intl.formatMessage(registrationText.full)}</p>}
      {course.feeFils !== null && !full && (
        <p>{intl.formatMessage(feeBefore, { amount: aed(course.feeFils) })}</p>
      )}
      {alert}
      <button
        type="button"
        className={buttonClassName}
        onClick={() => change.mutate('POST')}
        disabled={change.isPending}
      >
        {intl.formatMessage(full ? registrationText.joinWaitingList : registrationText.register)}
      </button>
    </section>
  );
}
