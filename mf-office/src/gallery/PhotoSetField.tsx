import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { actionButton, FileField } from '@uaeaf/account-kit';
import { galleryMessages, photoSetLimits, type StoredPhoto } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { TextField, useValidationText } from '@uaeaf/ui';
import { StoredPicture } from '../content/ContentFiles';
import { MoveButtons, moveText, type MoveDirection, useMoveFocus } from '../common/MoveButtons';
import contentStyles from '../content/content.module.css';
import { galleryText, newPhotoText, photoNumberText, photoText } from './messages';
import styles from './gallery.module.css';

/** One photo as the form holds it (decision 068): a kept photo's `{ path }`, an upload's reference, or '' (none yet). */
export interface PhotoValue {
  file: unknown;
  captionAr: string;
  captionEn: string;
}

/** The form values the field works on: the set, and an album's cover as the place of one of its photos. */
export interface PhotoSetValues {
  photos: PhotoValue[];
  cover?: number;
}

const keptPath = (file: unknown) =>
  typeof file === 'object' && file !== null && 'path' in file ? String(file.path) : undefined;
const uploadName = (file: unknown) =>
  typeof file === 'object' && file !== null && 'uploadId' in file && 'name' in file
    ? String(file.name)
    : undefined;

/** The form values of a stored set, as the editor loads it. */
export const photoValues = (photos: readonly StoredPhoto[]): PhotoValue[] =>
  photos.map(({ image, caption }) => ({
    file: { path: image.path },
    captionAr: caption?.ar ?? '',
    captionEn: caption?.en ?? '',
  }));

/** Every path a server refusal may name in a set, so it shows on its field. */
export const photoFieldPaths = [
  'photos',
  ...Array.from({ length: photoSetLimits.photos }, (_, index) =>
    ['file', 'captionAr', 'captionEn'].map((name) => `photos.${index}.${name}`),
  ).flat(),
];

const problems: Record<string, MessageDescriptor> = {
  [galleryMessages.noPhotos]: galleryText.noPhotos,
  [galleryMessages.coverNotInAlbum]: galleryText.coverNotInAlbum,
};

/** The words of a refusal on the set's or an album's fields: the gallery's own, else the common ones with a limit. */
export function usePhotoProblemText(limitOf: (path: string) => number | undefined = () => undefined) {
  const intl = useIntl();
  const validationText = useValidationText();
  return (path: string, id: string | undefined) =>
    id && problems[id]
      ? intl.formatMessage(problems[id])
      : validationText(id, /caption(Ar|En)$/.test(path) ? photoSetLimits.caption : limitOf(path));
}

/**
 * A set of photos in its order: each shown (kept) or chosen (sent ahead to the upload store, decision 052), captioned
 * in both languages, removable, moved by "Move … up/down" buttons whose result the field's live region reads out (the
 * keyboard's way, as the collections' lists, decision 065); with `withCover`, the album's cover as a radio group.
 * It lives in a form under `ContentFieldsProvider`, which the file fields need.
 */
export function PhotoSetField({
  stored,
  errorText,
  withCover = false,
  legend,
  lead,
}: {
  stored: readonly StoredPhoto[];
  errorText: (path: string) => string | undefined;
  withCover?: boolean;
  legend: string;
  lead?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { control, register, watch, setValue } = useFormContext<PhotoSetValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'photos' });
  const photos = watch('photos');
  const cover = watch('cover') ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const focus = useMoveFocus();
  const images = new Map(stored.map(({ image }) => [image.path, image]));

  const numberOf = (index: number) => intl.formatNumber(index + 1);
  /** A photo's name for the buttons and the cover's choice: its caption, its file's name, else its place. */
  const nameOf = (index: number) => {
    const photo = photos[index];
    return (
      (locale === 'ar' ? photo?.captionAr : photo?.captionEn) ||
      uploadName(photo?.file) ||
      intl.formatMessage(photoNumberText.name, { number: numberOf(index) })
    );
  };
  const setCover = (place: number) => setValue('cover', place, { shouldDirty: true });

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const name = nameOf(index);
    swap(index, to);
    // The cover is a place in the order: it follows its photo.
    if (cover === index) setCover(to);
    else if (cover === to) setCover(index);
    setAnnouncement(intl.formatMessage(moveText.done, { name, position: numberOf(to) }));
  };
  const removeAt = (index: number) => {
    remove(index);
    if (cover > index || (cover === index && cover > 0)) setCover(cover - 1);
    setAnnouncement('');
  };

  const setError = errorText('photos');
  return (
    <fieldset className={contentStyles.fieldset} aria-describedby={setError ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {lead && <p>{lead}</p>}
      <p>{intl.formatMessage(photoText.photosHint)}</p>
      {setError && (
        <p id={`${id}-error`} className={contentStyles.error}>
          {setError}
        </p>
      )}
      {fields.length === 0 && <p>{intl.formatMessage(photoText.none)}</p>}
      <ol className={styles.photos}>
        {fields.map((field, index) => {
          const number = numberOf(index);
          const file = photos[index]?.file;
          const kept = images.get(keptPath(file) ?? '');
          const uploaded = uploadName(file);
          const fileError = errorText(`photos.${index}.file`);
          const caption = (key: 'captionAr' | 'captionEn') => {
            const lang = key === 'captionAr' ? 'ar' : 'en';
            return (
              <TextField
                label={intl.formatMessage(photoNumberText[key], { number })}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                maxLength={photoSetLimits.caption}
                error={errorText(`photos.${index}.${key}`)}
                {...register(`photos.${index}.${key}`)}
              />
            );
          };
          return (
            <li key={field.id} className={styles.photo}>
              {kept || uploaded ? (
                <div>
                  {kept ? (
                    <StoredPicture image={kept} lang={locale} />
                  ) : (
                    <p>{intl.formatMessage(newPhotoText, { name: uploaded ?? '' })}</p>
                  )}
                  {fileError && <p className={contentStyles.error}>{fileError}</p>}
                </div>
              ) : (
                <FileField
                  path={`photos.${index}.file`}
                  label={intl.formatMessage(photoNumberText.file, { number })}
                  kind="image"
                  required
                />
              )}
              <div className={contentStyles.pair}>
                {caption('captionAr')}
                {caption('captionEn')}
              </div>
              <MoveButtons
                itemKey={field.id}
                name={nameOf(index)}
                index={index}
                count={fields.length}
                focus={focus}
                onMove={(direction) => move(index, direction)}
              >
                <button type="button" className={actionButton.secondary} onClick={() => removeAt(index)}>
                  {intl.formatMessage(photoNumberText.remove, { number })}
                </button>
              </MoveButtons>
            </li>
          );
        })}
      </ol>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {fields.length < photoSetLimits.photos && (
        <button
          type="button"
          className={actionButton.secondary}
          onClick={() => append({ file: '', captionAr: '', captionEn: '' })}
        >
          {intl.formatMessage(photoText.add)}
        </button>
      )}
      {withCover && fields.length > 0 && (
        <fieldset className={contentStyles.fieldset}>
          <legend>{intl.formatMessage(photoText.cover)}</legend>
          <p>{intl.formatMessage(photoText.coverHint)}</p>
          {errorText('cover') && <p className={contentStyles.error}>{errorText('cover')}</p>}
          <ul className={contentStyles.choices}>
            {fields.map((field, index) => (
              <li key={field.id}>
                <label>
                  <input
                    type="radio"
                    name={`${id}-cover`}
                    checked={cover === index}
                    onChange={() => setCover(index)}
                  />{' '}
                  {nameOf(index)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </fieldset>
  );
}
