import * as v from 'valibot';
import { validationMessages } from '../auth';
import { uaeToday } from '../calendar';
import { ImageOrPdfUploadSchema, PdfUploadSchema } from '../files';
import type { AccountType } from '../session';
import { ImageUploadSchema } from '../uploads';
import { optionalField } from './fields';
import { checkRules, clearUnasked, type ConditionalFields, type FieldRule } from './rules';

/** A step of a registration form: the fields a person fills in together, in order. */
export interface RegistrationSection {
  readonly id: string;
  readonly entries: v.ObjectEntries;
}

type MergedEntries<TSections extends readonly RegistrationSection[]> = TSections extends readonly [
  infer First extends RegistrationSection,
  ...infer Rest extends readonly RegistrationSection[],
]
  ? First['entries'] & MergedEntries<Rest>
  : Record<never, never>;

// Read through `~types`: InferInput and InferOutput check their argument is a schema, which TypeScript cannot
// decide for entries still generic (inside `registrationForm`).
type ObjectTypes<TSections extends readonly RegistrationSection[]> =
  MergedEntries<TSections> extends infer TEntries extends v.ObjectEntries
    ? NonNullable<v.ObjectSchema<TEntries, undefined>['~types']>
    : never;
/** The JSON body a form sends (files as references to their uploads). */
export type RegistrationInput<TSections extends readonly RegistrationSection[]> =
  ObjectTypes<TSections>['input'];
/** What the API gets after parsing (trimmed text, the uploads to claim). */
export type RegistrationValues<TSections extends readonly RegistrationSection[]> =
  ObjectTypes<TSections>['output'];

/** What the front end groups the form by, and finds a field's step with. */
export interface RegistrationStep<TField extends string = string> {
  id: string;
  fields: readonly TField[];
}

const fileSchemas = new Set<unknown>([ImageUploadSchema, PdfUploadSchema, ImageOrPdfUploadSchema]);

