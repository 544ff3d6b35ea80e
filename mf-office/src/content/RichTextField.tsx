import { lazy, Suspense, useId } from 'react';
import { type FieldValues, type Path, type PathValue, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { contentText } from './messages';
import type { EditorHandle } from './RichTextEditor';
import styles from './content.module.css';

// TipTap is only in this chunk, fetched when an editor or a preview first shows.
export const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The saved text read-only, as the preview shows it, while TipTap's chunk arrives. */
export function RichTextView({ html, lang }: { html: string; lang: 'ar' | 'en' }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<p>{intl.formatMessage(contentText.editorLoading)}</p>}>
      <RichTextEditor html={html} lang={lang} />
    </Suspense>
  );
}

export function RichTextField({
  label,
  lang,
  html,
  error,
  onChange,
  handle,
}: {
  label: string;
  lang: 'ar' | 'en';
  html: string;
  error: string | undefined;
  onChange: (html: string) => void;
  handle: (editor: EditorHandle | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <Suspense fallback={<p>{intl.formatMessage(contentText.editorLoading)}</p>}>
        <RichTextEditor
          html={html}
          lang={lang}
          labelId={`${id}-label`}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
          onChange={onChange}
          handle={handle}
        />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A rich text of the surrounding form (`…Ar` is Arabic): it starts from the form's saved value, marks the form changed
 * as it is typed in, and takes the focus when a refusal names it.
 */
export function FormRichTextField<T extends FieldValues>({
  name,
  label,
  error,
}: {
  name: Path<T>;
  label: string;
  error: string | undefined;
}) {
  const { register, setValue, formState } = useFormContext<T>();
  const { ref } = register(name);
  return (
    <RichTextField
      label={label}
      lang={name.endsWith('Ar') ? 'ar' : 'en'}
      html={(formState.defaultValues?.[name] as string | undefined) ?? ''}
      error={error}
      onChange={(html) =>
        setValue(name, html as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        })
      }
      handle={(editor) => ref(editor)}
    />
  );
}
