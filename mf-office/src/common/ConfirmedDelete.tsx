import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actionButton, ConfirmDialog, useApiMutation } from '@uaeaf/account-kit';
import { useLocalizedPath } from '@uaeaf/ui';

/** The words of one deletion: its button, the dialog's question and warning, the way out, the toast. */
export interface DeleteTexts {
  delete: MessageDescriptor;
  confirmTitle: MessageDescriptor;
  confirmText: MessageDescriptor;
  keep: MessageDescriptor;
  deleted: MessageDescriptor;
}

/**
 * A delete button that asks first: the API's refusal (a 409 with its code) is said in the dialog, which stays open;
 * once deleted, the page goes back to its list, which loads afresh, and the toast says so.
 */
export function ConfirmedDelete({
  texts,
  remove,
  refusals,
  listPath,
}: {
  texts: DeleteTexts;
  remove: () => Promise<unknown>;
  /** The refusals' codes this deletion knows, with what the dialog says of each. */
  refusals: Record<string, MessageDescriptor>;
  listPath: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [asking, setAsking] = useState(false);
  const deletion = useApiMutation({
    call: remove,
    successText: () => intl.formatMessage(texts.deleted),
    refusalText: (error) => {
      const known = refusals[error.code];
      return known && intl.formatMessage(known);
    },
    // No reload of the office's queries: the deleted item's own would answer 404; the list loads afresh anyway.
    onSuccess: () => void navigate(localize(listPath)),
  });
  return (
    <div>
      <button type="button" className={actionButton.danger} onClick={() => setAsking(true)}>
        {intl.formatMessage(texts.delete)}
      </button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(texts.confirmTitle)}
          confirmLabel={intl.formatMessage(texts.delete)}
          closeLabel={intl.formatMessage(texts.keep)}
          danger
          pending={deletion.isPending}
          failure={deletion.failure}
          onConfirm={() => deletion.mutate(undefined)}
          onClose={() => {
            deletion.reset();
            setAsking(false);
          }}
        >
          <p>{intl.formatMessage(texts.confirmText)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
