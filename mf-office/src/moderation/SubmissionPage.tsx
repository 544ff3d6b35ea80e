import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  moderationLimits,
  ModerationErrorCodes,
  SubmissionDeclineSchema,
  SubmissionItemSchema,
  SubmissionAcceptSchema,
  type SubmissionAcceptBody,
  type SubmissionDecline,
  type SubmissionItem,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  LocalizedLink,
  PageHeading,
  TextAreaField,
  TextField,
  useDates,
  useLocalizedPath,
  usePageTitle,
  useValidationText,
} from '@uaeaf/ui';
import { apiUrl } from '@uaeaf/api-client';
import { officeKey } from '../common/api';
import { FormSection } from '../common/FormSection';
import commonStyles from '../common/common.module.css';
import { ItemPage } from '../common/ItemPage';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useSubmission } from './api';
import {
  acceptedText,
  decidedText,
  declinedBecauseText,
  declinedText,
  languageText,
  moderationText,
  submissionStatusText,
} from './messages';

const acceptFields = [
  'titleAr',
  'titleEn',
  'summaryAr',
  'summaryEn',
  'authorAr',
  'authorEn',
  'bodyAr',
  'bodyEn',
] as const;
type AcceptField = (typeof acceptFields)[number];

const limits: Record<AcceptField, number> = {
  titleAr: moderationLimits.title,
  titleEn: moderationLimits.title,
  summaryAr: moderationLimits.summary,
  summaryEn: moderationLimits.summary,
  authorAr: moderationLimits.author,
  authorEn: moderationLimits.author,
  bodyAr: moderationLimits.body,
  bodyEn: moderationLimits.body,
};

/** The sender's words in their language's fields; the other language is for the editor to write. */
function startingPoint(item: SubmissionItem): SubmissionAcceptBody {
  const mine = item.language === 'ar' ? 'Ar' : 'En';
  const blank = Object.fromEntries(acceptFields.map((field) => [field, ''])) as SubmissionAcceptBody;
  return {
    ...blank,
    [`title${mine}`]: item.title,
    [`author${mine}`]: item.authorName,
    [`body${mine}`]: item.body,
  };
}

const articlePath = (articleId: number) => `/office/content/articles/${articleId}`;

/** Accepting makes the article draft, which opens in the editors' own article page to format and publish. */
function AcceptForm({ item }: { item: SubmissionItem }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const validationText = useValidationText();
  const accept = useApiForm({
    schema: SubmissionAcceptSchema,
    defaultValues: startingPoint(item),
    fields: acceptFields,
    call: (body: SubmissionAcceptBody) =>
      sendJson('POST', `/office/submissions/${item.id}/accept`, SubmissionItemSchema, body),
    successText: (_, body) => intl.formatMessage(acceptedText, { title: body.titleEn }),
    refusalText: (error) =>
      error.code === ModerationErrorCodes.alreadyDecided
        ? intl.formatMessage(moderationText.alreadyDecided)
        : undefined,
    invalidates: [officeKey],
    onSuccess: (accepted) => {
      const articleId = accepted.decision?.articleId;
      if (articleId) void navigate(localize(articlePath(articleId)));
    },
  });
  const { register, formState } = accept.form;
  const field = (name: AcceptField) => {
    const arabic = name.endsWith('Ar');
    const props = {
      label: intl.formatMessage(moderationText[name]),
      error: validationText(formState.errors[name]?.message, limits[name]),
      dir: arabic ? 'rtl' : 'ltr',
      lang: arabic ? 'ar' : 'en',
      ...register(name),
    };
    return name.startsWith('body') || name.startsWith('summary') ? (
      <TextAreaField key={name} rows={name.startsWith('body') ? 10 : 3} {...props} />
    ) : (
      <TextField key={name} {...props} />
    );
  };
  return (
    <FormSection
      heading={intl.formatMessage(moderationText.acceptHeading)}
      intro={intl.formatMessage(moderationText.acceptIntro)}
      failure={accept.failure}
      onSubmit={accept.onSubmit}
      pending={accept.pending}
      submitLabel={intl.formatMessage(moderationText.accept)}
    >
      {acceptFields.map(field)}
    </FormSection>
  );
}

