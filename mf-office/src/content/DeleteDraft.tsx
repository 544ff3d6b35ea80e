import { defineMessages } from 'react-intl';
import type { ContentStatus } from '@uaeaf/contracts';
import { ConfirmedDelete } from '../common/ConfirmedDelete';

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
  notReadyToPublish: {
    id: 'office.drafts.notReadyToPublish',
    defaultMessage: 'This item cannot be published yet: what stops it is marked in the form.',
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
  if (status !== 'draft') return null;
  return (
    <ConfirmedDelete
      texts={draftText}
      remove={remove}
      refusals={{ not_a_draft: draftText.notADraft }}
      listPath={listPath}
    />
  );
}
