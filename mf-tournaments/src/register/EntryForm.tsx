import { useEffect, useRef, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import {
  entryRefusalFields,
  tournamentErrorMessages,
  TournamentEntryRequestSchema,
  type EligibleArcher,
  type TournamentDetail,
  type TournamentEntry,
  type TournamentEntryRequest,
  type TournamentEntryRequestInput,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FormField, formClassNames } from '@uaeaf/ui';
import { useServerForm } from '@uaeaf/ui/form';
import { useEnter } from '../common/api';
import { registerText } from './messages';
import { refusalOf, useFieldMessage, useRefusalText } from './refusals';
import styles from './register.module.css';

const fieldNames = ['archerId', 'division', 'ageClass'] as const;
type FieldName = (typeof fieldNames)[number];

/** A refusal that names a field shows there, even when the body carries no field list. */
const codeFields = Object.fromEntries(
  Object.entries(entryRefusalFields).map(([code, field]) => [
    code,
    [field, tournamentErrorMessages[code as keyof typeof entryRefusalFields]],
  ]),
) as Record<string, [FieldName, string]>;

/**
 * The form's values: selects hold strings; a club's archer starts unset, so its select shows "Choose a player" (an
 * unset or emptied choice reads `NaN` or undefined, both of which the schema calls required).
 */
type EntryValues = Omit<TournamentEntryRequestInput, 'ageClass' | 'archerId'> & {
  archerId: number | undefined;
  ageClass: string;
};

const schemaResolver = valibotResolver(TournamentEntryRequestSchema);

/** The contract's schema, except that an unset age class reads "required" (as the API says), not "not valid". */
const entryResolver: Resolver<EntryValues, unknown, TournamentEntryRequest> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(
    values as TournamentEntryRequestInput,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (result.errors.ageClass && values.ageClass === '')
    result.errors.ageClass.message = 'validation.required';
  return result as Awaited<ReturnType<Resolver<EntryValues, unknown, TournamentEntryRequest>>>;
};

/**
 * One entry: the archer (a player or community-activity player is their own, fixed archer; a club or academy picks
 * one of its players), a division, and an age class among those the archer's birth date allows. The API checks it
 * all again; its field refusals show on the fields, and nothing chosen is lost.
 */
export function EntryForm({
  tournament,
  archers,
  entersOthers,
  onEntered,
}: {
  tournament: TournamentDetail;
  archers: EligibleArcher[];
  entersOthers: boolean;
  /** The entry just made (its receipt outlives the form, which goes when the last archer is entered); undefined on a new try. */
  onEntered: (entry: TournamentEntry | undefined) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const refusal = useRefusalText();
  const enter = useEnter(String(tournament.id));
  const [failure, setFailure] = useState<string>();
  const alert = useRef<HTMLParagraphElement>(null);
  const own = entersOthers ? undefined : archers[0];
  const emptyEntry = { archerId: own?.id, division: '', ageClass: '' };
  const {
    form: {
      register,
      setValue,
      getValues,
      reset,
      control,
      formState: { errors },
    },
    onSubmit,
    pending,
  } = useServerForm<EntryValues, TournamentEntryRequest>({
    resolver: entryResolver,
    defaultValues: emptyEntry,
    fields: fieldNames,
    codeFields,
    send: async (values) => {
      setFailure(undefined);
      onEntered(undefined);
      const entry = await enter.mutateAsync(values);
      // Ready for the next entry: a club enters its players one after another.
      reset(emptyEntry);
      onEntered(entry);
    },
    onRefused: (error, markedFields) => {
      if (markedFields.length > 0) {
        setFailure(intl.formatMessage(registerText.invalid));
        return;
      }
      const code = refusalOf(error);
      setFailure(code ? refusal(code) : intl.formatMessage(registerText.failed));
      setFailureCount((count) => count + 1);
    },
  });
  const archerId = useWatch({ control, name: 'archerId' });
  const archer = archers.find((candidate) => candidate.id === archerId);
  const divisions = archer
    ? tournament.divisions.filter((division) => archer.divisions.includes(division.code))
    : tournament.divisions;
  const ageClasses = (archer?.ageClasses ?? []).flatMap(
    (code) => tournament.ageClasses.find((ageClass) => ageClass.code === code) ?? [],
  );

  // A refusal that names no field takes the focus, so a screen reader reads it.
  const [failureCount, setFailureCount] = useState(0);
  useEffect(() => {
    if (failureCount > 0) alert.current?.focus();
  }, [failureCount]);

  return (
    <section aria-labelledby="new-entry">
      <h2 id="new-entry">{intl.formatMessage(registerText.newEntry)}</h2>
      {failure && (
        <p ref={alert} role="alert" tabIndex={-1} className={`${formClassNames.alert} ${styles.outcome}`}>
          {failure}
        </p>
      )}
      <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
        {own ? (
          <div className={styles.fixedArcher}>
            <span className={styles.label}>{intl.formatMessage(registerText.archer)}</span>
            <span>{own.name[locale]}</span>
            {errors.archerId && <p className={styles.fieldError}>{fieldMessage(errors.archerId.message)}</p>}
          </div>
        ) : (
          <FormField
            label={intl.formatMessage(registerText.archer)}
            error={fieldMessage(errors.archerId?.message)}
          >
            {(field) => (
              <select
                {...field}
                className={formClassNames.input}
                {...register('archerId', {
                  valueAsNumber: true,
                  onChange: () => {
                    // A class another archer could take may not suit this one: choose again.
                    const chosen = archers.find((candidate) => candidate.id === getValues('archerId'));
                    if (!chosen?.ageClasses.includes(getValues('ageClass') as never))
                      setValue('ageClass', '');
                  },
                })}
              >
                <option value="">{intl.formatMessage(registerText.chooseArcher)}</option>
                {archers.map((candidate) => (
                  <option key={candidate.id} value={candidate.id} disabled={candidate.refusal !== null}>
                    {candidate.refusal
                      ? `${candidate.name[locale]} (${refusal(candidate.refusal)})`
                      : candidate.name[locale]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField
          label={intl.formatMessage(registerText.division)}
          error={fieldMessage(errors.division?.message)}
        >
          {(field) => (
            <select {...field} className={formClassNames.input} {...register('division')}>
              <option value="">{intl.formatMessage(registerText.chooseDivision)}</option>
              {divisions.map((division) => (
                <option key={division.code} value={division.code}>
                  {division.name[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(registerText.ageClass)}
          hint={intl.formatMessage(archer ? registerText.ageClassHint : registerText.chooseArcherFirst)}
          error={fieldMessage(errors.ageClass?.message)}
        >
          {(field) => (
            <select {...field} className={formClassNames.input} {...register('ageClass')}>
              <option value="">{intl.formatMessage(registerText.chooseAgeClass)}</option>
              {ageClasses.map((ageClass) => (
                <option key={ageClass.code} value={ageClass.code}>
                  {ageClass.name[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className={formClassNames.submit} disabled={pending}>
          {intl.formatMessage(pending ? registerText.submitting : registerText.submit)}
        </button>
      </form>
    </section>
  );
}
