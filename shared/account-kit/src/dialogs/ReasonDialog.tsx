import { useState } from 'react';
import { ConfirmDialog } from '@uaeaf/ui/dialog';
import { ReasonField, reasonProblem } from './ReasonField';

/** A confirmation that needs a reason (reject, block, unblock, lift): nothing is sent until the reason will do. */
export function ReasonDialog({
  title,
  intro,
  reasonLabel,
  reasonHint,
  confirmLabel,
  danger,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  intro?: string;
  reasonLabel?: string;
  reasonHint?: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  failure?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried ? reasonProblem(reason) : undefined;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      {...(danger !== undefined && { danger })}
      pending={pending}
      failure={failure}
      onClose={onClose}
      onConfirm={() => {
        setTried(true);
        if (!reasonProblem(reason)) onConfirm(reason.trim());
      }}
    >
      {intro && <p>{intro}</p>}
      <ReasonField
        value={reason}
        onChange={setReason}
        problem={problem}
        {...(reasonLabel && { label: reasonLabel })}
        {...(reasonHint && { hint: reasonHint })}
      />
    </ConfirmDialog>
  );
}
