import * as v from 'valibot';
import { validationMessages } from '../auth';

/**
 * Rules between fields ("required when resident", "expiry after issue"). Each names the fields it reads and the one
 * field its message belongs to, so the form shows the message there and the front end can find the step holding it.
 */

/** What a rule knows besides the form: the federation's calendar day (UAE time, `YYYY-MM-DD`) it is sent on. */
export interface RegistrationContext {
  today: string;
}

type FieldOf<TValues> = keyof TValues & string;

export interface FieldRule<TValues> {
  reads: readonly FieldOf<TValues>[];
  /** Where the message goes when the rule does not hold. */
  target: FieldOf<TValues>;
  message: string;
  // Method syntax: a rule written for the member fields also serves a form with more fields.
  holds(values: TValues, context: RegistrationContext): boolean;
}

/**
 * Fields asked only in some cases (the employer of an employee, a minor's guardian): required when `applies`.
 * Otherwise they are `optional` (kept when given, such as an Emirates ID a visitor gives anyway) or `dropped` from the
 * output, so the API never stores an answer to a question the person was not asked.
 * `applies` may see a form half filled in (`isAsked`), so it must cope with missing values.
 */
export interface ConditionalFields<TValues> {
  reads: readonly FieldOf<TValues>[];
  fields: readonly FieldOf<TValues>[];
  applies(values: Partial<TValues>, context: RegistrationContext): boolean;
  otherwise: 'optional' | 'dropped';
  /** Of `fields`, those asked when it applies yet never required: a resubmission's files keep the ones sent before. */
  mayStayEmpty?: readonly FieldOf<TValues>[];
}

function requiredRules<TValues>(condition: ConditionalFields<TValues>): FieldRule<TValues>[] {
  const required = condition.fields.filter((field) => !condition.mayStayEmpty?.includes(field));
  return required.map((field) => ({
    reads: condition.reads,
    target: field,
    message: validationMessages.required,
    holds: (values, context) => !condition.applies(values, context) || values[field] !== undefined,
  }));
}

/**
 * The rules as one validation action. A rule waits until every field it reads, and its target, has passed its own
 * schema, so one mistake is not reported twice; a field gets at most one rule message. Without `abortPipeEarly`
 * the rules run beside the fields' own messages; with it (the API, and react-hook-form's resolver by default), only
 * once every field is valid: which is why each form also offers a schema per step (`stepSchemaOn`).
 */
export function checkRules<TValues extends Record<string, unknown>>(
  rules: readonly FieldRule<TValues>[],
  conditions: readonly ConditionalFields<TValues>[],
  context: RegistrationContext,
) {
  const all = [...rules, ...conditions.flatMap(requiredRules)];
  return v.rawCheck<TValues>(({ dataset, addIssue }) => {
    const failed = new Set<string>();
    for (const issue of dataset.issues ?? []) {
      const field = issue.path?.[0]?.key;
      // An issue about the body as a whole (not an object at all): there is nothing to compare.
      if (typeof field !== 'string') return;
      failed.add(field);
    }
    // Every field the rules compare passed its schema, so it holds its output value.
    const values = dataset.value as TValues;
    for (const rule of all) {
      if (failed.has(rule.target) || rule.reads.some((field) => failed.has(field))) continue;
      if (rule.holds(values, context)) continue;
      failed.add(rule.target);
      addIssue({
        message: rule.message,
        path: [
          { type: 'object', origin: 'value', input: values, key: rule.target, value: values[rule.target] },
        ],
      });
    }
  });
}

/**
 * Before the fields are checked, removes those of `dropped` conditions that do not apply, judged on the values the
 * fields the condition reads parse to. So a ratio typed while "disabled" was ticked, left behind when it was
 * unticked, neither blocks the form (even if out of range) nor reaches the API. When a field the condition reads is
 * itself invalid, nothing is removed: that field's own message comes first.
 */
export function clearUnasked(
  entries: v.ObjectEntries,
  conditions: readonly ConditionalFields<Record<string, unknown>>[],
  context: RegistrationContext,
) {
  return v.transform((input: Record<string, unknown>) => {
    let asked = input;
    for (const condition of conditions) {
      if (condition.otherwise !== 'dropped') continue;
      const read: Record<string, unknown> = {};
      for (const field of condition.reads) {
        const result = v.safeParse(entries[field]!, input[field]);
        if (!result.success) break;
        read[field] = result.output;
      }
      if (Object.keys(read).length < condition.reads.length || condition.applies(read, context)) continue;
      asked = { ...asked };
      for (const field of condition.fields) delete asked[field];
    }
    return asked;
  });
}
