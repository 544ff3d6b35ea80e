import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { DetailsList, useDates } from '@uaeaf/ui';

const text = defineMessages({
  document: { id: 'office.requests.replacement.document', defaultMessage: 'Document replaced' },
  expiresOn: { id: 'office.requests.replacement.expiresOn', defaultMessage: 'New expiry date' },
  none: { id: 'office.requests.replacement.noExpiry', defaultMessage: 'No expiry date' },
});

/** What approving a replacement does, in its confirmation dialog. */
export const replacementApproveText = defineMessage({
  id: 'office.requests.replacement.approveIntro',
  defaultMessage: 'The new document and its expiry date become the member’s, who is told by mail.',
});

/** The documents a member keeps current, by the contract's names (the member's page lists them too). */
export const documentText = defineMessages({
  emiratesId: { id: 'office.requests.replacement.emiratesId', defaultMessage: 'Emirates ID' },
  passport: { id: 'office.requests.replacement.passport', defaultMessage: 'Passport' },
  medicalExam: { id: 'office.requests.replacement.medicalExam', defaultMessage: 'Medical examination' },
  photo: { id: 'office.requests.replacement.photo', defaultMessage: 'Personal photo' },
});

/**
 * A member's document replacement (decision 056) in words: which document and its new expiry day; the new file is in
 * the request's files. Approving it makes them the member's.
 */
export function DocumentReplacementDetails({ details }: { details: Record<string, unknown> }) {
  const intl = useIntl();
  const { day } = useDates();
  const document = String(details.document);
  const expiresOn = typeof details.expiresOn === 'string' ? details.expiresOn : undefined;
  return (
    <DetailsList
      items={[
        [
          intl.formatMessage(text.document),
          document in documentText
            ? intl.formatMessage(documentText[document as keyof typeof documentText])
            : document,
        ],
        [
          intl.formatMessage(text.expiresOn),
          expiresOn ? <time dateTime={expiresOn}>{day(expiresOn)}</time> : intl.formatMessage(text.none),
        ],
      ]}
    />
  );
}
