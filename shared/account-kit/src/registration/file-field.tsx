import { type ChangeEvent, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { uploadFile } from '@uaeaf/api-client';
import { detectImageOrPdfType, type UploadReferenceBody } from '@uaeaf/contracts';
import { FilePicker, FormField } from '@uaeaf/ui';
import { trackUpload } from '@uaeaf/ui/form';
import { fileCheck, type FileKind } from './field-info';
import { useErrorText, useFields } from './fields/context';
import { attachedFile, registrationMessages, removeFileOf } from './registration-messages';
import styles from './registration.module.css';

/** Whether a field's value refers to a file sent ahead (an empty field holds ''). */
function isUploaded(value: unknown): value is UploadReferenceBody {
  return typeof value === 'object' && value !== null && 'uploadId' in value && value.uploadId !== '';
}

/**
 * A file field (an image, a PDF, or either). A chosen file is checked at once by the contract's rule (its size, and its
 * type by its first bytes), then sent ahead to the API (decision 052), which checks its content too: a refused one shows
 * why on the field, naming the limit, and the file attached before stays. An accepted one's upload id is the field's
 * value, so the form sends a small JSON body, and moving between steps or a refused send loses nothing: the corrected
 * form refers to the same upload. While it is sent, the field says so to screen readers too, and a send pressed
 * meanwhile waits for it (`trackUpload`, decision 089).
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
  const { setError, clearErrors, control } = useFormContext();
  const { files, storedFiles, setFile } = useFields();
  const error = useErrorText(path);
  const [uploading, setUploading] = useState(false);
  const { accept, check } = fileCheck(kind);
  const attached = isUploaded(field.value) ? files[path] : undefined;

  /** Checks the chosen file and sends it ahead; whether it was taken (a refusal is on the field). */
  const attach = async (input: HTMLInputElement): Promise<boolean> => {
    const file = input.files?.[0];
    if (!file) return true;
    const header = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    const refuse = (message: string) => {
      input.value = '';
      setError(path, { type: 'file', message });
      return false;
    };
    const refusal = check(file.size, header);
    if (refusal) return refuse(refusal);
    setUploading(true);
    clearErrors(path);
    // The check passed on this header, so its type is found.
    const outcome = await uploadFile(file, detectImageOrPdfType(header)!);
    setUploading(false);
    if ('refusal' in outcome) return refuse(outcome.refusal);
    field.onChange({ uploadId: outcome.id, name: file.name });
    setFile(path, { name: file.name, size: file.size });
    return true;
  };
  // Counted from the moment of choosing, before the file is read: a send pressed then waits for it too.
  const choose = (event: ChangeEvent<HTMLInputElement>) =>
    trackUpload(control, event.currentTarget, attach(event.currentTarget));

  const remove = () => {
    field.onChange('');
    setFile(path, undefined);
  };

  return (
    <div className={required ? styles.required : undefined}>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <>
            <FilePicker
              {...control}
              ref={field.ref}
              name={field.name}
              accept={accept}
              // Once attached (or kept from before), the lines below name the file and how to remove it.
              fileName={attached || storedFiles.includes(path) ? null : undefined}
              aria-required={required && !attached}
              aria-busy={uploading}
              onChange={choose}
            />
            <p className={uploading ? styles.attached : undefined} aria-live="polite">
              {uploading ? intl.formatMessage(registrationMessages.uploading) : ''}
            </p>
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
