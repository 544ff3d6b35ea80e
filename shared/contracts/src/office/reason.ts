import { requiredParagraphs } from '../text';

export const reasonMaxLength = 1000;

/**
 * A reason as staff type it (blocking, a penalty in one language, lifting it): 1 to 1000 characters, trimmed, typed
 * characters only (a NUL reached the database and answered 500 before).
 */
export const ReasonSchema = requiredParagraphs(reasonMaxLength);
