import { useId, type FormEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { formClassNames } from '../forms';
import { actionButton } from './action-buttons';
import { useModalDialog } from './use-modal-dialog';
import styles from './dialogs.module.css';

const dialogText = defineMessages({
  cancel: { id: 'ui.dialog.cancel', defaultMessage: 'Cancel' },
  working: { id: 'ui.dialog.working', defaultMessage: 'Saving…' },
});

/**
 * A question before an action ("are you sure about that?"), as a modal `<dialog>`: focus moves into it, Escape
 * cancels (not while the action runs), and focus goes back to the button that opened it. Its content (a reason, a
 * form) goes in `children`; a refusal shows in it as an alert.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  closeLabel,
  danger = false,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** When "Cancel" would read as the action itself ("Cancel registration"): "Keep my registration". */
  closeLabel?: string;
  /** The action undoes something or refuses someone: the button says so by its colour too. */
  danger?: boolean;
  pending: boolean;
  failure?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useModalDialog();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
    >
      <form onSubmit={onSubmit} className={styles.form} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        {failure && (
          <p role="alert" className={formClassNames.alert}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className={danger ? actionButton.danger : actionButton.primary}
            disabled={pending}
          >
            {pending ? intl.formatMessage(dialogText.working) : confirmLabel}
          </button>
          <button type="button" className={actionButton.secondary} onClick={onClose} disabled={pending}>
            {closeLabel ?? intl.formatMessage(dialogText.cancel)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
