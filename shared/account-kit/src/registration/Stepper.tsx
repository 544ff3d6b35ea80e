import { useIntl } from 'react-intl';
import { registrationMessages } from './registration-messages';
import styles from './registration.module.css';

export interface StepperStep {
  id: string;
  title: string;
}

/**
 * The steps in order, the current one marked (aria-current="step"). Steps already reached are buttons, so a person
 * can go back to one, or forward again once the current step is complete.
 */
export function Stepper({
  steps,
  current,
  reached,
  onSelect,
}: {
  steps: readonly StepperStep[];
  current: string;
  reached: ReadonlySet<string>;
  onSelect: (stepId: string) => void;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(registrationMessages.steps)}>
      <ol className={styles.stepper}>
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </span>
              {step.title}
            </>
          );
          return (
            <li key={step.id} className={styles.step} aria-current={isCurrent ? 'step' : undefined}>
              {!isCurrent && reached.has(step.id) ? (
                <button type="button" className={styles.stepButton} onClick={() => onSelect(step.id)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
