import { type RefObject, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { useNavigate, useParams } from 'react-router';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  DeletedDraftSchema,
  type GalleryAlbumInput,
  GalleryAlbumInputSchema,
  type GalleryAlbumItem,
  GalleryAlbumItemSchema,
  photoSetLimits,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, TextAreaField, TextField, useLocalizedPath } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { EditorForm, EditorPage, EditorPreview } from '../common/EditorPage';
import { StoredPicture } from '../content/ContentFiles';
import { DeleteDraft } from '../content/DeleteDraft';
import { contentText, newItemText } from '../content/messages';
import { PublishPanel } from '../content/PublishPanel';
import contentStyles from '../content/content.module.css';
import { albumPath, publishAlbum, unpublishAlbum, useAlbum } from './api';
import { galleryPage, galleryText, photoText } from './messages';
import {
  PhotoSetField,
  photoFieldPaths,
  type PhotoSetValues,
  photoValues,
  usePhotoProblemText,
} from './PhotoSetField';
import styles from './gallery.module.css';

const textFields = ['titleAr', 'titleEn', 'takenOn', 'descriptionAr', 'descriptionEn', 'cover'] as const;
const limitOf = (path: string) =>
  path.startsWith('title')
    ? photoSetLimits.title
    : path.startsWith('description')
      ? photoSetLimits.description
      : undefined;

/** The form's values: the album's input with its photos as the photo-set field holds them. */
type AlbumValues = Omit<GalleryAlbumInput, 'photos'> & Required<PhotoSetValues>;

const valuesOf = (album: GalleryAlbumItem | undefined): AlbumValues => ({
  titleAr: album?.titleAr ?? '',
  titleEn: album?.titleEn ?? '',
  takenOn: album?.takenOn ?? '',
  descriptionAr: album?.descriptionAr ?? '',
  descriptionEn: album?.descriptionEn ?? '',
  photos: photoValues(album?.photos ?? []),
  cover: album?.cover ?? 0,
});

function AlbumForm({
  album,
  onDirty,
  formRef,
}: {
  album: GalleryAlbumItem | undefined;
  onDirty: (dirty: boolean) => void;
  /** The form, for the publishing panel to mark a refusal on its field (no photos). */
  formRef: RefObject<UseFormReturn<AlbumValues> | null>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const problem = usePhotoProblemText(limitOf);
  // The saved album's pictures, so a photo just sent shows as kept at once, before the query loads again.
  const [shown, setShown] = useState(album?.photos ?? []);
  const save = useApiForm({
    schema: GalleryAlbumInputSchema as unknown as v.GenericSchema<AlbumValues>,
    defaultValues: valuesOf(album),
    fields: [...textFields, ...photoFieldPaths] as (keyof AlbumValues)[],
    call: (body: AlbumValues) =>
      album
        ? sendJson('PUT', albumPath(album.id), GalleryAlbumItemSchema, body)
        : sendJson('POST', albumPath(), GalleryAlbumItemSchema, body),
    successText: () => intl.formatMessage(contentText.saved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      setShown(saved.photos);
      save.form.reset(valuesOf(saved));
      if (!album) void navigate(localize(`/office/gallery/${saved.id}`));
    },
  });
  const { register, formState, getFieldState } = save.form;
  useEffect(() => {
    formRef.current = save.form;
  }, [formRef, save.form]);
  const error = (path: string) =>
    problem(path, getFieldState(path as keyof AlbumValues, formState).error?.message);
  const text = (name: (typeof textFields)[number], long = false) => {
    const lang = name.endsWith('Ar') ? 'ar' : 'en';
    const common = {
      label: intl.formatMessage(galleryText[name as keyof typeof galleryText]),
      error: error(name),
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      maxLength: limitOf(name),
      ...register(name),
    } as const;
    return long ? (
      <TextAreaField rows={3} hint={intl.formatMessage(galleryText.descriptionHint)} {...common} />
    ) : (
      <TextField {...common} />
    );
  };
  return (
    <EditorForm save={save} errorText={problem} onDirty={onDirty}>
      <div className={contentStyles.pair}>
        {text('titleAr')}
        {text('titleEn')}
      </div>
      <TextField
        label={intl.formatMessage(galleryText.takenOn)}
        type="date"
        error={error('takenOn')}
        {...register('takenOn')}
      />
      <div className={contentStyles.pair}>
        {text('descriptionAr', true)}
        {text('descriptionEn', true)}
      </div>
      <PhotoSetField
        stored={shown}
        errorText={error}
        withCover
        legend={intl.formatMessage(photoText.photos)}
      />
    </EditorForm>
  );
}

/** The saved album in one language as the public album page lays it out: title, day, description, photos in order. */
function PreviewAlbum({ album, lang }: { album: GalleryAlbumItem; lang: 'ar' | 'en' }) {
  const suffix = lang === 'ar' ? 'Ar' : 'En';
  const description = album[`description${suffix}`];
  return (
    <>
      <h2>{album[`title${suffix}`]}</h2>
      <p>
        <DateText value={album.takenOn} />
      </p>
      {description && <p>{description}</p>}
      <ul className={styles.album}>
        {album.photos.map((photo) => (
          <li key={photo.image.path}>
            <figure>
              <StoredPicture image={photo.image} lang={lang} />
              {photo.caption && <figcaption>{photo.caption[lang]}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

/** `/office/gallery/new` and `/office/gallery/:id`: write, preview, publish and delete one album (decision 072). */
export function GalleryEditPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const album = useAlbum(id, !creating);
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<UseFormReturn<AlbumValues>>(null);
  const title = creating
    ? intl.formatMessage(newItemText, { kind: intl.formatMessage(galleryPage.title) })
    : (album.data?.[locale === 'ar' ? 'titleAr' : 'titleEn'] ?? intl.formatMessage(galleryPage.title));
  return (
    <EditorPage title={title} backTo="/office/gallery">
      {(creating || album.data) && (
        <AlbumForm key={album.data?.id ?? 'new'} album={album.data} onDirty={setDirty} formRef={formRef} />
      )}
      {album.data && (
        <>
          <PublishPanel
            item={album.data}
            dirty={dirty}
            change={(action) =>
              action === 'unpublish' ? unpublishAlbum(album.data.id) : publishAlbum(album.data.id, action)
            }
            onFieldsRefused={(fields) =>
              Object.entries(fields).forEach(([field, [message]], index) =>
                formRef.current?.setError(
                  field as keyof AlbumValues,
                  { type: 'server', message },
                  { shouldFocus: index === 0 },
                ),
              )
            }
          />
          <DeleteDraft
            status={album.data.status}
            remove={() => sendJson('DELETE', albumPath(album.data.id), DeletedDraftSchema, undefined)}
            listPath="/office/gallery"
          />
          <EditorPreview lead={galleryText.previewLead}>
            {(lang) => <PreviewAlbum album={album.data} lang={lang} />}
          </EditorPreview>
        </>
      )}
    </EditorPage>
  );
}
