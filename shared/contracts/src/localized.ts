import * as v from 'valibot';

/** Every user-visible text the API stores is kept in both languages. */
export const LocalizedTextSchema = v.object({
  ar: v.pipe(v.string(), v.minLength(1)),
  en: v.pipe(v.string(), v.minLength(1)),
});
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

/** ISO 8601 date (YYYY-MM-DD) as exchanged between API and front ends. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());
