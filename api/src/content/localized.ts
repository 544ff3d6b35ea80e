import {
  type LocalizedRichText,
  LocalizedRichTextSchema,
  type LocalizedText,
  type RichText,
} from '@uaeaf/contracts';
import * as v from 'valibot';

/**
 * Rich text comes out of jsonb columns, which the database does not check against the contract. It is parsed on the
 * way out: a broken block is a bug in whatever wrote it and fails loudly (logged 500) instead of reaching a page.
 */
export function localizedRichText(ar: RichText, en: RichText): LocalizedRichText {
  return v.parse(LocalizedRichTextSchema, { ar, en });
}

/** An optional rich text, stored as two nullable columns that are null together. */
export function optionalRichText(ar: RichText | null, en: RichText | null): LocalizedRichText | null {
  return ar === null || en === null ? null : localizedRichText(ar, en);
}

/** An optional text, stored as two nullable columns that are null together. */
export function optionalText(ar: string | null, en: string | null): LocalizedText | null {
  return ar === null || en === null ? null : { ar, en };
}
