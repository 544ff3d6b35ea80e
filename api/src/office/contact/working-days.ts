import { addDays } from '../../calendar';

/**
 * Sharjah's government works Monday to Thursday (its four-day week since 2022); Friday, Saturday and Sunday are off,
 * and so are the UAE's public holidays (`holidays`, the office's list: decision 062).
 */
export function isSharjahWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 4 && !holidays.has(day);
}

/** The `count`th working day after `day` (the day of receipt itself is not counted, whatever day it is). */
export function workingDaysAfter(day: string, count: number, holidays: ReadonlySet<string>): string {
  let current = day;
  for (let counted = 0; counted < count;) {
    current = addDays(current, 1);
    if (isSharjahWorkingDay(current, holidays)) counted += 1;
  }
  return current;
}
