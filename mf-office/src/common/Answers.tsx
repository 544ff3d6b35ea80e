import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { fieldLabels, officialLabels, stepTitle } from '@uaeaf/account-kit';
import {
  EmirateNames,
  Emirates,
  formatEmiratesId,
  registrationSchemas,
  type Emirate,
  type LookupsResponse,
  type RegistrationForm,
  type RegistrationFormName,
} from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import { DetailsList, useDates } from '@uaeaf/ui';
import { useLookups } from './api';
import { officeText, occupationText } from './messages';
import styles from './common.module.css';

/** Answers that name an emirate: by its fixed name, with no list to wait for. */
const emirateFields = new Set(['residenceEmirate', 'emirate']);

/** Answers that name an entry of a served list, by the list. */
const lookupFields: Record<string, keyof LookupsResponse> = {
  nationality: 'nationalities',
  ownerNationality: 'nationalities',
  country: 'nationalities',
  qualificationId: 'qualifications',
  uniformSizeId: 'uniformSizes',
  gender: 'genders',
  categories: 'clubCategories',
};

/** Shown elsewhere on the page (the club, with its name) or never sent back (the password). */
const skipped = new Set(['clubId', 'password', 'passwordConfirmation']);

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
}

function pair(value: unknown): string {
  const { ar = '', en = '' } = (value ?? {}) as { ar?: string; en?: string };
  return [ar, en].filter((part) => part.trim() !== '').join(' · ');
}

/** The name of a list entry an answer points at, or undefined when the list does not have it. */
function lookupName(lookups: LookupsResponse, list: keyof LookupsResponse, value: unknown, locale: Locale) {
  const entries = lookups[list] as {
    id: unknown;
    code?: string;
    name?: { ar: string; en: string };
    nameAr?: string;
    nameEn?: string;
  }[];
  const found = entries.find((entry) => entry.id === value || entry.code === value);
  if (!found) return undefined;
  return found.name ? found.name[locale] : locale === 'ar' ? found.nameAr : found.nameEn;
}

/** An Emirates ID, stored as its 15 digits, as printed on the card (784-YYYY-NNNNNNN-C), left to right. */
export function EmiratesId({ value }: { value: string }) {
  return <span className="ltr-value">{/^\d{15}$/.test(value) ? formatEmiratesId(value) : value}</span>;
}

interface Shown {
  intl: IntlShape;
  locale: Locale;
  day: (value: string) => string;
  lookups: LookupsResponse | undefined;
}

/** One answer as staff will read it: a list entry's name, a date in words, yes or no, both names of a pair. */
function shown(name: string, value: unknown, { intl, locale, day, lookups }: Shown): ReactNode {
  if (emirateFields.has(name) && (Emirates as readonly unknown[]).includes(value)) {
    return EmirateNames[value as Emirate][locale];
  }
  const list = lookupFields[name];
  if (list && lookups) {
    const values = Array.isArray(value) ? value : [value];
    const names = values.map((item) => lookupName(lookups, list, item, locale) ?? String(item));
    return intl.formatList(names);
  }
  if (typeof value === 'boolean') return intl.formatMessage(value ? officeText.yes : officeText.no);
  if (typeof value === 'number') return intl.formatNumber(value, { useGrouping: !/Year$/.test(name) });
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value);
    if (name === 'emiratesId') return <EmiratesId value={value} />;
    if (name === 'occupation' && (value === 'employee' || value === 'student')) {
      return intl.formatMessage(occupationText[value]);
    }
    return <bdi>{value}</bdi>;
  }
  if (Array.isArray(value)) return intl.formatList(value.map(String));
  if (name === 'officials') {
    return (
      <ul className={styles.plainList}>
        {Object.entries(value as Record<string, unknown>)
          .filter(([, person]) => pair(person))
          .map(([role, person]) => (
            <li key={role}>
              {officialLabels[role] ? intl.formatMessage(officialLabels[role]) : role}:{' '}
              <bdi>{pair(person)}</bdi>
            </li>
          ))}
      </ul>
    );
  }
  return pair(value) ? <bdi>{pair(value)}</bdi> : <bdi>{JSON.stringify(value)}</bdi>;
}

type Row = [label: string, value: ReactNode];

function isRegistrationForm(form: string | undefined): form is RegistrationFormName {
  return form !== undefined && Object.hasOwn(registrationSchemas, form);
}

/** One step of the form the answers were given in, under the heading the form gave it. */
function Step({ title, rows }: { title: string; rows: Row[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <DetailsList items={rows} />
    </section>
  );
}

/**
 * Everything the applicant answered, each under the label the registration form asked it with, or `labels`' for the
 * fields of another form (a service's). The answers of a registration form (`form`, its URL name) are shown in its
 * steps and their order, from the form's own definition (stored answers come back in the database's key order);
 * anything the form no longer asks comes last.
 */
export function Answers({
  details,
  labels = {},
  form,
}: {
  details: Record<string, unknown>;
  labels?: Record<string, MessageDescriptor>;
  form?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  const lookups = useLookups().data;
  const context = { intl, locale, day, lookups };
  const given = new Map(
    Object.entries(details).filter(([name, value]) => !skipped.has(name) && !isEmpty(value)),
  );
  const row = (name: string): Row => [
    labels[name]
      ? intl.formatMessage(labels[name])
      : fieldLabels[name]
        ? intl.formatMessage(fieldLabels[name])
        : name,
    shown(name, given.get(name), context),
  ];
  if (!isRegistrationForm(form)) return <DetailsList items={[...given.keys()].map(row)} />;
  // Any form's steps, as a stepper shared by all forms reads them (`RegistrationForm` without arguments).
  const { accountType, steps } = registrationSchemas[form] as RegistrationForm;
  const asked = new Set(steps.flatMap((step) => step.fields));
  const others = [...given.keys()].filter((name) => !asked.has(name));
  return (
    <>
      {steps.map((step) => {
        const fields = step.fields.filter((name) => given.has(name));
        return fields.length === 0 ? null : (
          <Step
            key={step.id}
            title={intl.formatMessage(stepTitle(accountType, step.id))}
            rows={fields.map(row)}
          />
        );
      })}
      <DetailsList items={others.map(row)} />
    </>
  );
}
