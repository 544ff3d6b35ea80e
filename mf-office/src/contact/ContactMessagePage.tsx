import { useIntl } from 'react-intl';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  ContactErrorCodes,
  ContactInboxItemSchema,
  contactReplyMaxLength,
  ContactReplySchema,
  languageOfText,
  type ContactInboxItem,
  type ContactReply,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { PageHeading, TextAreaField, useDates, usePageTitle, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { FormSection } from '../common/FormSection';
import commonStyles from '../common/common.module.css';
import { ItemPage } from '../common/ItemPage';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useContactMessage } from './api';
import { DueDay } from './DueDay';
import { contactStatusText, contactText, repliedText, replySentText } from './messages';

function ReplyForm({ item }: { item: ContactInboxItem }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const language = languageOfText(`${item.subject}\n${item.message}`);
  const reply = useApiForm({
    schema: ContactReplySchema,
    defaultValues: { reply: '' },
    fields: ['reply'],
    call: (body: ContactReply) =>
      sendJson('POST', `/office/contact-messages/${item.id}/reply`, ContactInboxItemSchema, body),
    successText: () => intl.formatMessage(replySentText),
    refusalText: (error) =>
      error.code === ContactErrorCodes.alreadyAnswered
        ? intl.formatMessage(contactText.alreadyAnswered)
        : undefined,
    invalidates: [officeKey],
  });
  return (
    <FormSection
      heading={intl.formatMessage(contactText.replyHeading)}
      intro={intl.formatMessage(contactText.replyIntro)}
      failure={reply.failure}
      onSubmit={reply.onSubmit}
      pending={reply.pending}
      submitLabel={intl.formatMessage(contactText.send)}
    >
      <TextAreaField
        label={intl.formatMessage(contactText.reply)}
        error={validationText(reply.form.formState.errors.reply?.message, contactReplyMaxLength)}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        lang={language}
        rows={8}
        {...reply.form.register('reply')}
      />
    </FormSection>
  );
}

function ContactMessage({ item }: { item: ContactInboxItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  usePageTitle(item.subject);
  return (
    <>
      <PageHeading title={item.subject} lead={intl.formatMessage(officePages.contact.title)} />
      <p>
        <StatusBadge status={item.status} text={contactStatusText[item.status]} />
      </p>
      <section aria-label={intl.formatMessage(contactText.message)} className={commonStyles.section}>
        <dl>
          <dt>{intl.formatMessage(contactText.from)}</dt>
          <dd>{item.name}</dd>
          <dt>{intl.formatMessage(contactText.email)}</dt>
          <dd className="ltr-value">{item.email}</dd>
          <dt>{intl.formatMessage(contactText.phone)}</dt>
          <dd className="ltr-value">{item.phone}</dd>
          <dt>{intl.formatMessage(contactText.received)}</dt>
          <dd>
            <time dateTime={item.receivedAt}>{day(item.receivedAt, 'long')}</time>
          </dd>
          <dt>{intl.formatMessage(contactText.due)}</dt>
          <dd>
            <DueDay item={item} />
          </dd>
        </dl>
        <p style={{ whiteSpace: 'pre-line' }}>{item.message}</p>
      </section>
      {item.reply ? (
        <section aria-label={intl.formatMessage(contactText.replyHeading)} className={commonStyles.section}>
          <p>
            {intl.formatMessage(repliedText, {
              at: day(item.reply.at, 'long'),
              name: item.reply.by?.name[locale] ?? '',
            })}
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{item.reply.text}</p>
        </section>
      ) : (
        <ReplyForm item={item} />
      )}
    </>
  );
}

/** `/office/contact/:id`: one message, and the reply that answers it. */
export function ContactMessagePage() {
  return (
    <ItemPage useItem={useContactMessage} listTitle={officePages.contact.title}>
      {(item) => <ContactMessage item={item} />}
    </ItemPage>
  );
}
