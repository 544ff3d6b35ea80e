import * as v from 'valibot';

/** Every API error has this body, whatever its status; `fields` maps a field path to its message ids. */
export const ApiErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
