// en-CA formats as YYYY-MM-DD, the form PostgreSQL `date` columns take and give.
const uaeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' });

/** The federation's calendar day (UAE time) at this instant: dates such as "penalty active today" are judged by it. */
export function uaeToday(now: Date): string {
  return uaeDay.format(now);
}
