import {
  ClubCategories,
  EmailSchema,
  Emirates,
  EmiratesIdSchema,
  GenderIdSchema,
  ImageOrPdfUploadSchema,
  ImageUploadSchema,
  NationalityCodeSchema,
  PasswordSchema,
  PdfUploadSchema,
  PhoneSchema,
  RegistrationOfficialRoles,
  checkImageOrPdfUpload,
  checkImageUpload,
  checkPdfUpload,
  imageOrPdfUploadAccept,
  imageUploadAccept,
  pdfUploadAccept,
  validationMessages,
} from '@uaeaf/contracts';

/**
 * What each field of a registration form is, read from its schema in the contract: the component that shows it,
 * the list it chooses from, and the limits its messages name. Only what a schema cannot say (which served list a
 * lookup id comes from, the autocomplete token) is looked up by the field's name.
 */

export type LookupList =
  'nationalities' | 'genders' | 'emirates' | 'qualifications' | 'uniformSizes' | 'memberClubs';

export type FileKind = 'image' | 'pdf' | 'imageOrPdf';

export type FieldInfo =
  | { kind: 'text'; type: 'text' | 'email' | 'password' | 'tel' | 'url'; dir?: 'ltr' | 'rtl' }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'date' }
  | { kind: 'select'; list: LookupList }
  | { kind: 'radio'; options: 'genders' | 'yesNo' | readonly string[] }
  | { kind: 'checkboxes'; options: readonly string[] }
  | { kind: 'file'; file: FileKind }
  | { kind: 'bilingual' }
  | { kind: 'officials'; roles: readonly string[] };

interface Node {
  type?: string;
  kind?: string;
  requirement?: unknown;
  pipe?: readonly Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  options?: readonly unknown[];
}

const fileChecks = {
  image: { accept: imageUploadAccept, check: checkImageUpload },
  pdf: { accept: pdfUploadAccept, check: checkPdfUpload },
  imageOrPdf: { accept: imageOrPdfUploadAccept, check: checkImageOrPdfUpload },
} as const satisfies Record<
  FileKind,
  { accept: string; check: (size: number, header: Uint8Array) => string | undefined }
>;

/** The `accept` list of a file input and the contract's check of a chosen file (its size and first bytes). */
export function fileCheck(kind: FileKind) {
  return fileChecks[kind];
}

const known = new Map<unknown, FieldInfo>([
  [ImageUploadSchema, { kind: 'file', file: 'image' }],
  [PdfUploadSchema, { kind: 'file', file: 'pdf' }],
  [ImageOrPdfUploadSchema, { kind: 'file', file: 'imageOrPdf' }],
  [EmailSchema, { kind: 'text', type: 'email' }],
  [PasswordSchema, { kind: 'text', type: 'password' }],
  [PhoneSchema, { kind: 'text', type: 'tel' }],
  [EmiratesIdSchema, { kind: 'text', type: 'text', dir: 'ltr' }],
  [GenderIdSchema, { kind: 'radio', options: 'genders' }],
  [NationalityCodeSchema, { kind: 'select', list: 'nationalities' }],
]);

/** Lookup ids say nothing of the list they come from. */
const lookupLists: Record<string, LookupList> = {
  qualificationId: 'qualifications',
  uniformSizeId: 'uniformSizes',
  clubId: 'memberClubs',
};

/** Fields whose schema is a plain string or a general check, and that still read left to right. */
const byName: Record<string, FieldInfo> = {
  passwordConfirmation: { kind: 'text', type: 'password' },
  passportNumber: { kind: 'text', type: 'text', dir: 'ltr' },
};

/** The schema under `optional` wrappers and under `optionalField`'s pipe (blank becomes missing, then the field). */
function core(schema: Node): Node {
  // A piped schema takes the type of its first item, so the pipe is looked at first.
  const pipe = schema.pipe;
  if (pipe && pipe[0]?.type === 'optional' && pipe.at(-1)?.type === 'optional') return core(pipe.at(-1)!);
  if (schema.type === 'optional' || schema.type === 'nullish') return core(schema.wrapped!);
  return schema;
}

/** The schema and actions a value goes through, a piped schema's own pipe included (the date of birth's). */
function items(schema: Node): Node[] {
  if (!schema.pipe) return [schema];
  const [first, ...rest] = schema.pipe;
  return [...(first ? items(first) : []), ...rest];
}

