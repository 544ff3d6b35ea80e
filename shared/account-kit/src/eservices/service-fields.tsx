import { useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useApi } from '@uaeaf/api-client';
import { RosterSchema, serviceFormLimits, uaeToday } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FormField, formClassNames, useValidationText } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { describeField, messageCount, type FieldInfo } from '../registration/field-info';
import { FileField } from '../registration/file-field';
import { RadioField } from '../registration/fields/ChoiceFields';
import { FieldsContext, useErrorText, type AttachedFile } from '../registration/fields/context';
import { InputField } from '../registration/fields/InputField';
import { SelectField } from '../registration/fields/SelectField';
import { lookupOptions, type FormLists } from '../registration/lookups';
import { hints } from '../registration/registration-messages';
import {
  codeRoleText,
  eservicesText,
  numberedText,
  eventKindText,
  serviceFieldText,
  serviceRefusalText,
} from './eservices-messages';
// The registration form's layout and marks (required, wide, errors), so both kinds of form look alike.
import formStyles from '../registration/registration.module.css';
import { PlayerByNumberField } from './PlayerByNumber';
import styles from './eservices.module.css';

type Entries = Readonly<Record<string, unknown>>;

const refusalById = Object.fromEntries(
  Object.values(serviceRefusalText).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * The registration form's inputs (decision 036) in a service form: the same fields, files and messages, given their
 * error text (the contract's message ids, or a service refusal put on its field) and the files attached.
 */
export function ServiceFieldsProvider({ entries, children }: { entries: Entries; children: ReactNode }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const [today] = useState(uaeToday);
  const [files, setFiles] = useState<Record<string, AttachedFile>>({});
  const value = useMemo(
    () => ({
      files,
      storedFiles: [],
      setFile: (path: string, file: AttachedFile | undefined) =>
        setFiles(({ [path]: _, ...others }) => (file ? { ...others, [path]: file } : others)),
      errorText: (path: string, message: string | undefined) => {
        if (!message) return undefined;
        const refusal = refusalById[message];
        if (refusal) return intl.formatMessage(refusal);
        return validationText(
          message,
          messageCount(entries, path.replace(/^items\.\d+\./, ''), message, today),
        );
      },
    }),
    [entries, files, intl, validationText, today],
  );
  return <FieldsContext value={value}>{children}</FieldsContext>;
}

/** Whether a field of the contract may be left empty (`optionalField`'s pipe starts optional). */
export function isOptional(schema: unknown): boolean {
  const node = schema as { type?: string; pipe?: readonly { type?: string }[] };
  return node.type === 'optional' || node.pipe?.[0]?.type === 'optional';
}

const fieldHints: Record<string, keyof typeof eservicesText> = {
  season: 'seasonHint',
  membershipNumber: 'membershipNumberHint',
};

/** One field of a service form, shown by what its schema is; a few are shown by their name (what they offer). */
export function ServiceField({ name, schema, lists }: { name: string; schema: unknown; lists: FormLists }) {
  const intl = useIntl();
  const locale = useLocale();
  const label = intl.formatMessage(serviceFieldText[name] ?? serviceFieldText['reason']!);
  const hintKey = fieldHints[name];
  const props = {
    path: name,
    label,
    required: !isOptional(schema),
    ...(hintKey && { hint: intl.formatMessage(eservicesText[hintKey]) }),
  };
  // A club releases one of its own players, from its roster; it names another club's by membership number.
  if (name === 'playerId') return <RosterField {...props} />;
  if (name === 'membershipNumber') return <PlayerByNumberField {...props} />;
  if (name === 'receivingClubId')
    return <SelectField {...props} options={lookupOptions(lists, 'memberClubs', locale)} />;
  if (name === 'reason' || name === 'description') return <TextAreaField {...props} />;
  if (name === 'items') return <ItemsField />;
  const info = describeField(name, schema);
  return <InfoField {...props} info={info} name={name} lists={lists} />;
}

function InfoField({
  info,
  name,
  lists,
  ...props
}: {
  info: FieldInfo;
  name: string;
  lists: FormLists;
  path: string;
  label: string;
  required: boolean;
  hint?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  switch (info.kind) {
    case 'select':
      return <SelectField {...props} options={lookupOptions(lists, info.list, locale)} />;
    case 'radio': {
      const texts = name === 'eventKind' ? eventKindText : codeRoleText;
      const options = (info.options as readonly string[]).map((option) => ({
        value: option,
        label: intl.formatMessage(texts[option as keyof typeof texts]),
      }));
      return <RadioField {...props} options={options} />;
    }
    case 'file':
      return <FileField {...props} kind={info.file} hint={intl.formatMessage(hints[info.file])} />;
    case 'text':
    case 'number':
    case 'date':
      return <InputField {...props} info={info} />;
    default:
      return null;
  }
}

function TextAreaField({
  path,
  label,
  required,
  hint,
}: {
  path: string;
  label: string;
  required: boolean;
  hint?: string;
}) {
  const { register } = useFormContext();
  const error = useErrorText(path);
  return (
    <div className={`${formStyles.wide} ${required ? formStyles.required : ''}`}>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            {...register(path)}
            className={formClassNames.input}
            rows={4}
            maxLength={1000}
            aria-required={required}
          />
        )}
      </FormField>
    </div>
  );
}

/** The club's approved players to choose from (`/account/club/players`, its first 100: a roster is smaller). */
function RosterField(props: { path: string; label: string; required: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const roster = useApi(
    ['account', 'club', 'players', 'approved'],
    '/account/club/players?status=Approved&pageSize=100',
    RosterSchema,
  );
  const options = (roster.data?.items ?? []).map((player) => ({
    value: player.id,
    label: player.membershipNumber
      ? `${player.name[locale]} (${player.membershipNumber})`
      : player.name[locale],
  }));
  if (roster.data && options.length === 0) return <p>{intl.formatMessage(eservicesText.noPlayers)}</p>;
  return <SelectField {...props} options={options} />;
}

export const emptyItem = { description: '', quantity: Number.NaN };

/** The equipment imported: 1 to 20 lines of a description and a quantity. */
function ItemsField() {
  const intl = useIntl();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const itemsError = useErrorText('items');
  return (
    <fieldset className={`${formStyles.wide} ${styles.items}`}>
      <legend>{intl.formatMessage(serviceFieldText['items']!)}</legend>
      {fields.map((item, index) => {
        const number = intl.formatNumber(index + 1);
        return (
          <div
            key={item.id}
            className={styles.item}
            role="group"
            aria-label={intl.formatMessage(numberedText.item, { number })}
          >
            <InputField
              path={`items.${index}.description`}
              label={`${intl.formatMessage(serviceFieldText['itemDescription']!)} (${number})`}
              required
              info={{ kind: 'text', type: 'text' }}
            />
            <InputField
              path={`items.${index}.quantity`}
              label={`${intl.formatMessage(serviceFieldText['quantity']!)} (${number})`}
              required
              info={{ kind: 'number', integer: true, min: 1, max: serviceFormLimits.quantity }}
            />
            {fields.length > 1 && (
              <button type="button" className={actionButton.secondary} onClick={() => remove(index)}>
                {intl.formatMessage(numberedText.removeItem, { number })}
              </button>
            )}
          </div>
        );
      })}
      {itemsError && <p className={formStyles.error}>{itemsError}</p>}
      {fields.length < serviceFormLimits.equipmentItems && (
        <button type="button" className={actionButton.secondary} onClick={() => append({ ...emptyItem })}>
          {intl.formatMessage(eservicesText.addItem)}
        </button>
      )}
    </fieldset>
  );
}
