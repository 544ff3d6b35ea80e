import * as v from 'valibot';
import { aedToFils, maxAmountFils, validationMessages } from '@uaeaf/contracts';

/** The message id of an amount with more than two decimals (fils are the smallest unit). */
export const aedDecimalsMessage = 'validation.aedDecimals';

/** The largest amount in AED a form accepts, from the contracts' limit in fils. */
export const maxAmountAed = maxAmountFils / 100;

/** Arabic-Indic digits and the Arabic decimal separator, as an Arabic keyboard types them, read as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace('٫', '.');
}

/**
 * An amount typed in AED (`150`, `150.5`, `٧٥٫٢٥`): zero or more, at most two decimals, up to the contracts' limit;
 * the output is whole fils, so no float ever reaches the API.
 */
export const AedAmountSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.transform(asciiDigits),
  v.regex(/^\d+(\.\d+)?$/, validationMessages.invalid),
  v.regex(/^\d+(\.\d{1,2})?$/, aedDecimalsMessage),
  v.transform((text) => aedToFils(Number(text))),
  v.maxValue(maxAmountFils, validationMessages.maxValue),
);
