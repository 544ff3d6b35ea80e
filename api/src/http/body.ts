import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';

// The key that stands for the body as a whole in `fields`, as `parseQuery` uses it for the query string.
const wholeBody = '';

/**
 * Parses a JSON body or answers 400 `validation_failed` with message ids per field, never a 500. The content type must
 * say JSON: a cross-site HTML form can post `text/plain` that happens to parse as JSON, but cannot send
 * `application/json` without the browser asking this server first (CORS preflight).
 */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
    throw invalidBody('The request body must be JSON (Content-Type: application/json)');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidBody('The request body is not valid JSON');
  }
  // One message per field, the first that applies, as a form shows it: an empty email is "required", not also "invalid".
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (result.success) return result.output;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? wholeBody;
    const messages = (fields[path] ??= []);
    const message = messageId(path, issue);
    if (!messages.includes(message)) messages.push(message);
  }
  throw new ApiError(400, 'validation_failed', 'The request body is not valid', fields);
}

function invalidBody(message: string): ApiError {
  return new ApiError(400, 'validation_failed', message, { [wholeBody]: ['validation.invalid'] });
}

/**
 * The contracts' schemas carry the message ids the forms show. A value of the wrong type never comes from a form, so
 * it gets the generic id rather than the one the schema gives to "not a string" (which forms use for "missing").
 */
function messageId(path: string, issue: v.BaseIssue<unknown>): string {
  if (path === wholeBody) return 'validation.invalid';
  if (issue.input === undefined || issue.input === null) return 'validation.required';
  if (issue.kind === 'schema') return 'validation.invalid';
  return issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
}
