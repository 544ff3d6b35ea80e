import { FormProvider, useFieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import {
  AddServiceDocumentsSchema,
  ServiceRequestSchema,
  type AddServiceDocumentsInput,
  type ServiceRequest,
} from '@uaeaf/contracts';
import { formClassNames } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { useApiForm } from '../form/api-form';
import { sendJson } from '../mutations/api-mutation';
import { FileField } from '../registration/file-field';
import { InputField } from '../registration/fields/InputField';
import { hints } from '../registration/registration-messages';
import formStyles from '../registration/registration.module.css';
import { eservicesText, numberedText } from './eservices-messages';
import { serviceRefusal } from './service-api';
import { serviceRequestKey, serviceRequestsKey } from './service-keys';
import { ServiceFieldsProvider } from './service-fields';
import styles from './eservices.module.css';

const maxDocuments = 5;
const paths = Array.from({ length: maxDocuments }, (_, index) => [
  `files.${index}.name`,
  `files.${index}.file`,
]).flat();
// A file field with nothing chosen yet: no upload to refer to.
const emptyDocument = { name: '', file: { uploadId: '' } };

/**
 * The documents the office asked for (`moreDocuments`, its reason shown above as the office's note): 1 to 5 files,
 * each named by the member; once sent the request waits for the office again.
 */
export function AddServiceDocuments({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const form = useApiForm<AddServiceDocumentsInput, ServiceRequest>({
    schema: AddServiceDocumentsSchema as unknown as v.GenericSchema<AddServiceDocumentsInput>,
    defaultValues: { files: [{ ...emptyDocument }] },
    fields: ['files', ...paths] as never[],
    // Each file was sent ahead when chosen (decision 052); the body refers to the uploads.
    call: (): Promise<ServiceRequest> =>
      sendJson(
        'POST',
        `/account/services/${request.id}/documents`,
        ServiceRequestSchema,
        form.form.getValues(),
      ),
    successText: () => intl.formatMessage(eservicesText.documentsSent),
    invalidates: [serviceRequestsKey, serviceRequestKey(request.id)],
    refusalText: (error) => serviceRefusal(intl, error),
  });
  const { fields, append, remove } = useFieldArray({ control: form.form.control, name: 'files' });
  return (
    <section aria-labelledby="service-documents" className={styles.actions}>
      <h3 id="service-documents">{intl.formatMessage(eservicesText.addDocuments)}</h3>
      <p>{intl.formatMessage(eservicesText.addDocumentsIntro)}</p>
      <ServiceFieldsProvider entries={AddServiceDocumentsSchema.entries}>
        <FormProvider {...form.form}>
          <form onSubmit={form.onSubmit} noValidate aria-labelledby="service-documents">
            {fields.map((field, index) => {
              const number = intl.formatNumber(index + 1);
              return (
                <div key={field.id} className={`${formStyles.fields} ${styles.item}`}>
                  <InputField
                    path={`files.${index}.name`}
                    label={intl.formatMessage(numberedText.documentName, { number })}
                    required
                    info={{ kind: 'text', type: 'text' }}
                  />
                  <FileField
                    path={`files.${index}.file`}
                    label={intl.formatMessage(numberedText.documentFile, { number })}
                    kind="imageOrPdf"
                    required
                    hint={intl.formatMessage(hints.imageOrPdf)}
                  />
                  {fields.length > 1 && (
                    <button type="button" className={actionButton.secondary} onClick={() => remove(index)}>
                      {intl.formatMessage(numberedText.removeDocument, { number })}
                    </button>
                  )}
                </div>
              );
            })}
            {form.failure && (
              <p role="alert" className={formClassNames.alert}>
                {form.failure}
              </p>
            )}
            <div className={styles.buttons}>
              {fields.length < maxDocuments && (
                <button
                  type="button"
                  className={actionButton.secondary}
                  onClick={() => append({ ...emptyDocument })}
                >
                  {intl.formatMessage(eservicesText.addAnother)}
                </button>
              )}
              <button
                type="submit"
                className={actionButton.primary}
                disabled={form.pending}
                aria-busy={form.pending}
              >
                {intl.formatMessage(form.pending ? eservicesText.sending : eservicesText.sendDocuments)}
              </button>
            </div>
          </form>
        </FormProvider>
      </ServiceFieldsProvider>
    </section>
  );
}
