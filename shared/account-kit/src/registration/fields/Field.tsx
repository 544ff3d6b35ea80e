import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from '@uaeaf/i18n';
import type { FieldInfo } from '../field-info';
import { fieldLabels } from '../field-labels';
import { FileField } from '../file-field';
import { lookupOptions } from '../lookups';
import { hints, rangeHint, registrationMessages } from '../registration-messages';
import styles from '../registration.module.css';
import { AgeClass } from './AgeClass';
import { BilingualField, OfficialsField } from './BilingualFields';
import { CheckboxesField, RadioField } from './ChoiceFields';
import { useRegistration } from './context';
import { InputField } from './InputField';
import { SelectField } from './SelectField';
import { choiceLabel } from './choice-label';
import { LockedField } from './LockedField';
import { answerText } from '../answer-text';

/** The label of a field in the page's language. */
export function fieldLabel(intl: IntlShape, name: string): string {
  const label = fieldLabels[name];
  return label ? intl.formatMessage(label) : name;
}

const fileHints = { image: hints.image, pdf: hints.pdf, imageOrPdf: hints.imageOrPdf } as const;
const namedHints: Record<string, keyof typeof hints> = {
  emiratesId: 'emiratesId',
  password: 'password',
  website: 'website',
  residencePermit: 'residencePermit',
  officials: 'officials',
  parentalApproval: 'parentalApproval',
  clubId: 'clubId',
};

/** The line under a field: its format, its file limits or its range. */
function hintFor(intl: IntlShape, name: string, info: FieldInfo, today: string): string | undefined {
  const named = namedHints[name];
  if (named) return intl.formatMessage(hints[named]);
  if (info.kind === 'file') return intl.formatMessage(fileHints[info.file]);
  if (info.kind === 'text' && info.type === 'tel') return intl.formatMessage(hints.phone);
  if (info.kind === 'number' && info.min !== undefined) {
    // No maximum in the schema: the foundation year's is this year.
    const years = /Year$/.test(name);
    const max = info.max ?? Number(today.slice(0, 4));
    return intl.formatMessage(rangeHint, {
      min: intl.formatNumber(info.min, { useGrouping: !years }),
      max: intl.formatNumber(max, { useGrouping: !years }),
    });
  }
  return undefined;
}

/** One field of a registration form, shown by what its schema is. */
export function Field({ name, today }: { name: string; today: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { form, infos, lookups, answers, locked } = useRegistration();
  const info = infos[name]!;
  const label = fieldLabel(intl, name);
  if (Object.hasOwn(locked, name)) {
    const text = answerText(locked[name], info, intl, locale, lookups) ?? '';
    return (
      <div>
        <LockedField path={name} label={label} text={text} />
        {name === 'birthDate' && <AgeClass path={name} today={today} />}
      </div>
    );
  }
  const required = form.isRequired(name, answers, today);
  const hint = hintFor(intl, name, info, today);
  const props = { path: name, label, required, hint };
  switch (info.kind) {
    case 'text':
    case 'number':
      return <InputField {...props} info={info} />;
    case 'date':
      return (
        <div>
          <InputField {...props} info={info} />
          {name === 'birthDate' && <AgeClass path={name} today={today} />}
        </div>
      );
    case 'select':
      return <SelectField {...props} options={lookupOptions(lookups, info.list, locale)} />;
    case 'radio': {
      const options =
        info.options === 'genders'
          ? lookupOptions(lookups, 'genders', locale)
          : info.options === 'yesNo'
            ? [
                { value: true, label: intl.formatMessage(registrationMessages.yes) },
                { value: false, label: intl.formatMessage(registrationMessages.no) },
              ]
            : info.options.map((option) => ({ value: option, label: choiceLabel(intl, option) }));
      return <RadioField {...props} options={options} />;
    }
    case 'checkboxes':
      return (
        <div className={styles.wide}>
          <CheckboxesField {...props} options={lookupOptions(lookups, 'clubCategories', locale)} />
        </div>
      );
    case 'file':
      return <FileField {...props} kind={info.file} />;
    case 'bilingual':
      return (
        <div className={styles.wide}>
          <BilingualField {...props} />
        </div>
      );
    case 'officials':
      return (
        <div className={styles.wide}>
          <OfficialsField path={name} label={label} roles={info.roles} hint={hint} />
        </div>
      );
  }
}
