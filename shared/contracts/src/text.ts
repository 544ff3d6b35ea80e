import * as v from 'valibot';
import { validationMessages } from './auth';

/**
 * What every typed text goes through, in the browser and in the API: characters no keyboard types and the database
 * refuses (NUL, other control characters, half of a UTF-16 pair) are an error the form can show, and text that shows
 * nothing (only spaces, direction marks or zero-width characters) is as good as empty.
 */

const { required } = validationMessages;

// Tab, line feed and carriage return are typed (a paragraph, a pasted table); every other C0/C1 control is not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character that is neither typed nor storable: a control character or a lone surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return controlCharacter.test(text) || loneSurrogate.test(text);
}

// Directional marks, embeddings, overrides and isolates, zero-width (non-)joiners and spaces, word joiners, the BOM.
const invisibleCharacters = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Whether a text shows nothing: a right-to-left override or a zero-width space alone is not an answer. */
export function isVisiblyBlank(text: string): boolean {
  return text.replace(invisibleCharacters, '').trim() === '';
}

/** Refuses control characters and lone surrogates with `validation.textCharacters`. */
export const typedCharacters = v.check(
  (text: string) => !hasForbiddenCharacters(text),
  validationMessages.textCharacters,
);

/** "Required" for text that is empty or shows nothing. */
export const visiblyFilled = v.check((text: string) => !isVisiblyBlank(text), required);

/** Any required text: typed characters only, something visible, at most `max` characters after `normalize`. */
function requiredText(max: number, normalize: (text: string) => string) {
  return v.pipe(
    v.string(required),
    typedCharacters,
    v.transform(normalize),
    // Empty text is visibly blank too: one "required", whether or not the caller aborts the pipe early.
    visiblyFilled,
    v.maxLength(max, validationMessages.maxLength),
  );
}

/**
 * One line of text: runs of spaces and line breaks become one space, so a subject cannot add headers to the email
 * that forwards it.
 */
export function requiredLine(max: number) {
  return requiredText(max, (text) => text.replace(/\s+/g, ' ').trim());
}

/** Plain text that keeps its paragraphs; stored as typed, never read as HTML. */
export function requiredParagraphs(max: number) {
  return requiredText(max, (text) => text.replace(/\r\n?/g, '\n').trim());
}
