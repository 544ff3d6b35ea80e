import type { IntlShape } from 'react-intl';
import { registrationMessages } from '../registration-messages';

/** The options of the contract's own lists (employee or student). */
export function choiceLabel(intl: IntlShape, option: string): string {
  switch (option) {
    case 'employee':
      return intl.formatMessage(registrationMessages.employee);
    case 'student':
      return intl.formatMessage(registrationMessages.student);
    default:
      return option;
  }
}
