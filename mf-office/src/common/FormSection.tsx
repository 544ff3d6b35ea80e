import { useId, type FormEventHandler, type ReactNode } from 'react';
import { formClassNames } from '@uaeaf/ui';
import commonStyles from './common.module.css';

/** A titled section holding one form: its heading and intro, the form's own refusal, its fields and its button. */
export function FormSection({
  heading,
  intro,
  failure,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  heading: string;
  intro: string;
  failure: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={commonStyles.section}>
      <h2 id={headingId}>{heading}</h2>
      <p>{intro}</p>
      <form className={formClassNames.form} noValidate onSubmit={onSubmit}>
        {failure && (
          <p role="alert" className={formClassNames.alert}>
            {failure}
          </p>
        )}
        {children}
        <button type="submit" className={formClassNames.submit} disabled={pending}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
