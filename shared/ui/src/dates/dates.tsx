import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The federation's time zone: dates are calendar days in the UAE. */
export const federationTimeZone = 'Asia/Dubai';

const dayFormat = { year: 'numeric', month: 'long', day: 'numeric', timeZone: federationTimeZone } as const;

/**
 * Dates as text with plain spaces. ICU versions differ in the thin and narrow spaces they put around a range's dash
 * and before "AM": Node's (the server render, decision 090) and the browser's must write the same text, or hydration
 * fails on it.
 */
export const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** ISO days (`2026-03-01`) and instants as text in the page's language and calendar, in UAE time. */
export function useDates() {
  const intl = useIntl();
  // The same functions until the language changes: a table's columns built from them stay the same, and its cells
  // (a button the keyboard is on) are not made anew at every render of the page.
  return useMemo(
    () => ({
      day: (value: string, month: 'long' | 'short' = 'long') =>
        plainSpaces(intl.formatDate(Date.parse(value), { ...dayFormat, month })),
      dayAndTime: (value: string) =>
        plainSpaces(intl.formatDate(Date.parse(value), { ...dayFormat, hour: 'numeric', minute: '2-digit' })),
      range: (from: string, to: string) =>
        plainSpaces(
          from === to
            ? intl.formatDate(Date.parse(from), dayFormat)
            : intl.formatDateTimeRange(Date.parse(from), Date.parse(to), dayFormat),
        ),
    }),
    [intl],
  );
}

/** An ISO day as a `<time>` element. */
export function DateText({ value, month = 'long' }: { value: string; month?: 'long' | 'short' }) {
  return <time dateTime={value}>{useDates().day(value, month)}</time>;
}

/** From one day to another (a one-day event shows its day once). */
export function DateRange({ from, to }: { from: string; to: string }) {
  return <time dateTime={`${from}/${to}`}>{useDates().range(from, to)}</time>;
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
