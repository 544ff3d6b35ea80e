import { addDays } from '../../calendar';

/**
 * Sharjah's government works Monday to Thursday (its four-day week since 2022); Friday, Saturday and Sunday are off.
 * Public holidays are not counted: the repository keeps no list of them (decision 058).
 */
export function isSharjahWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 4;
}

/** The `count`th working day after `day` (the day of receipt itself is not counted, whatever day it is). */
export function workingDaysAfter(day: string, count: number): string {
  let current = day;
  for (let counted = 0; counted < count;) {
    current = addDays(current, 1);
    if (isSharjahWorkingDay(current)) counted += 1;
  }
  return current;
}
