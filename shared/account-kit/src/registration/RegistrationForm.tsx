import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { useIntl } from 'react-intl';
import { ApiError } from '@uaeaf/api-client';
import { uaeToday, type RegistrationForm as FormDefinition } from '@uaeaf/contracts';
import { formClassNames, useValidationText } from '@uaeaf/ui';
import { uploadsDone } from '@uaeaf/ui/form';
import { describeField, emptyValue, leafPaths, messageCount } from './field-info';
import { stepTitle } from './field-labels';
import {
  FieldsContext,
  RegistrationContext,
  type AttachedFile,
  type RegistrationContextValue,
} from './fields/context';
import { Field } from './fields/Field';
import type { FormLists } from './lookups';
import { registrationMessages, stepCount } from './registration-messages';
import { Review } from './Review';
import { Stepper, type StepperStep } from './Stepper';
import {
  answersOf,
  failureOf,
  isEmpty,
  registrationBody,
  registrationFieldErrors,
  type SendFailure,
} from './form-body';
import styles from './registration.module.css';

const review = 'review';
const noLockedAnswers = {};

const failureMessages = {
  unavailable: registrationMessages.sendFailed,
  tooLarge: registrationMessages.tooLarge,
  tooMany: registrationMessages.tooMany,
  restricted: registrationMessages.restricted,
  notRejected: registrationMessages.notRejected,
  rejected: registrationMessages.rejected,
} as const satisfies Record<SendFailure, unknown>;

export interface RegistrationFormProps<TResult = unknown> {
  form: FormDefinition;
  lookups: FormLists;
  /** Sends the body the form built; a rejection with field errors (400, 409) shows them on their fields. */
  send(body: Record<string, unknown>): Promise<TResult>;
  /** What replaces the form once it is sent, given what the API answered (the new player of a club's form). */
  confirmation: ReactNode | ((result: TResult) => ReactNode);
  /** Answers the form opens with (a resubmission's stored ones); other fields start empty. */
  initialValues?: Readonly<Record<string, unknown>>;
  /** File fields that already hold a file on the server, kept unless another is chosen. */
  storedFiles?: readonly string[];
  /** Answers UAE PASS gave: filled in, shown read only and sent as they are (decision 097). */
  locked?: Readonly<Record<string, unknown>>;
}

/**
 * Any registration form, from its definition in the contract: its steps in order (a step whose fields are all
 * unasked, such as a guardian's for an adult, is left out), then a review. "Next" checks the step with the schema up
 * to it; "Submit" checks the whole form, then sends it. A refusal opens the step of its first field; nothing typed or
 * attached is lost on the way.
 */
