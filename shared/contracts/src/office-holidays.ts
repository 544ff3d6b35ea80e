import * as v from 'valibot';
import { LocalizedTextSchema } from './localized';
import { DateSchema } from './registration/fields';
import { requiredLine } from './text';

/**
 * The UAE's public holidays in the office (decision 062): the administrator keeps the list, one row a day (an Eid of
 * three days is three rows), and the contact inbox's due day passes over them.
 */
export const OfficeHolidaySchema = v.object({
  id: v.number(),
  day: v.string(),
  name: LocalizedTextSchema,
});
export type OfficeHoliday = v.InferOutput<typeof OfficeHolidaySchema>;

/** `GET /api/office/holidays`: every holiday, earliest first. */
export const OfficeHolidayListSchema = v.object({ items: v.array(OfficeHolidaySchema) });
export type OfficeHolidayList = v.InferOutput<typeof OfficeHolidayListSchema>;

export const holidayLimits = { name: 100 } as const;

export const holidayMessages = {
  /** The day is a holiday already. */
  dayTaken: 'holidays.dayTaken',
} as const;

/** `POST /api/office/holidays`: a day and its name in both languages. */
export const HolidayInputSchema = v.object({
  day: DateSchema,
  nameAr: requiredLine(holidayLimits.name),
  nameEn: requiredLine(holidayLimits.name),
});
export type HolidayInput = v.InferOutput<typeof HolidayInputSchema>;
export type HolidayInputBody = v.InferInput<typeof HolidayInputSchema>;
