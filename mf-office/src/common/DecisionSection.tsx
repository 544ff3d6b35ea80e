import { useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton } from '@uaeaf/account-kit';
import commonStyles from './common.module.css';

/**
 * Which decision's dialog is open. Made before the decision's mutation so that the mutation can close it once done
 * (`done`); `DecisionSection` opens it from a button and closes it.
 */
export function useAsking<TDecision extends string>() {
  const [asking, setAsking] = useState<TDecision>();
  const done = useCallback(() => setAsking(undefined), []);
  return { asking, setAsking, done };
}
export type Asking<TDecision extends string> = ReturnType<typeof useAsking<TDecision>>;

/**
 * A request's decisions: one button for each the workflow allows now (`allowedActions`, in the order of `text`; a
 * rejection drawn as dangerous), the refusal of the last one tried while no dialog is open, and the dialog of the one
 * asked about (`children`, given how to close it: the refusal is forgotten with it). The membership requests and the
 * electronic services share it.
 */
export function DecisionSection<TDecision extends string>({
  id,
  heading,
  none,
  text,
  allowedActions,
  asking,
  decide,
  children,
}: {
  id: string;
  heading: MessageDescriptor;
  /** Said when no decision is open. */
  none: MessageDescriptor;
  /** Every decision of the workflow, in the buttons' order, with its button's words. */
  text: Record<TDecision, MessageDescriptor>;
  allowedActions: readonly string[];
  asking: Asking<TDecision>;
  /** The decision's mutation: its refusal, and forgetting it. */
  decide: { failure: string | undefined; reset: () => void };
  children: (decision: TDecision, close: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const allowed = (Object.keys(text) as TDecision[]).filter((decision) => allowedActions.includes(decision));
  const close = () => {
    asking.setAsking(undefined);
    decide.reset();
  };
  return (
    <section className={commonStyles.section} aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(heading)}</h2>
      {!asking.asking && decide.failure && (
        <p role="alert" className={commonStyles.warning}>
          {decide.failure}
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
              onClick={() => {
                decide.reset();
                asking.setAsking(decision);
              }}
            >
              {intl.formatMessage(text[decision] as MessageDescriptor)}
            </button>
          ))}
        </div>
      )}
      {asking.asking && children(asking.asking, close)}
    </section>
  );
}
