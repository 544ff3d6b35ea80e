import { type ReactNode, useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { type AttachedFile, actionButton, FieldsContext, FileField } from '@uaeaf/account-kit';
import { apiUrl } from '@uaeaf/api-client';
import { type ContentFiles, type ContentImage, contentFileLimits } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { TextField } from '@uaeaf/ui';
import { attachmentNumberText, contentFileText } from './messages';
import styles from './content.module.css';

/** The form's value of a file the item has: the picture's path, or an attachment's file id. */
type KeptFile = { path: string } | { fileId: number };
function isKept(value: unknown): value is KeptFile {
  return typeof value === 'object' && value !== null && ('path' in value || 'fileId' in value);
}

/** What a form's values hold of its files (decision 060): empty, kept, or an upload's reference. */
export interface FileValues {
  image?: { file: unknown; altAr: string; altEn: string };
  attachments?: { file: unknown; nameAr: string; nameEn: string }[];
  /** A tournament's PDFs (decision 067), listed as a circular's attachments are. */
  documents?: { file: unknown; nameAr: string; nameEn: string }[];
}

/** The form's values of the item's files, as the editor loads them. */
export function fileValues(files: ContentFiles | undefined): Required<Omit<FileValues, 'documents'>> {
  const image = files?.image;
  return {
    image: {
      file: image ? { path: image.path } : '',
      altAr: image?.alt.ar ?? '',
      altEn: image?.alt.en ?? '',
    },
    attachments: (files?.attachments ?? []).map((attachment) => ({
      file: { fileId: attachment.fileId },
      nameAr: attachment.name.ar,
      nameEn: attachment.name.en,
    })),
  };
}

/** The paths a server refusal may name among the files, so it shows on its field. */
export const fileFieldPaths = [
  'image.file',
  'image.altAr',
  'image.altEn',
  ...Array.from({ length: contentFileLimits.attachments }, (_, index) =>
    ['file', 'nameAr', 'nameEn'].map((name) => `attachments.${index}.${name}`),
  ).flat(),
];

/** A field's limit, for the "at most N characters" message. */
export const fileFieldLimit = (path: string): number | undefined =>
  /alt(Ar|En)$/.test(path)
    ? contentFileLimits.alt
    : /name(Ar|En)$/.test(path)
      ? contentFileLimits.attachmentName
      : undefined;

/**
 * What the kit's file field needs around it (decision 052's field, reused): each field's error text and the files
 * chosen; a file the item already has is shown as kept until another is chosen.
 */
export function ContentFieldsProvider({
  errorText,
  children,
}: {
  errorText: (path: string, message: string | undefined) => string | undefined;
  children: ReactNode;
}) {
  const { watch } = useFormContext<FileValues>();
  const [files, setFiles] = useState<Record<string, AttachedFile>>({});
  const values = watch();
  const storedFiles = [
    ...(isKept(values.image?.file) ? ['image.file'] : []),
    ...(['attachments', 'documents'] as const).flatMap((list) =>
      (values[list] ?? []).flatMap((attachment, index) =>
        isKept(attachment.file) ? [`${list}.${index}.file`] : [],
      ),
    ),
  ];
  const kept = storedFiles.join();
  const context = useMemo(
    () => ({
      errorText,
      files,
      storedFiles: kept === '' ? [] : kept.split(','),
      setFile: (path: string, file: AttachedFile | undefined) =>
        setFiles(({ [path]: _, ...others }) => (file ? { ...others, [path]: file } : others)),
    }),
    [errorText, files, kept],
  );
  return <FieldsContext value={context}>{children}</FieldsContext>;
}

/** The optimiser's variant of a stored picture, as the public pages ask for it. */
const pictureUrl = (image: ContentImage, width: number) =>
  apiUrl(`/images?${new URLSearchParams({ path: image.path, w: String(width) })}`);

export function StoredPicture({ image, lang }: { image: ContentImage; lang: 'ar' | 'en' }) {
  return (
    <img
      className={styles.picture}
      src={pictureUrl(image, 320)}
      width={320}
      height={Math.round((320 * image.height) / image.width)}
      alt={image.alt[lang]}
    />
  );
}

/** A news item's or article's picture: the one it has (shown, removable), or a new one; alt text in both languages. */
export function ContentImageField({
  stored,
  errorText,
  required = false,
  hint,
}: {
  stored: ContentImage | null;
  errorText: (path: string) => string | undefined;
  /** A kind the site cannot show without its picture (a partner's logo, decision 065), with its own hint. */
  required?: boolean;
  hint?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { register, watch, setValue } = useFormContext<FileValues>();
  const kept = isKept(watch('image.file'));
  const alt = (name: 'altAr' | 'altEn') => {
    const lang = name === 'altAr' ? 'ar' : 'en';
    return (
      <TextField
        label={intl.formatMessage(contentFileText[name])}
        hint={intl.formatMessage(contentFileText.altHint)}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        maxLength={contentFileLimits.alt}
        error={errorText(`image.${name}`)}
        {...register(`image.${name}`)}
      />
    );
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>{intl.formatMessage(contentFileText.picture)}</legend>
      {kept && stored && (
        <p className={styles.storedFile}>
          <StoredPicture image={stored} lang={locale} />
          <button
            type="button"
            className={actionButton.secondary}
            onClick={() => setValue('image.file', '', { shouldDirty: true })}
          >
            {intl.formatMessage(contentFileText.removePicture)}
          </button>
        </p>
      )}
      <FileField
        path="image.file"
        label={intl.formatMessage(kept ? contentFileText.replacePicture : contentFileText.choosePicture)}
        kind="image"
        required={required}
        hint={hint ?? intl.formatMessage(contentFileText.pictureHint)}
      />
      <div className={styles.pair}>
        {alt('altAr')}
        {alt('altEn')}
      </div>
    </fieldset>
  );
}

/**
 * A circular's PDFs (or, under `name`, a tournament's documents), each named in both languages for its download link;
 * in the order listed.
 */
export function CircularAttachmentsField({
  errorText,
  name = 'attachments',
  legend,
}: {
  errorText: (path: string) => string | undefined;
  name?: 'attachments' | 'documents';
  legend?: string;
}) {
  const intl = useIntl();
  const { register, control } = useFormContext<Required<FileValues>>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend ?? intl.formatMessage(contentFileText.attachments)}</legend>
      <p>{intl.formatMessage(contentFileText.attachmentsHint)}</p>
      {fields.map((field, index) => {
        const number = intl.formatNumber(index + 1);
        const nameField = (key: 'nameAr' | 'nameEn') => {
          const lang = key === 'nameAr' ? 'ar' : 'en';
          return (
            <TextField
              label={intl.formatMessage(attachmentNumberText[key], { number })}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              maxLength={contentFileLimits.attachmentName}
              error={errorText(`${name}.${index}.${key}`)}
              {...register(`${name}.${index}.${key}` as `attachments.${number}.${typeof key}`)}
            />
          );
        };
        return (
          <div key={field.id} className={styles.attachment}>
            <div className={styles.pair}>
              {nameField('nameAr')}
              {nameField('nameEn')}
            </div>
            <FileField
              path={`${name}.${index}.file`}
              label={intl.formatMessage(attachmentNumberText.file, { number })}
              kind="pdf"
              required
              hint={intl.formatMessage(contentFileText.pdfHint)}
            />
            <button type="button" className={actionButton.secondary} onClick={() => remove(index)}>
              {intl.formatMessage(attachmentNumberText.remove, { number })}
            </button>
          </div>
        );
      })}
      {fields.length < contentFileLimits.attachments && (
        <button
          type="button"
          className={actionButton.secondary}
          onClick={() => append({ file: '', nameAr: '', nameEn: '' })}
        >
          {intl.formatMessage(contentFileText.addAttachment)}
        </button>
      )}
    </fieldset>
  );
}

/** The preview's picture and downloads in one language, as the public page shows them. */
export function PreviewFiles({ files, lang }: { files: ContentFiles; lang: 'ar' | 'en' }) {
  return (
    <>
      {files.image && <StoredPicture image={files.image} lang={lang} />}
      {files.attachments.length > 0 && (
        <ul>
          {files.attachments.map((attachment) => (
            <li key={attachment.fileId}>
              <a href={apiUrl(`/files/${attachment.fileId}`)} download>
                {attachment.name[lang]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
