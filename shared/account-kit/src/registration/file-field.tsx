import type { ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { detectImageOrPdfType } from '@uaeaf/contracts';
import { FormField } from '@uaeaf/ui';
import { fileCheck, type FileKind } from './field-info';
import { useErrorText, useFields } from './fields/context';
import { attachedFile, registrationMessages, removeFileOf } from './registration-messages';
import styles from './registration.module.css';

/** The file as a data URL typed by what its bytes are, not by its name or the type the browser claims. */
async function toDataUrl(file: Blob, header: Uint8Array): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: spreading two million bytes into one call would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${detectImageOrPdfType(header) ?? 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * A file the form sends in its JSON (an image, a PDF, or either). A chosen file is checked at once by the contract's
 * rule (its size, and its type by its first bytes): a refused one shows why, naming the limit, and the file attached
 * before stays. An accepted one is kept in the form's state, so moving between steps or a refused send loses nothing.
 */
export function FileField({
  path,
  label,
  kind,
  required,
  hint,
}: {
  path: string;
  label: string;
  kind: FileKind;
  required: boolean;
  hint?: string;
}) {
  const intl = useIntl();
  // Not `onBlur`: leaving the input must not replace a refusal with "required" while the refused file is gone.
  const { field } = useController({ name: path });
  const { setError, clearErrors } = useFormContext();
  const { files, storedFiles, setFile } = useFields();
  const error = useErrorText(path);
  const { accept, check } = fileCheck(kind);
  const attached = typeof field.value === 'string' && field.value !== '' ? files[path] : undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const header = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    const refusal = check(file.size, header);
    if (refusal) {
      input.value = '';
      setError(path, { type: 'file', message: refusal });
      return;
    }
    field.onChange(await toDataUrl(file, header));
    setFile(path, { name: file.name, size: file.size });
    clearErrors(path);
  };

  const remove = () => {
    field.onChange('');
    setFile(path, undefined);
  };

  return (
    <div className={required ? styles.required : undefined}>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <>
            <input
              {...control}
              ref={field.ref}
              name={field.name}
              type="file"
              accept={accept}
              className={styles.fileInput}
              aria-required={required && !attached}
              onChange={choose}
            />
            {attached && (
              <p className={styles.attached} aria-live="polite">
                <span>
                  {intl.formatMessage(attachedFile, {
                    name: `\u2068${attached.name}\u2069`,
                    size: intl.formatNumber(Math.max(1, Math.round(attached.size / 1024))),
                  })}
                </span>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={remove}
                  aria-label={intl.formatMessage(removeFileOf, { field: label })}
                >
                  {intl.formatMessage(registrationMessages.removeFile)}
                </button>
              </p>
            )}
            {!attached && storedFiles.includes(path) && (
              <p className={styles.attached}>{intl.formatMessage(registrationMessages.keptFile)}</p>
            )}
          </>
        )}
      </FormField>
    </div>
  );
}
