import * as v from 'valibot';
import { validationMessages } from './auth';
import type { LocalizedText } from './localized';

/** The seven emirates in their customary order, as stored (a database enum) and as sent in `?emirate=`. */
export const Emirates = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;
export type Emirate = (typeof Emirates)[number];
export const EmirateSchema = v.picklist(Emirates, validationMessages.invalid);

/** Fixed names, so the API need not send them with every club and the filter can list them before any data loads. */
export const EmirateNames: Readonly<Record<Emirate, LocalizedText>> = {
  'abu-dhabi': { ar: 'أبوظبي', en: 'Abu Dhabi' },
  dubai: { ar: 'دبي', en: 'Dubai' },
  sharjah: { ar: 'الشارقة', en: 'Sharjah' },
  ajman: { ar: 'عجمان', en: 'Ajman' },
  'umm-al-quwain': { ar: 'أم القيوين', en: 'Umm Al Quwain' },
  'ras-al-khaimah': { ar: 'رأس الخيمة', en: 'Ras Al Khaimah' },
  fujairah: { ar: 'الفجيرة', en: 'Fujairah' },
};
