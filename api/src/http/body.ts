import type { Context } from 'hono';
import { hasForbiddenCharacters, validationMessages } from '@uaeaf/contracts';
import * as v from 'valibot';
import { largeBodyBytes, largeBodySlots, yieldToOthers } from './decode-slots';
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
  const bytes = await readBody(c);
  const release = bytes.byteLength > largeBodyBytes ? await largeBodySlots.acquire() : () => {};
  if (!release) {
    c.header('Retry-After', '5');
    throw new ApiError(503, 'busy', 'Too many large forms are being read; try again shortly');
  }
  try {
    return await decode(bytes, schema);
  } finally {
    release();
  }
}

/**
 * The body's bytes; a refusal of the body limit (413, 408) passes through, anything else the stream throws is a
 * body that did not arrive whole.
 */
async function readBody(c: Context): Promise<ArrayBuffer> {
  try {
    return await c.req.arrayBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidBody('The request body could not be read');
  }
}

/** Steps that take tens of milliseconds each for a large body, with the thread handed back between them. */
async function decode<TSchema extends v.GenericSchema>(
  bytes: ArrayBuffer,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  // As `Request.json()` reads it: UTF-8, a byte order mark skipped.
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  await yieldToOthers();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidBody('The request body is not valid JSON');
  }
  await yieldToOthers();
  const untyped = untypedTextPaths(body);
  if (untyped.length > 0) {
    throw new ApiError(
      400,
      'validation_failed',
      'The request body is not valid',
      Object.fromEntries(untyped.map((path) => [path, [validationMessages.textCharacters]])),
    );
  }
  await yieldToOthers();
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

/**
 * The dot paths of every string (or key) holding a control character or a lone surrogate, wherever the body has
 * one: the contracts' text schemas refuse them with this message, and this catches the fields whose schema is a bare
 * string, before the database refuses them with an error. A loop rather than recursion: a body nested 100,000 deep
 * parses as JSON but would overflow the stack.
 */
function untypedTextPaths(body: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[body, wholeBody]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) found.push(path);
        else pending.push([item, path === wholeBody ? key : `${path}.${key}`]);
      }
    }
  }
  return [...new Set(found)];
}