/** Whether a field takes a file, looking through optional wrappers and pipes. */
function takesFile(schema: unknown): boolean {
  if (fileSchemas.has(schema)) return true;
  if (typeof schema !== 'object' || schema === null) return false;
  const inner = [
    'wrapped' in schema ? schema.wrapped : undefined,
    ...('pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe.slice(1) : []),
    ...('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null
      ? Object.values(schema.entries)
      : []),
  ];
  return inner.some(takesFile);
}

/**
 * One registration form: its steps, rules and schemas, typed by the JSON it takes, the values it gives and its
 * field names. `RegistrationForm` without arguments stands for any of them (a stepper shared by all forms).
 */
export interface RegistrationForm<
  TInput = unknown,
  TValues = Record<string, unknown>,
  TField extends string = string,
> {
  accountType: AccountType;
  steps: readonly RegistrationStep<TField>[];
  /** The schemas of its fields, as its schema checks them. */
  entries: Readonly<Record<TField, v.ObjectEntries[string]>>;
  /** The fields that take a file. */
  fileFields: readonly TField[];
  /** Its rules by the fields they read and the message they give, to list a form's messages or check its names. */
  rules: readonly Pick<FieldRule<never>, 'reads' | 'target' | 'message'>[];
  conditions: readonly Pick<ConditionalFields<never>, 'reads' | 'fields' | 'otherwise' | 'mayStayEmpty'>[];
  /** The whole form as judged on `today` (the federation's calendar day; the browser's by default). */
  schemaOn(today?: string): v.GenericSchema<TInput, TValues>;
  /**
   * The fields of the steps up to `stepId` and the rules among them, for a "next" button: run with abortPipeEarly
   * (react-hook-form's default), the whole schema holds a rule back while a later step is still empty; this one does
   * not. Extra values of later steps are ignored.
   */
  stepSchemaOn(stepId: string, today?: string): v.GenericSchema<TInput, Partial<TValues>>;
  /** The step holding the field of an error path (`email`, `officials.ceo.ar`), to open that step. */
  stepOf(path: string): string | undefined;
  /** Whether the form asks this field given the answers so far (a student is not asked for an employer). */
  isAsked(field: TField, values: Partial<TValues>, today?: string): boolean;
  /** Whether the form requires this field given the answers so far: for the asterisk on its label. */
  isRequired(field: TField, values: Partial<TValues>, today?: string): boolean;
  /**
   * The same form for correcting a rejected request and sending it again: without the login (email and password,
   * which stay as they are), and with every file optional, since a file not sent keeps the one stored with the request.
   */
  resubmission(): RegistrationForm;
  /**
   * The same form filled in by a club or academy for a new player of its own (decision 033): without the password
   * (the player sets it from the mail the API sends) and without the club named, which is the one sending it.
   */
  byClub(): RegistrationForm;
}

/** The account's login: set once at registration, never part of a resubmission. */
const loginFields = new Set(['email', 'password', 'passwordConfirmation']);
/** What a club does not fill in for its new player: the password, and the club. */
const clubFilledOut = new Set(['password', 'passwordConfirmation', 'clubId']);

type Loose = Record<string, unknown>;
/** Sections whose fields are known only when the program runs (a form derived from another). */
type AnySections = readonly [RegistrationSection];

/**
 * A registration form from its steps (sections of fields), the rules between its fields and the fields it asks only
 * in some cases. The steps are the one list of fields: the schema is built from them, so no field can be left out of
 * every step, and the test of all forms checks that none sits in two.
 */
export function registrationForm<const TSections extends readonly RegistrationSection[]>(definition: {
  accountType: AccountType;
  sections: TSections;
  rules: readonly FieldRule<NoInfer<RegistrationValues<TSections>>>[];
  conditions?: readonly ConditionalFields<NoInfer<RegistrationValues<TSections>>>[];
}): RegistrationForm<
  RegistrationInput<TSections>,
  RegistrationValues<TSections>,
  keyof RegistrationValues<TSections> & string
> {
  const { accountType, sections } = definition;
  const rules = definition.rules as unknown as readonly FieldRule<Loose>[];
  const conditions = (definition.conditions ?? []) as unknown as readonly ConditionalFields<Loose>[];
  const entries: v.ObjectEntries = Object.assign({}, ...sections.map((section) => section.entries));
  const object = v.object(entries, validationMessages.required);
  // A body that is no object at all (an array, a string) is refused before anything reads its fields.
  const body = v.custom<Loose>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    validationMessages.invalid,
  );
  const steps = sections.map(({ id, entries: fields }) => ({ id, fields: Object.keys(fields) }));
  const fileFields = Object.keys(entries).filter((field) => takesFile(entries[field]));
  let resubmission: RegistrationForm | undefined;
  let byClub: RegistrationForm | undefined;

  /** This form without the `dropped` fields (and the rules reading them); `optionalFiles`: every file optional. */
  const without = (dropped: ReadonlySet<string>, optionalFiles: boolean): RegistrationForm => {
    const isFile = (field: string) => fileFields.includes(field);
    return registrationForm<AnySections>({
      accountType,
      sections: sections
        .map(({ id, entries: fields }) => ({
          id,
          entries: Object.fromEntries(
            Object.entries(fields)
              .filter(([field]) => !dropped.has(field))
              .map(([field, schema]) => [
                field,
                optionalFiles && isFile(field) && schema.type !== 'optional' ? optionalField(schema) : schema,
              ]),
          ),
        }))
        .filter((section) => Object.keys(section.entries).length > 0) as unknown as AnySections,
      rules: rules.filter((rule) => ![rule.target, ...rule.reads].some((field) => dropped.has(field))),
      conditions: optionalFiles
        ? conditions.map((condition) => ({ ...condition, mayStayEmpty: condition.fields.filter(isFile) }))
        : conditions,
    }) as unknown as RegistrationForm;
  };

  const form: RegistrationForm<unknown, Loose> = {
    accountType,
    steps,
    entries,
    fileFields,
    rules,
    conditions,

    schemaOn(today = uaeToday()) {
      const context = { today };
      return v.pipe(
        body,
        clearUnasked(entries, conditions, context),
        object,
        checkRules(rules, conditions, context),
      );
    },

    stepSchemaOn(stepId, today = uaeToday()) {
      const through = steps.findIndex((step) => step.id === stepId);
      if (through < 0) throw new RangeError(`No step ${stepId} in the ${accountType} form`);
      const known = new Set(steps.slice(0, through + 1).flatMap((step) => step.fields));
      const isKnown = (field: string) => known.has(field);
      const partConditions = conditions
        .filter((condition) => condition.reads.every(isKnown))
        .map((condition) => ({ ...condition, fields: condition.fields.filter(isKnown) }));
      const context = { today };
      return v.pipe(
        body,
        clearUnasked(entries, partConditions, context),
        v.object(
          Object.fromEntries(Object.entries(entries).filter(([field]) => isKnown(field))),
          validationMessages.required,
        ),
        checkRules(
          rules.filter((rule) => isKnown(rule.target) && rule.reads.every(isKnown)),
          partConditions,
          context,
        ),
      );
    },

    stepOf(path) {
      const field = path.split('.')[0];
      return steps.find((step) => step.fields.some((name) => name === field))?.id;
    },

    isAsked(field, values, today = uaeToday()) {
      return conditions.every(
        (condition) =>
          condition.otherwise === 'optional' ||
          !condition.fields.includes(field) ||
          condition.applies(values, { today }),
      );
    },

    isRequired(field, values, today = uaeToday()) {
      const condition = conditions.find((candidate) => candidate.fields.includes(field));
      if (condition) return !condition.mayStayEmpty?.includes(field) && condition.applies(values, { today });
      return !['optional', 'nullish', 'exact_optional'].includes(entries[field]?.type ?? 'optional');
    },

    resubmission() {
      resubmission ??= without(loginFields, true);
      return resubmission;
    },

    byClub() {
      byClub ??= without(clubFilledOut, false);
      return byClub;
    },
  };
  return form as unknown as RegistrationForm<
    RegistrationInput<TSections>,
    RegistrationValues<TSections>,
    keyof RegistrationValues<TSections> & string
  >;
}
