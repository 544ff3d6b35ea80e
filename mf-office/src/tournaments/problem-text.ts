import { type MessageDescriptor, useIntl } from 'react-intl';
import { useValidationText } from '@uaeaf/ui';

/** A field's message id in the editor's words: the schedule's own refusals, else the form kit's. */
export function useEventProblemText(problems: Record<string, MessageDescriptor>) {
  const intl = useIntl();
  const validationText = useValidationText();
  return (id: string | undefined) =>
    id && problems[id] ? intl.formatMessage(problems[id]) : validationText(id);
}
