import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';

/**
 * A database id given in a query string. Ids are PostgreSQL `integer`s: a larger number would make the query fail
 * with a server error instead of a clear answer, so it is refused here. Messages are ids the front ends translate.
 */
export const IdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d*$/, 'validation.positive_integer'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'validation.max_value'),
);

/** Parses the query string (first value of each key) or answers 400 with the message ids per parameter. */
export function parseQuery<TSchema extends v.GenericSchema<Record<string, string>, unknown>>(
  c: Context,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, c.req.query());
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    // Query values are always strings, so an undefined input can only be a missing parameter.
    const message = issue.input === undefined ? 'validation.required' : issue.message;
    (fields[v.getDotPath(issue) ?? ''] ??= []).push(message);
  }
  throw new ApiError(400, 'validation_failed', 'The query string is not valid', fields);
}
