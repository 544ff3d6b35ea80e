import * as v from 'valibot';
import { validationMessages } from '../auth';

export const reasonMaxLength = 1000;

/** A reason as staff type it (blocking, a penalty in one language, lifting it): 1 to 1000 characters, trimmed. */
export const ReasonSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(reasonMaxLength, validationMessages.maxLength),
);
