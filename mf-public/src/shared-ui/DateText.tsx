import { FormattedDate } from 'react-intl';

/** The federation's time zone: dates are calendar days in the UAE. */
export const federationTimeZone = 'Asia/Dubai';

/** An ISO day (`2026-03-01`) in the page's language, as a `<time>` element. */
export function DateText({ value, month = 'long' }: { value: string; month?: 'long' | 'short' }) {
  return (
    <time dateTime={value}>
      <FormattedDate
        value={Date.parse(value)}
        year="numeric"
        month={month}
        day="numeric"
        timeZone={federationTimeZone}
      />
    </time>
  );
}

/** Today in the UAE as `YYYY-MM-DD`, the form the API's dates use. */
export function federationToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: federationTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
