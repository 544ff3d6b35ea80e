import { useIntl } from 'react-intl';
import { ApiError } from '@uaeaf/api-client';
import { tournamentErrorMessages, type TournamentErrorCode } from '@uaeaf/contracts';
import { useValidationText } from '@uaeaf/ui';
import { refusalText, refusalTextById } from './messages';

export function isTournamentErrorCode(code: string): code is TournamentErrorCode {
  return code in tournamentErrorMessages;
}

/** A refusal code (from the eligibility answer or an error body) in the user's language. */
export function useRefusalText() {
  const intl = useIntl();
  return (code: TournamentErrorCode) => intl.formatMessage(refusalText[code]);
}

/** A field's message id (the form's own check or the API's): a tournament refusal or a shared validation message. */
export function useFieldMessage() {
  const intl = useIntl();
  const validationText = useValidationText();
  return (id: string | undefined) => {
    if (!id) return undefined;
    const refusal = refusalTextById[id];
    return refusal ? intl.formatMessage(refusal) : validationText(id);
  };
}

/** The refusal an API error carries, when it is one of the tournament codes. */
export function refusalOf(error: unknown): TournamentErrorCode | undefined {
  return error instanceof ApiError && isTournamentErrorCode(error.code) ? error.code : undefined;
}