function knownInfo(schema: Node): FieldInfo | undefined {
  return known.get(schema) ?? (schema.pipe?.[0] ? known.get(schema.pipe[0]) : undefined);
}

function requirement(schema: Node, type: string): number | undefined {
  const action = items(core(schema)).find((item) => item.type === type);
  return typeof action?.requirement === 'number' ? action.requirement : undefined;
}

const sameList = (options: readonly unknown[] | undefined, list: readonly string[]) =>
  options?.length === list.length && list.every((item) => options.includes(item));

/** How a field of a form is shown, from its name and its schema (`form.entries[name]`). */
export function describeField(name: string, schema: unknown): FieldInfo {
  if (byName[name]) return byName[name];
  const node = core(schema as Node);
  const info = knownInfo(node);
  if (info) return info;
  if (lookupLists[name]) return { kind: 'select', list: lookupLists[name] };
  const flow = items(node);
  const root = flow[0]!;
  const types = new Set(flow.map((item) => item.type));
  switch (root.type) {
    case 'boolean':
      return { kind: 'radio', options: 'yesNo' };
    case 'number': {
      const max = requirement(node, 'max_value');
      return {
        kind: 'number',
        integer: types.has('integer'),
        min: requirement(node, 'min_value'),
        max: max === Number.MAX_SAFE_INTEGER ? undefined : max,
      };
    }
    case 'picklist':
      if (sameList(root.options, Emirates)) return { kind: 'select', list: 'emirates' };
      return { kind: 'radio', options: (root.options ?? []) as string[] };
    case 'array':
      return { kind: 'checkboxes', options: ClubCategories };
    case 'object': {
      const keys = Object.keys(root.entries ?? {});
      if (keys.length === 2 && keys.includes('ar') && keys.includes('en')) return { kind: 'bilingual' };
      return { kind: 'officials', roles: keys.length ? keys : RegistrationOfficialRoles };
    }
  }
  if (types.has('iso_date')) return { kind: 'date' };
  if (types.has('url')) return { kind: 'text', type: 'url', dir: 'ltr' };
  if (/Ar$/.test(name)) return { kind: 'text', type: 'text', dir: 'rtl' };
  if (/En$/.test(name)) return { kind: 'text', type: 'text', dir: 'ltr' };
  return { kind: 'text', type: 'text' };
}

/** The schema of a path (`name.ar`, `officials.ceo.en`), to find the limit its message names. */
function schemaAt(entries: Readonly<Record<string, unknown>>, path: string): Node | undefined {
  const [field, ...rest] = path.split('.');
  let node = entries[field!] as Node | undefined;
  for (const key of rest) node = node && core(node).entries?.[key];
  return node;
}

/**
 * The number a message names: the field's minimum or maximum value or length. A foundation year's maximum is this
 * year, a rule rather than part of its schema.
 */
export function messageCount(
  entries: Readonly<Record<string, unknown>>,
  path: string,
  message: string,
  today: string,
): number | undefined {
  const schema = schemaAt(entries, path);
  if (!schema) return undefined;
  switch (message) {
    case validationMessages.minValue:
      return requirement(schema, 'min_value');
    case validationMessages.maxValue: {
      const max = requirement(schema, 'max_value');
      return max === undefined || max === Number.MAX_SAFE_INTEGER ? Number(today.slice(0, 4)) : max;
    }
    case validationMessages.maxLength:
      return requirement(schema, 'max_length');
    case validationMessages.minLength:
      return requirement(schema, 'min_length');
  }
  return undefined;
}

/** The leaf paths of a field in the order they are shown, to focus the first one with an error. */
export function leafPaths(name: string, info: FieldInfo): string[] {
  if (info.kind === 'bilingual') return [`${name}.ar`, `${name}.en`];
  if (info.kind === 'officials')
    return info.roles.flatMap((role) => [`${name}.${role}.ar`, `${name}.${role}.en`]);
  return [name];
}

/** What an empty form holds for a field. Numbers and choices start undefined: nothing typed, nothing chosen. */
export function emptyValue(info: FieldInfo): unknown {
  switch (info.kind) {
    case 'text':
    case 'date':
    case 'file':
      return '';
    case 'checkboxes':
      return [];
    case 'bilingual':
      return { ar: '', en: '' };
    case 'officials':
      return Object.fromEntries(info.roles.map((role) => [role, { ar: '', en: '' }]));
    default:
      return undefined;
  }
}