function DeclineForm({ item }: { item: SubmissionItem }) {
  const intl = useIntl();
  const validationText = useValidationText();
  const decline = useApiForm({
    schema: SubmissionDeclineSchema,
    defaultValues: { reason: '' },
    fields: ['reason'],
    call: (body: SubmissionDecline) =>
      sendJson('POST', `/office/submissions/${item.id}/decline`, SubmissionItemSchema, body),
    successText: () => intl.formatMessage(declinedText),
    refusalText: (error) =>
      error.code === ModerationErrorCodes.alreadyDecided
        ? intl.formatMessage(moderationText.alreadyDecided)
        : undefined,
    invalidates: [officeKey],
  });
  return (
    <FormSection
      heading={intl.formatMessage(moderationText.declineHeading)}
      intro={intl.formatMessage(moderationText.declineIntro)}
      failure={decline.failure}
      onSubmit={decline.onSubmit}
      pending={decline.pending}
      submitLabel={intl.formatMessage(moderationText.decline)}
    >
      <TextAreaField
        label={intl.formatMessage(moderationText.reason)}
        error={validationText(decline.form.formState.errors.reason?.message, moderationLimits.reason)}
        dir={item.language === 'ar' ? 'rtl' : 'ltr'}
        lang={item.language}
        rows={4}
        {...decline.form.register('reason')}
      />
    </FormSection>
  );
}

function Submission({ item }: { item: SubmissionItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  usePageTitle(item.title);
  return (
    <>
      <PageHeading title={item.title} lead={intl.formatMessage(officePages.submissions.title)} />
      <p>
        <StatusBadge status={item.status} text={submissionStatusText[item.status]} />
      </p>
      <section aria-label={intl.formatMessage(moderationText.sent)} className={commonStyles.section}>
        <dl>
          <dt>{intl.formatMessage(moderationText.sender)}</dt>
          <dd>{item.authorName}</dd>
          <dt>{intl.formatMessage(moderationText.email)}</dt>
          <dd className="ltr-value">{item.email}</dd>
          <dt>{intl.formatMessage(moderationText.phone)}</dt>
          <dd className="ltr-value">{item.phone}</dd>
          <dt>{intl.formatMessage(moderationText.received)}</dt>
          <dd>
            <time dateTime={item.receivedAt}>{day(item.receivedAt, 'long')}</time>
          </dd>
          <dt>{intl.formatMessage(moderationText.language)}</dt>
          <dd>{intl.formatMessage(languageText[item.language])}</dd>
        </dl>
        <div
          lang={item.language}
          dir={item.language === 'ar' ? 'rtl' : 'ltr'}
          style={{ whiteSpace: 'pre-line' }}
        >
          {item.body}
        </div>
        {item.hasImage && (
          <img
            src={apiUrl(`/office/submissions/${item.id}/image`)}
            alt={intl.formatMessage(moderationText.image)}
            style={{ maxInlineSize: '100%' }}
          />
        )}
      </section>
      {item.decision && (
        <p>
          {intl.formatMessage(decidedText, {
            at: day(item.decision.at, 'long'),
            name: item.decision.by?.name[locale] ?? '',
          })}
          {item.decision.reason &&
            ` ${intl.formatMessage(declinedBecauseText, { reason: item.decision.reason })}`}
        </p>
      )}
      {item.decision?.articleId && (
        <p>
          <LocalizedLink to={articlePath(item.decision.articleId)}>
            {intl.formatMessage(moderationText.openArticle)}
          </LocalizedLink>
        </p>
      )}
      {item.status === 'pending' && (
        <>
          <AcceptForm item={item} />
          <DeclineForm item={item} />
        </>
      )}
    </>
  );
}

/** `/office/submissions/:id`: one sent-in article, to complete in both languages and accept as a draft, or decline. */
export function SubmissionPage() {
  return (
    <ItemPage useItem={useSubmission} listTitle={officePages.submissions.title}>
      {(item) => <Submission item={item} />}
    </ItemPage>
  );
}
