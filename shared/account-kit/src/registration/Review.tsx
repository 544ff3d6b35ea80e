import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocale, type Locale } from '@uaeaf/i18n';
import type { FieldInfo } from './field-info';
import { officialLabels } from './field-labels';
import { fieldLabel } from './fields/Field';
import { useRegistration, type AttachedFile } from './fields/context';
import { lookupOptions, type FormLists } from './lookups';
import { answerText } from './answer-text';
import { editStep, registrationMessages } from './registration-messages';
import styles from './registration.module.css';
import { isEmpty } from './form-body';
import type { StepperStep } from './Stepper';

interface Shown {
  intl: IntlShape;
  locale: Locale;
  lookups: FormLists;
  file?: AttachedFile;
  /** The server holds a file for the field (a resubmission's). */
  stored: boolean;
}

const bidi = (text: string) => <bdi>{text}</bdi>;

function pair(value: unknown): string {
  const { ar = '', en = '' } = (value ?? {}) as { ar?: string; en?: string };
  return [ar, en].filter((part) => part.trim() !== '').join(' · ');
}

/** An answer as the person will recognise it: the option's name, the date in words, the file's name. */
function shown(value: unknown, info: FieldInfo, { intl, locale, lookups, file, stored }: Shown): ReactNode {
  if (isEmpty(value)) return stored ? intl.formatMessage(registrationMessages.storedFile) : undefined;
  switch (info.kind) {
    case 'text':
      return bidi(answerText(value, info, intl, locale, lookups)!);
    case 'number':
    case 'date':
    case 'select':
    case 'radio':
      return answerText(value, info, intl, locale, lookups);
    case 'checkboxes': {
      const names = lookupOptions(lookups, 'clubCategories', locale)
        .filter((option) => (value as unknown[]).includes(option.value))
        .map((option) => option.label);
      return names.length ? intl.formatList(names) : undefined;
    }
    case 'file':
      return file ? bidi(file.name) : '✓';
    case 'bilingual':
      return pair(value) ? bidi(pair(value)) : undefined;
    case 'officials': {
      const given = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, name]) => pair(name));
      if (!given.length) return undefined;
      return (
        <>
          {given.map(([role, name]) => (
            <span key={role} className={styles.line}>
              {officialLabels[role] ? intl.formatMessage(officialLabels[role]) : role}: {bidi(pair(name))}
            </span>
          ))}
        </>
      );
    }
  }
}

/** The last step: every answer of every step, each step with a way back to change it. */
export function Review({
  steps,
  onEdit,
}: {
  steps: readonly StepperStep[];
  onEdit: (stepId: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { form, infos, lookups, answers, files, storedFiles } = useRegistration();
  const values = useWatch() as Record<string, unknown>;
  return (
    <div className={styles.review}>
      <p className={styles.note}>{intl.formatMessage(registrationMessages.reviewIntro)}</p>
      {steps.map((step) => {
        const fields = form.steps
          .find((candidate) => candidate.id === step.id)!
          .fields.filter((field) => form.isAsked(field, answers));
        return (
          <section key={step.id} className={styles.reviewSection} aria-label={step.title}>
            <h3>{step.title}</h3>
            <dl className={styles.summary}>
              {fields.map((field) => (
                <div key={field} className={styles.row}>
                  <dt>{fieldLabel(intl, field)}</dt>
                  <dd>
                    {shown(values[field], infos[field]!, {
                      intl,
                      locale,
                      lookups,
                      file: files[field],
                      stored: storedFiles.includes(field),
                    }) ?? intl.formatMessage(registrationMessages.notGiven)}
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <button type="button" className={styles.secondary} onClick={() => onEdit(step.id)}>
                {intl.formatMessage(editStep, { step: step.title })}
              </button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
