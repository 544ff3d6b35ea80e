import { useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { actionButton, ConfirmDialog, ReasonDialog } from '@uaeaf/account-kit';
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

/** What the dialog of a decision that needs a reason says: the member reads the reason. */
export interface ReasonQuestion {
  title: MessageDescriptor;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

/**
 * A request's decisions: one button for each the workflow allows now (`allowedActions`, in the order of `text`; a
 * rejection drawn as dangerous), the refusal of the last one tried while no dialog is open, and the question each
 * button asks before anything is sent: approval a confirmation (`approval`), the others a reason (`reasons`).
 * Closing a question forgets its refusal. The membership requests and the electronic services share it.
 */
export function DecisionSection<TDecision extends string>({
  id,
  heading,
  none,
  text,
  allowedActions,
  asking,
  decide,
  approval,
  reasons,
}: {
  id: string;
  heading: MessageDescriptor;
  /** Said when no decision is open. */
  none: MessageDescriptor;
  /** Every decision of the workflow, in the buttons' order, with its button's words. */
  text: Record<TDecision, MessageDescriptor>;
  allowedActions: readonly string[];
  asking: Asking<TDecision>;
  /** The decision's mutation (its refusal in words), which closes the question once done (`asking.done`). */
  decide: {
    failure: string | undefined;
    isPending: boolean;
    reset: () => void;
    mutate: (input: { decision: TDecision; reason?: string }) => void;
  };
  approval: { title: MessageDescriptor; intro: ReactNode };
  /** The decisions other than approval, each with the reason it asks for. */
  reasons: Record<Exclude<TDecision, 'approve'>, ReasonQuestion>;
}) {
  const intl = useIntl();
  const allowed = (Object.keys(text) as TDecision[]).filter((decision) => allowedActions.includes(decision));
  const close = () => {
    asking.setAsking(undefined);
    decide.reset();
  };
  const asked = asking.asking;
  const reason = asked && asked !== 'approve' ? reasons[asked as Exclude<TDecision, 'approve'>] : undefined;
  return (
    <section className={commonStyles.section} aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(heading)}</h2>
      {!asked && decide.failure && (
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
      {asked === 'approve' && (
        <ConfirmDialog
          title={intl.formatMessage(approval.title)}
          confirmLabel={intl.formatMessage(text[asked] as MessageDescriptor)}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={() => decide.mutate({ decision: asked })}
          onClose={close}
        >
          <p>{approval.intro}</p>
        </ConfirmDialog>
      )}
      {asked && reason && (
        <ReasonDialog
          title={intl.formatMessage(reason.title)}
          reasonLabel={intl.formatMessage(reason.label)}
          reasonHint={intl.formatMessage(reason.hint)}
          confirmLabel={intl.formatMessage(text[asked] as MessageDescriptor)}
          danger={asked === 'reject'}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(given) => decide.mutate({ decision: asked, reason: given })}
          onClose={close}
        />
      )}
    </section>
  );
}
