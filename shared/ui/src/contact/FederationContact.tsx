import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { federationContact } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { federationTimeZone, plainSpaces } from '../dates/dates';

const contactMessages = defineMessages({
  phone: { id: 'ui.contact.phone', defaultMessage: 'Phone' },
  email: { id: 'ui.contact.email', defaultMessage: 'Email' },
});

const officeHoursMessage = defineMessage<{ from: string; to: string }>({
  id: 'ui.contact.officeHours',
  defaultMessage: 'Office hours: {from} to {to}, Sharjah time',
});

const replyMessage = defineMessage<{ days: number }>({
  id: 'ui.contact.reply',
  defaultMessage: 'We reply within {days, plural, one {# working day} other {# working days}}.',
});

/** An hour of the day in Sharjah, in the page's language: 2026-01-01 there is UTC+4 (no daylight saving). */
function useSharjahHour() {
  const intl = useIntl();
  return (hour: number) =>
    plainSpaces(
      intl.formatTime(Date.UTC(2026, 0, 1, hour - 4), { hour: 'numeric', timeZone: federationTimeZone }),
    );
}

/**
 * The federation's address, phone, email, office hours and reply promise, from the one contract both the footer and
 * the contact page show, so the two can never disagree.
 */
export function FederationContact({ className }: { className?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const hour = useSharjahHour();
  const { address, phone, email, officeHours, replyWithinWorkingDays } = federationContact;
  return (
    <address className={className} data-testid="federation-contact">
      <p>{address[locale]}</p>
      <p>
        {intl.formatMessage(contactMessages.phone)}:{' '}
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="ltr-value" dir="ltr">
          {phone}
        </a>
      </p>
      <p>
        {intl.formatMessage(contactMessages.email)}:{' '}
        <a href={`mailto:${email}`} className="ltr-value" dir="ltr">
          {email}
        </a>
      </p>
      <p>
        {intl.formatMessage(officeHoursMessage, {
          from: hour(officeHours.from),
          to: hour(officeHours.to),
        })}
      </p>
      <p>{intl.formatMessage(replyMessage, { days: replyWithinWorkingDays })}</p>
    </address>
  );
}
