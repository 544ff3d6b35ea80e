import { type FormEventHandler, type ReactNode, useEffect, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  useFormContext,
  type UseFormReturn,
} from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { actionButton } from '@uaeaf/account-kit';
import { formClassNames, LocalizedLink, PageHeading, TextField, usePageTitle } from '@uaeaf/ui';
import { ContentFieldsProvider } from '../content/ContentFiles';
import { contentText } from '../content/messages';
import styles from '../content/content.module.css';

export const editorLanguages = ['ar', 'en'] as const;

/**
 * The office's editors' page (news to club pages, decision 071): its title in the tab and the h1, the way back to its
 * list, then the page's own parts in order: the form, publishing, deleting, the preview.
 */
export function EditorPage({
  title,
  backTo,
  backLabel = contentText.back,
  children,
}: {
  title: string;
  backTo: string;
  backLabel?: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <p>
        <LocalizedLink to={backTo}>{intl.formatMessage(backLabel)}</LocalizedLink>
      </p>
      {children}
    </>
  );
}

/** What `useApiForm` gives an editor's form. */
interface EditorSave<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  failure: string | undefined;
}

/**
 * An editor's form: its fields see the form and the files' error texts (decision 060), the refusal that names no
 * field is on top, the save button at the foot; `onDirty` tells the publishing panel unsaved changes wait.
 */
export function EditorForm<T extends FieldValues>({
  save,
  errorText,
  onDirty,
  submitLabel = contentText.save,
  children,
}: {
  save: EditorSave<T>;
  errorText: (path: string, id: string | undefined) => string | undefined;
  onDirty?: (dirty: boolean) => void;
  submitLabel?: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { isDirty } = save.form.formState;
  useEffect(() => onDirty?.(isDirty), [onDirty, isDirty]);
  return (
    <FormProvider {...save.form}>
      <ContentFieldsProvider errorText={errorText}>
        <form className={styles.form} noValidate onSubmit={save.onSubmit}>
          {save.failure && (
            <p role="alert" className={formClassNames.alert}>
              {save.failure}
            </p>
          )}
          {children}
          <div className={styles.actions}>
            <button
              type="submit"
              className={actionButton.primary}
              disabled={save.pending}
              aria-busy={save.pending}
            >
              {intl.formatMessage(submitLabel)}
            </button>
          </div>
        </form>
      </ContentFieldsProvider>
    </FormProvider>
  );
}

/** A line of the surrounding form in Arabic and in English side by side, each typed in its language and direction. */
export function FormTextPair<T extends FieldValues, N extends Path<T>>({
  names,
  label,
  error,
  maxLength,
}: {
  names: readonly [arabic: N, english: N];
  label: (name: N) => string;
  error: (name: N) => string | undefined;
  maxLength: number;
}) {
  const { register } = useFormContext<T>();
  return (
    <div className={styles.pair}>
      {names.map((name, index) => {
        const lang = editorLanguages[index];
        return (
          <TextField
            key={name}
            label={label(name)}
            error={error(name)}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            maxLength={maxLength}
            {...register(name)}
          />
        );
      })}
    </div>
  );
}

/**
 * The preview button and, pressed, the saved version in both languages side by side, each in its own language and
 * direction, as the public page shows it.
 */
export function EditorPreview({
  label = contentText.preview,
  lead,
  children,
}: {
  label?: MessageDescriptor;
  lead: MessageDescriptor;
  children: (lang: (typeof editorLanguages)[number]) => ReactNode;
}) {
  const intl = useIntl();
  const [previewing, setPreviewing] = useState(false);
  return (
    <>
      <p>
        <button
          type="button"
          className={actionButton.secondary}
          aria-expanded={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {intl.formatMessage(label)}
        </button>
      </p>
      {previewing && (
        <section aria-label={intl.formatMessage(label)}>
          <p>{intl.formatMessage(lead)}</p>
          <div className={styles.preview}>
            {editorLanguages.map((lang) => (
              <article key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
                {children(lang)}
              </article>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
