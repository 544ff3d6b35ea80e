import * as v from 'valibot';
import { validationMessages } from './auth';

/**
 * The rules a tournament's or a training course's days keep (issue 14 item 3, decision 061). The office's editors
 * check them in the form and the API checks them again (the same schemas); the registration code
 * (`tournamentRegistrationState`, `courseRegistrationStatus`) reads windows it may trust to keep them. All days are UAE
 * calendar days, both ends included. The ids start with `validation.`, as the API passes on only those.
 */
export const scheduleMessages = {
  /** The last day is before the first. */
  endBeforeStart: 'validation.endBeforeStart',
  /** A registration window closes before it opens. */
  windowEndsBeforeItOpens: 'validation.windowEndsBeforeItOpens',
  /** A registration window is still open on (or after) the first day of the event. */
  windowEndsAfterStart: 'validation.windowEndsAfterStart',
  /** The second window opens before the first one has closed. */
  secondWindowOverlaps: 'validation.secondWindowOverlaps',
} as const;

export interface RegistrationWindowFields {
  start: string;
  end: string;
}

/**
 * The problems of an event's days, by the field to correct: the dates, then each window (named by its two fields, in
 * order: a later window must open after the one before it has closed). Dates are `YYYY-MM-DD` (they compare as text);
 * a window whose two fields are empty is not offered; one with a single day needs the other.
 */
export function scheduleProblems<T extends Record<string, unknown>>(
  values: T,
  dates: { start: keyof T & string; end: keyof T & string },
  windows: { start: keyof T & string; end: keyof T & string }[],
): Partial<Record<keyof T & string, string>> {
  const day = (field: keyof T & string) =>
    typeof values[field] === 'string' ? (values[field] as string) : '';
  const problems: Partial<Record<keyof T & string, string>> = {};
  const startDate = day(dates.start);
  if (startDate && day(dates.end) && day(dates.end) < startDate)
    problems[dates.end] = scheduleMessages.endBeforeStart;
  let previousEnd = '';
  for (const window of windows) {
    const opens = day(window.start);
    const closes = day(window.end);
    if (!opens || !closes) {
      if (opens || closes) problems[opens ? window.end : window.start] = validationMessages.required;
      continue;
    }
    if (closes < opens) problems[window.end] = scheduleMessages.windowEndsBeforeItOpens;
    else if (startDate && closes >= startDate) problems[window.end] = scheduleMessages.windowEndsAfterStart;
    if (previousEnd && opens <= previousEnd) problems[window.start] = scheduleMessages.secondWindowOverlaps;
    previousEnd = closes;
  }
  return problems;
}

/**
 * A schema step that reports `scheduleProblems` on their fields, so a form shows each where it is corrected. The form
 * and the API both stop a pipe at its first failure, so these show once every field is valid on its own.
 */
export function keepsSchedule<T extends Record<string, unknown>>(
  dates: { start: keyof T & string; end: keyof T & string },
  windows: { start: keyof T & string; end: keyof T & string }[],
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    for (const [key, message] of Object.entries(scheduleProblems(input as T, dates, windows))) {
      addIssue({
        message: message as string,
        path: [{ type: 'object', origin: 'value', input, key, value: input[key] }],
      });
    }
  });
}

/** A day the form needs. */
export const requiredDaySchema = v.pipe(
  v.string(validationMessages.required),
  v.nonEmpty(validationMessages.required),
  v.isoDate(validationMessages.invalid),
);

/** A day a form may leave empty ('' or null: none). */
export const optionalDaySchema = v.nullable(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.isoDate(validationMessages.invalid))],
    validationMessages.invalid,
  ),
);
