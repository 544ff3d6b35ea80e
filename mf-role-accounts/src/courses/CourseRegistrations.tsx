import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TrainingErrorCodes, type AccountTrainingRegistrations } from '@uaeaf/contracts';
import { invoiceUrl } from '@uaeaf/api-client/billing';
import { billStatusText, useApiMutation } from '@uaeaf/account-kit';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, DetailsList, EmptyState, LocalizedLink, QueryStates, useAed, useDates } from '@uaeaf/ui';
import { actionButton, ConfirmDialog } from '@uaeaf/ui/dialog';
import { cancelRegistration, registrationsKey, useTrainingRegistrations } from './courses-api';
import { billText, cancelButtonName, cancelTitle, coursesText, waitingText } from './course-messages';
import styles from './courses.module.css';

type Registration = AccountTrainingRegistrations['items'][number];

/**
 * The member's training course registrations (decision 059): each course with its dates, the registration's status,
 * its fee's bill, and cancellation until the day before the course starts, through the course page's own API and
 * the product's confirmation dialog.
 */
export function CourseRegistrations() {
  const intl = useIntl();
  const locale = useLocale();
  const query = useTrainingRegistrations();
  const [cancelling, setCancelling] = useState<Registration | null>(null);
  const cancel = useApiMutation({
    call: (registration: Registration) => cancelRegistration(registration.courseId),
    successText: () => intl.formatMessage(coursesText.done),
    invalidates: [registrationsKey],
    refusalText: (error) =>
      error.code === TrainingErrorCodes.courseStarted ? intl.formatMessage(coursesText.started) : undefined,
    onSuccess: () => setCancelling(null),
  });
  const close = () => {
    cancel.reset();
    setCancelling(null);
  };

  return (
    <>
      <p>
        <LocalizedLink to="/training-courses">{intl.formatMessage(coursesText.find)}</LocalizedLink>
      </p>
      <QueryStates query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(coursesText.none)}</p>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {items.map((registration) => (
                <CourseItem key={registration.id} registration={registration} onCancel={setCancelling} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      {cancelling && (
        <ConfirmDialog
          title={intl.formatMessage(cancelTitle, { course: cancelling.course.name[locale] })}
          confirmLabel={intl.formatMessage(coursesText.cancel)}
          closeLabel={intl.formatMessage(coursesText.keep)}
          danger
          pending={cancel.isPending}
          failure={cancel.failure}
          onConfirm={() => cancel.mutate(cancelling)}
          onClose={close}
        >
          <p>{intl.formatMessage(coursesText.confirm)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CourseItem({
  registration,
  onCancel,
}: {
  registration: Registration;
  onCancel: (registration: Registration) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { day } = useDates();
  const { course, bill } = registration;
  const name = course.name[locale];
  const status =
    registration.status === 'waiting'
      ? intl.formatMessage(waitingText, { position: intl.formatNumber(registration.position ?? 0) })
      : intl.formatMessage(coursesText[registration.status]);
  return (
    <li className={styles.course} aria-label={name}>
      <h2>
        <LocalizedLink to={`/training-courses/${course.id}`}>{name}</LocalizedLink>
      </h2>
      <DetailsList
        items={[
          [intl.formatMessage(coursesText.dates), <DateRange from={course.startDate} to={course.endDate} />],
          [intl.formatMessage(coursesText.status), status],
          [intl.formatMessage(coursesText.registeredOn), day(registration.createdAt)],
          [
            intl.formatMessage(coursesText.bill),
            bill && (
              <a href={invoiceUrl(bill.id, locale)}>
                {intl.formatMessage(billText, {
                  number: bill.number,
                  amount: aed(bill.amountFils),
                  status: intl.formatMessage(billStatusText[bill.status]),
                })}
              </a>
            ),
          ],
        ]}
      />
      {registration.mayCancel && (
        <button
          type="button"
          className={actionButton.secondary}
          aria-label={intl.formatMessage(cancelButtonName, { course: name })}
          onClick={() => onCancel(registration)}
        >
          {intl.formatMessage(coursesText.cancel)}
        </button>
      )}
    </li>
  );
}
