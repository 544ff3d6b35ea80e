import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { WithdrawalReasons, type WithdrawalReason } from '@uaeaf/contracts';
import { formClassNames } from '@uaeaf/ui';
import { reasonText, withdrawText, withdrawTitleText } from './messages';
import styles from './register.module.css';

/**
 * The withdrawal's confirmation: a modal `<dialog>` (focus moves into it, Escape cancels, focus goes back to the
 * button that opened it) asking for the reason and "are you sure about that?".
 */
export function WithdrawDialog({
  archer,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  archer: string;
  pending: boolean;
  failure?: string;
  onConfirm: (reason: WithdrawalReason) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const errorId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<WithdrawalReason>();
  const [missingReason, setMissingReason] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    onConfirm(reason);
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
      <form onSubmit={onSubmit} className={styles.dialogForm} noValidate>
        <h2 id={titleId}>{intl.formatMessage(withdrawTitleText, { archer })}</h2>
        <fieldset
          className={styles.reasons}
          aria-invalid={missingReason || undefined}
          aria-describedby={missingReason ? errorId : undefined}
        >
          <legend>{intl.formatMessage(withdrawText.reason)}</legend>
          {WithdrawalReasons.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              {intl.formatMessage(reasonText[value])}
            </label>
          ))}
          {missingReason && (
            <p id={errorId} className={styles.fieldError}>
              {intl.formatMessage(withdrawText.chooseReason)}
            </p>
          )}
        </fieldset>
        <p className={styles.question}>{intl.formatMessage(withdrawText.confirm)}</p>
        {failure && (
          <p role="alert" className={formClassNames.alert}>
            {failure}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="submit" className={styles.danger} disabled={pending}>
            {intl.formatMessage(pending ? withdrawText.sending : withdrawText.yes)}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={pending}>
            {intl.formatMessage(withdrawText.cancel)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
