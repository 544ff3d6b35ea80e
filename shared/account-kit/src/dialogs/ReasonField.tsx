import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ReasonSchema, reasonMaxLength } from '@uaeaf/contracts';
import { TextAreaField, useValidationText } from '@uaeaf/ui';
import { dialogText } from '../messages';

/** The message id of what is wrong with a reason (required, too long), or undefined when it will do. */
export function reasonProblem(reason: string): string | undefined {
  const result = v.safeParse(ReasonSchema, reason);
  return result.success ? undefined : result.issues[0].message;
}

/**
 * The reason staff give for a decision the member reads (a rejection, a block, lifting a penalty): at most 1000
 * characters, checked by the same schema as the API's.
 */
export function ReasonField({
  value,
  onChange,
  problem,
  label,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A validation message id, shown once the user tried to confirm. */
  problem?: string | undefined;
  label?: string;
  hint?: string;
}) {
  const intl = useIntl();
  const validationText = useValidationText();
  return (
    <TextAreaField
      label={label ?? intl.formatMessage(dialogText.reason)}
      {...(hint && { hint })}
      error={validationText(problem, reasonMaxLength)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={reasonMaxLength}
      required
      rows={4}
    />
  );
}
