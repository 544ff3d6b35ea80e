import type { IntlShape } from 'react-intl';
import type { Locale } from '@uaeaf/i18n';
import type { FieldInfo } from './field-info';
import { choiceLabel } from './fields/choice-label';
import { lookupOptions, type FormLists } from './lookups';
import { registrationMessages } from './registration-messages';

/**
 * A one-line answer as the person will recognise it: the option's name, the date in words. For the review, and for a
 * field UAE PASS filled in, shown rather than asked.
 */
export function answerText(
  value: unknown,
  info: FieldInfo,
  intl: IntlShape,
  locale: Locale,
  lookups: FormLists,
): string | undefined {
  switch (info.kind) {
    case 'text':
      return info.type === 'password' ? '••••••••' : String(value);
    case 'number':
      return intl.formatNumber(value as number, { useGrouping: !info.integer || (value as number) > 9999 });
    case 'date':
      return intl.formatDate(new Date(`${String(value)}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
    case 'select':
      return lookupOptions(lookups, info.list, locale).find((option) => option.value === value)?.label;
    case 'radio':
      if (info.options === 'yesNo')
        return intl.formatMessage(value ? registrationMessages.yes : registrationMessages.no);
      if (info.options === 'genders')
        return lookupOptions(lookups, 'genders', locale).find((option) => option.value === value)?.label;
      return choiceLabel(intl, String(value));
    default:
      return undefined;
  }
}
