import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  type NewsPhotos as StoredNewsPhotos,
  NewsPhotosInputSchema,
  NewsPhotosSchema,
} from '@uaeaf/contracts';
import { QueryStates } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { EditorForm } from '../common/EditorPage';
import { newsPhotosPath, useNewsPhotos } from './api';
import { photoText } from './messages';
import {
  PhotoSetField,
  photoFieldPaths,
  type PhotoSetValues,
  photoValues,
  usePhotoProblemText,
} from './PhotoSetField';

const valuesOf = (stored: StoredNewsPhotos): PhotoSetValues => ({ photos: photoValues(stored.photos) });

function NewsPhotosForm({ newsId, stored }: { newsId: number; stored: StoredNewsPhotos }) {
  const intl = useIntl();
  const problem = usePhotoProblemText();
  // The saved set's pictures, so a photo just sent shows as kept at once, before the query loads again.
  const [shown, setShown] = useState(stored.photos);
  const save = useApiForm({
    schema: NewsPhotosInputSchema as unknown as v.GenericSchema<PhotoSetValues>,
    defaultValues: valuesOf(stored),
    fields: photoFieldPaths as (keyof PhotoSetValues)[],
    call: (body: PhotoSetValues) => sendJson('PUT', newsPhotosPath(newsId), NewsPhotosSchema, body),
    successText: () => intl.formatMessage(photoText.newsPhotosSaved),
    invalidates: [officeKey],
    onSuccess: (saved) => {
      setShown(saved.photos);
      save.form.reset(valuesOf(saved));
    },
  });
  const { formState, getFieldState } = save.form;
  const error = (path: string) =>
    problem(path, getFieldState(path as keyof PhotoSetValues, formState).error?.message);
  return (
    <EditorForm save={save} errorText={problem} submitLabel={photoText.saveNewsPhotos}>
      <PhotoSetField
        stored={shown}
        errorText={error}
        legend={intl.formatMessage(photoText.photos)}
        lead={intl.formatMessage(photoText.newsPhotosLead)}
      />
    </EditorForm>
  );
}

/** A news item's further photos (decision 068), shown after its picture: their own form, saved on their own. */
export function NewsPhotos({ newsId }: { newsId: number }) {
  const intl = useIntl();
  const id = useId();
  const query = useNewsPhotos(newsId);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(photoText.newsPhotos)}</h2>
      <QueryStates query={query}>
        {(stored) => <NewsPhotosForm newsId={newsId} stored={stored} />}
      </QueryStates>
    </section>
  );
}
