import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { apiRequest, uploadFile } from '@uaeaf/api-client';
import {
  ArticleSubmissionReceiptSchema,
  ArticleSubmissionSchema,
  articleSubmissionLimits,
  checkImageUpload,
  detectImageType,
  imageUploadAccept,
  type UploadReferenceBody,
} from '@uaeaf/contracts';
import {
  FilePicker,
  FormField,
  Page,
  PageHeading,
  TextAreaField,
  TextField,
  formClassNames,
  useValidationText,
} from '@uaeaf/ui';
import { serverFieldErrors, trackUpload, useServerForm } from '@uaeaf/ui/form';
import {
  RequiredNote,
  SubmissionConfirmation,
  SubmitAlert,
  fileHeader,
  formText,
  phoneExample,
  useSubmission,
} from '../shared-ui/forms';
import { useStaticPage } from '../shared-ui/layout';
import { articleSubmissionPage, phoneHintText, submissionText } from './messages';
import styles from './submissions.module.css';

/** The shared schema without the image, which is sent ahead when chosen (decision 052) and referred to by its id. */
const FormSchema = v.omit(ArticleSubmissionSchema, ['image']);
type FormValues = v.InferInput<typeof FormSchema>;
const textFields = ['authorName', 'email', 'phone', 'title', 'body'] as const;
const emptyForm: FormValues = { authorName: '', email: '', phone: '', title: '', body: '' };

export function ArticleSubmissionPage() {
  const intl = useIntl();
  const validationText = useValidationText();
  const { title, description } = useStaticPage(articleSubmissionPage);
  const [image, showImage] = useState<UploadReferenceBody | null>(null);
  // Also read by the send, which may run renders after it was pressed: it waits for an image on its way.
  const imageSent = useRef(image);
  const setImage = (reference: UploadReferenceBody | null) => {
    imageSent.current = reference;
    showImage(reference);
  };
  const [sendingImage, setSendingImage] = useState(false);
  const [imageError, setImageError] = useState<string>();
  const { outcome, sent, confirmation, alert, submitWith, succeeded, failed } = useSubmission();
  const fileInput = useRef<HTMLInputElement>(null);

  const clearImage = () => {
    setImage(null);
    setImageError(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  // The file is judged by its size and first bytes (not its name or claimed type) as soon as it is chosen, then sent
  // ahead, where its content is checked: a refused article keeps it for the corrected send. Whether it was taken.
  const attachImage = async (input: HTMLInputElement): Promise<boolean> => {
    const file = input.files?.[0] ?? null;
    setImage(null);
    setImageError(undefined);
    if (!file) return true;
    const header = await fileHeader(file);
    const refuse = (message: string) => {
      setImageError(message);
      input.value = '';
      return false;
    };
    const problem = checkImageUpload(file.size, header);
    if (problem) return refuse(problem);
    setSendingImage(true);
    // The check passed on this header, so its type is found.
    const outcome = await uploadFile(file, detectImageType(header)!);
    setSendingImage(false);
    if ('refusal' in outcome) return refuse(outcome.refusal);
    setImage({ uploadId: outcome.id, name: file.name });
    return true;
  };

  const { form, onSubmit, pending, reset } = useServerForm({
    schema: FormSchema,
    defaultValues: emptyForm,
    fields: textFields,
    send: async (values) => {
      if (imageError) {
        fileInput.current?.focus();
        return;
      }
      await apiRequest('/articles/submissions', ArticleSubmissionReceiptSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, image: imageSent.current }),
      });
      reset(emptyForm);
      clearImage();
      succeeded();
    },
    // The image is no field of the form library (it is sent ahead): its refusal is put on it here.
    onRefused: (error, marked) => {
      const [imageRefusal] = serverFieldErrors(error, ['image']);
      if (imageRefusal) setImageError(imageRefusal[1]);
      failed(error, marked.length + (imageRefusal ? 1 : 0));
    },
  });
  const { errors } = form.formState;

  const fieldError = (field: (typeof textFields)[number]) =>
    validationText(
      errors[field]?.message,
      field === 'phone' ? undefined : articleSubmissionLimits[field as keyof typeof articleSubmissionLimits],
    );

  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SubmissionConfirmation
        confirmation={confirmation}
        sent={sent}
        title={submissionText.submitted}
        hint={submissionText.submittedHint}
        className={styles.form}
      />
      <form className={`${formClassNames.form} ${styles.form}`} onSubmit={submitWith(onSubmit)} noValidate>
        <RequiredNote />
        <SubmitAlert ref={alert} outcome={outcome} />
        <TextField
          label={intl.formatMessage(submissionText.authorName)}
          error={fieldError('authorName')}
          {...form.register('authorName')}
          autoComplete="name"
          maxLength={articleSubmissionLimits.authorName}
        />
        <TextField
          label={intl.formatMessage(submissionText.email)}
          error={fieldError('email')}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          label={intl.formatMessage(submissionText.phone)}
          hint={intl.formatMessage(phoneHintText, { example: phoneExample })}
          error={fieldError('phone')}
          {...form.register('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          label={intl.formatMessage(submissionText.title)}
          error={fieldError('title')}
          {...form.register('title')}
          maxLength={articleSubmissionLimits.title}
        />
        <TextAreaField
          label={intl.formatMessage(submissionText.body)}
          error={fieldError('body')}
          {...form.register('body')}
          rows={12}
        />
        <FormField
          label={intl.formatMessage(submissionText.image)}
          hint={intl.formatMessage(submissionText.imageHint)}
          error={validationText(imageError)}
        >
          {(control) => (
            <FilePicker
              {...control}
              ref={fileInput}
              name="image"
              accept={imageUploadAccept}
              fileName={image?.name}
              aria-busy={sendingImage}
              // A send pressed while the image is on its way waits for it (decision 089).
              onChange={(event) =>
                trackUpload(form.control, event.currentTarget, attachImage(event.currentTarget))
              }
            />
          )}
        </FormField>
        <p aria-live="polite">{sendingImage ? intl.formatMessage(submissionText.sendingImage) : ''}</p>
        {(image || imageError) && (
          <button type="button" className={styles.secondary} onClick={clearImage}>
            {intl.formatMessage(submissionText.removeImage)}
          </button>
        )}
        <button type="submit" className={formClassNames.submit} disabled={pending} aria-busy={pending}>
          {intl.formatMessage(pending ? formText.sending : submissionText.submit)}
        </button>
      </form>
    </Page>
  );
}