export function RegistrationForm<TResult = unknown>({
  form,
  lookups,
  send: sendBody,
  confirmation,
  initialValues,
  storedFiles = [],
  locked = noLockedAnswers,
}: RegistrationFormProps<TResult>) {
  const intl = useIntl();
  const validationText = useValidationText();
  const [today] = useState(uaeToday);
  const firstStep = form.steps[0]!.id;

  const infos = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(form.entries).map(([field, schema]) => [field, describeField(field, schema)]),
      ),
    [form],
  );
  const defaultValues = useMemo(
    () => ({
      ...Object.fromEntries(Object.entries(infos).map(([field, info]) => [field, emptyValue(info)])),
      ...initialValues,
      ...Object.fromEntries(Object.entries(locked).filter(([field]) => Object.hasOwn(infos, field))),
    }),
    [infos, initialValues, locked],
  );

  // The step whose schema judges the fields: set with the step, read when react-hook-form validates.
  const stepRef = useRef(firstStep);
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const dates = Object.keys(infos).filter((field) => infos[field]!.kind === 'date');
    return (values, context, options) => {
      const schema = stepRef.current === review ? form.schemaOn() : form.stepSchemaOn(stepRef.current);
      // An empty date goes in as not given: the contract's date check throws on '' when a schema reads a date
      // without abortPipeEarly (its rule for minors does), and both mean "required".
      const input = { ...values };
      for (const field of dates) if (isEmpty(input[field])) input[field] = undefined;
      return valibotResolver(schema as v.GenericSchema<FieldValues>, undefined, { raw: true })(
        input,
        context,
        options,
      );
    };
  }, [form, infos]);
  const methods = useForm<FieldValues>({
    mode: 'onTouched',
    shouldFocusError: false,
    resolver,
    defaultValues,
  });
  const { control, trigger, getFieldState, setError, setFocus, getValues, subscribe } = methods;

  // A field showing an error is checked again as it changes, so the message goes once it is put right, rather
  // than when the field is left (which would move the buttons under a pointer about to press "Next").
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && name && getFieldState(name).error) void trigger(name);
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  const reads = useMemo(() => [...new Set(form.conditions.flatMap((condition) => condition.reads))], [form]);
  const watched: unknown[] = useWatch({ control, name: reads });
  const answers = answersOf(Object.fromEntries(reads.map((field, index) => [field, watched[index]])));

  const [view, setView] = useState<{ step: string; focus?: string }>({ step: firstStep });
  const [reached, setReached] = useState<ReadonlySet<string>>(() => new Set([firstStep]));
  const [files, setFiles] = useState<Record<string, AttachedFile>>({});
  const [failure, setFailure] = useState<SendFailure>();
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState<{ result: TResult }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const askedIn = (stepId: string) =>
    form.steps
      .find((step) => step.id === stepId)
      ?.fields.filter((field) => form.isAsked(field, answers, today)) ?? [];
  const title = (stepId: string) => intl.formatMessage(stepTitle(form.accountType, stepId));
  const steps: StepperStep[] = [
    ...form.steps
      .filter((step) => askedIn(step.id).length > 0)
      .map((step) => ({ id: step.id, title: title(step.id) })),
    { id: review, title: title(review) },
  ];
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === view.step),
  );
  const current = steps[index]!;

  useEffect(() => {
    if (!view.focus) return;
    if (view.focus === 'heading') headingRef.current?.focus();
    else setFocus(view.focus);
  }, [view, setFocus]);

  const goTo = (step: string, focus: string) => {
    stepRef.current = step;
    setView({ step, focus });
    setReached((before) => (before.has(step) ? before : new Set(before).add(step)));
  };

  /** The first path with an error among these fields, in the order they are shown. */
  const firstErrorIn = (fields: readonly string[]) =>
    fields
      .flatMap((field) => leafPaths(field, infos[field]!))
      .find((path) => getFieldState(path).error || getFieldState(path.split('.')[0]!).error?.message);

  const firstError = () =>
    steps.map((step) => firstErrorIn(askedIn(step.id))).find((path) => path !== undefined);

  /** Checks the current step with the schema up to it; on a mistake, focuses its first field with an error. */
  const stepIsComplete = async () => {
    const fields = askedIn(current.id);
    if (await trigger(fields)) return true;
    const path = firstErrorIn(fields);
    if (path) setFocus(path);
    return false;
  };

  const send = async () => {
    setFailure(undefined);
    setSending(true);
    try {
      setSent({ result: await sendBody(registrationBody(form, getValues())) });
    } catch (error) {
      const refused =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
          ? registrationFieldErrors(error, infos)
          : [];
      for (const [path, message] of refused) setError(path, { type: 'server', message });
      const path = refused.length ? firstError() : undefined;
      if (path) goTo(form.stepOf(path)!, path);
      else setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (await trigger()) return send();
    const path = firstError();
    if (path) goTo(form.stepOf(path)!, path);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || waiting) return;
    // A file still being sent ahead is waited for, so the step is judged with it (decision 089); a refused one stops.
    setWaiting(true);
    const uploaded = await uploadsDone(control);
    setWaiting(false);
    if (!uploaded) return;
    if (current.id === review) return submit();
    if (await stepIsComplete()) goTo(steps[index + 1]!.id, 'heading');
  };

  const onSelect = async (stepId: string) => {
    const target = steps.findIndex((step) => step.id === stepId);
    if (target < index || (await stepIsComplete())) goTo(stepId, 'heading');
  };

  const context: RegistrationContextValue = {
    form,
    infos,
    lookups,
    answers,
    locked,
    files,
    storedFiles,
    setFile: (path, file) =>
      setFiles(({ [path]: _, ...others }) => (file ? { ...others, [path]: file } : others)),
    errorText: (path, message) =>
      message && validationText(message, messageCount(form.entries, path, message, today)),
  };

  if (sent) return typeof confirmation === 'function' ? confirmation(sent.result) : confirmation;

  return (
    <RegistrationContext value={context}>
      <FieldsContext value={context}>
        <FormProvider {...methods}>
          <Stepper steps={steps} current={current.id} reached={reached} onSelect={onSelect} />
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
            <p className={styles.counter}>
              {intl.formatMessage(stepCount, {
                current: intl.formatNumber(index + 1),
                total: intl.formatNumber(steps.length),
              })}
            </p>
            <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.stepHeading}>
              {current.title}
            </h2>
            {current.id === review ? (
              <Review steps={steps.slice(0, -1)} onEdit={(stepId) => goTo(stepId, 'heading')} />
            ) : (
              <>
                <p className={styles.note}>{intl.formatMessage(registrationMessages.requiredNote)}</p>
                <div className={styles.fields}>
                  {askedIn(current.id).map((field) => (
                    <Field key={field} name={field} today={today} />
                  ))}
                </div>
              </>
            )}
            {failure && (
              <div role="alert" className={formClassNames.alert}>
                <p>{intl.formatMessage(failureMessages[failure])}</p>
                {(failure === 'unavailable' || failure === 'tooMany') && (
                  <button type="button" className={styles.secondary} onClick={send} disabled={sending}>
                    {intl.formatMessage(registrationMessages.retry)}
                  </button>
                )}
              </div>
            )}
            <div className={styles.actions}>
              {index > 0 && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => goTo(steps[index - 1]!.id, 'heading')}
                >
                  {intl.formatMessage(registrationMessages.back)}
                </button>
              )}
              <button
                type="submit"
                className={`${formClassNames.submit} ${styles.primary}`}
                disabled={sending || waiting}
                aria-busy={sending || waiting}
              >
                {intl.formatMessage(
                  current.id !== review
                    ? registrationMessages.next
                    : sending
                      ? registrationMessages.submitting
                      : registrationMessages.submit,
                )}
              </button>
            </div>
          </form>
        </FormProvider>
      </FieldsContext>
    </RegistrationContext>
  );
}
