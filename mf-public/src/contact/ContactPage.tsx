import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { apiRequest } from '@uaeaf/api-client';
import { ContactMessageReceiptSchema, ContactMessageSchema, contactMessageLimits } from '@uaeaf/contracts';
import {
  Page,
  PageHeading,
  TextAreaField,
  TextField,
  FederationContact,
  formClassNames,
  useValidationText,
} from '@uaeaf/ui';
import { useServerForm } from '@uaeaf/ui/form';
import {
  RequiredNote,
  SubmissionConfirmation,
  SubmitAlert,
  formText,
  phoneExample,
  useSubmission,
} from '../shared-ui/forms';
import { useStaticPage } from '../shared-ui/layout';
import { contactPage, contactText, phoneHintText } from './messages';
import styles from './contact.module.css';

type FormValues = v.InferInput<typeof ContactMessageSchema>;
const fields = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof fields)[number];
const emptyForm: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactPage() {
  const intl = useIntl();
  const { title, description } = useStaticPage(contactPage);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <div className={styles.columns}>
        <section aria-labelledby="contact-details" className={styles.details}>
          <h2 id="contact-details">{intl.formatMessage(contactText.detailsHeading)}</h2>
          <FederationContact className={styles.contact} />
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form">{intl.formatMessage(contactText.formHeading)}</h2>
          <ContactForm />
        </section>
      </div>
    </Page>
  );
}

function ContactForm() {
  const intl = useIntl();
  const validationText = useValidationText();
  const { outcome, sent, confirmation, alert, submitWith, succeeded, failed } = useSubmission();
  const { form, onSubmit, pending, reset } = useServerForm({
    schema: ContactMessageSchema,
    defaultValues: emptyForm,
    fields,
    send: async (values) => {
      await apiRequest('/contact-messages', ContactMessageReceiptSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      reset(emptyForm);
      succeeded();
    },
    onRefused: (error, marked) => failed(error, marked.length),
  });
  const { errors } = form.formState;

  const fieldError = (field: Field) =>
    validationText(
      errors[field]?.message,
      field === 'phone' ? undefined : contactMessageLimits[field as keyof typeof contactMessageLimits],
    );

  return (
    <>
      <SubmissionConfirmation
        confirmation={confirmation}
        sent={sent}
        title={contactText.sent}
        hint={contactText.sentHint}
        className={styles.formWidth}
      />
      <form className={formClassNames.form} onSubmit={submitWith(onSubmit)} noValidate>
        <RequiredNote />
        <SubmitAlert ref={alert} outcome={outcome} />
        <TextField
          label={intl.formatMessage(contactText.name)}
          error={fieldError('name')}
          {...form.register('name')}
          autoComplete="name"
          maxLength={contactMessageLimits.name}
        />
        <TextField
          label={intl.formatMessage(contactText.email)}
          error={fieldError('email')}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          label={intl.formatMessage(contactText.phone)}
          hint={intl.formatMessage(phoneHintText, { example: phoneExample })}
          error={fieldError('phone')}
          {...form.register('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          label={intl.formatMessage(contactText.subject)}
          error={fieldError('subject')}
          {...form.register('subject')}
          maxLength={contactMessageLimits.subject}
        />
        <TextAreaField
          label={intl.formatMessage(contactText.message)}
          error={fieldError('message')}
          {...form.register('message')}
          rows={8}
        />
        <button type="submit" className={formClassNames.submit} disabled={pending}>
          {intl.formatMessage(pending ? formText.sending : contactText.submit)}
        </button>
      </form>
    </>
  );
}
