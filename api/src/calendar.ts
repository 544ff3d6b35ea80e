// en-CA formats as YYYY-MM-DD, the form PostgreSQL `date` columns take and give.
const uaeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' });

/** The federation's calendar day (UAE time) at this instant: dates such as "penalty active today" are judged by it. */
export function uaeToday(now: Date): string {
  return uaeDay.format(now);
}

/** `day` (YYYY-MM-DD) moved by `days`; calendar arithmetic in UTC, where no day is 23 or 25 hours long. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
