import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton } from '@uaeaf/account-kit';
import commonStyles from './common.module.css';

/**
 * A request's decisions: one button for each the workflow allows now (a rejection drawn as dangerous), the refusal
 * of the last one tried while no dialog is open, and the dialogs (`children`) the buttons open. The membership
 * requests and the electronic services share it.
 */
export function DecisionSection<TDecision extends string>({
  id,
  heading,
  none,
  allowed,
  text,
  failure,
  onAsk,
  children,
}: {
  id: string;
  heading: MessageDescriptor;
  /** Said when no decision is open. */
  none: MessageDescriptor;
  allowed: readonly TDecision[];
  text: Record<TDecision, MessageDescriptor>;
  failure: string | undefined;
  onAsk: (decision: TDecision) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const label = (decision: TDecision): string => intl.formatMessage(text[decision] as MessageDescriptor);
  return (
    <section className={commonStyles.section} aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(heading)}</h2>
      {failure && (
        <p role="alert" className={commonStyles.warning}>
          {failure}
        </p>
      )}
      {allowed.length === 0 ? (
        <p>{intl.formatMessage(none)}</p>
      ) : (
        <div className={commonStyles.actions}>
          {allowed.map((decision) => (
            <button
              key={decision}
              type="button"
              className={decision === 'reject' ? actionButton.danger : actionButton.primary}
              onClick={() => onAsk(decision)}
            >
              {label(decision)}
            </button>
          ))}
        </div>
      )}
      {children}
    </section>
  );
}
