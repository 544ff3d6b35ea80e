import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actionButton, ConfirmDialog, useApiMutation } from '@uaeaf/account-kit';
import type { ContentStatus } from '@uaeaf/contracts';
import { useLocalizedPath } from '@uaeaf/ui';

/** Decision 069's words: drafts in one language and deleting a draft. */
export const draftText = defineMessages({
  neededToPublish: {
    id: 'office.drafts.neededToPublish',
    defaultMessage: 'Needed before publishing: write it in this language too',
  },
  missingToPublish: {
    id: 'office.drafts.missingToPublish',
    defaultMessage:
      'This item is not complete in both languages yet: the missing texts are marked in the form.',
  },
  delete: { id: 'office.drafts.delete', defaultMessage: 'Delete the draft' },
  confirmTitle: { id: 'office.drafts.confirmTitle', defaultMessage: 'Delete this draft?' },
  confirmText: {
    id: 'office.drafts.confirmText',
    defaultMessage: 'It has never been published. Once deleted it cannot be brought back.',
  },
  keep: { id: 'office.drafts.keep', defaultMessage: 'Keep the draft' },
  deleted: { id: 'office.drafts.deleted', defaultMessage: 'Draft deleted' },
  notADraft: {
    id: 'office.drafts.notADraft',
    defaultMessage:
      'Only a draft that was never published can be deleted. Unpublish this item instead: visitors may have linked it.',
  },
});

/**
 * "Delete the draft" with its confirmation, for an item never published (news to courses, decision 069); anything the
 * public has seen is unpublished instead, and the API refuses it (409) should the page be out of date.
 */
export function DeleteDraft({
  status,
  remove,
  listPath,
}: {
  status: ContentStatus;
  remove: () => Promise<unknown>;
  listPath: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [asking, setAsking] = useState(false);
  const deletion = useApiMutation({
    call: remove,
    successText: () => intl.formatMessage(draftText.deleted),
    refusalText: (error) =>
      error.code === 'not_a_draft' ? intl.formatMessage(draftText.notADraft) : undefined,
    // No reload of the office's queries: the deleted item's own would answer 404; the list loads afresh anyway.
    onSuccess: () => void navigate(localize(listPath)),
  });
  if (status !== 'draft') return null;
  return (
    <div>
      <button type="button" className={actionButton.danger} onClick={() => setAsking(true)}>
        {intl.formatMessage(draftText.delete)}
      </button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(draftText.confirmTitle)}
          confirmLabel={intl.formatMessage(draftText.delete)}
          closeLabel={intl.formatMessage(draftText.keep)}
          danger
          pending={deletion.isPending}
          failure={deletion.failure}
          onConfirm={() => deletion.mutate(undefined)}
          onClose={() => {
            deletion.reset();
            setAsking(false);
          }}
        >
          <p>{intl.formatMessage(draftText.confirmText)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
