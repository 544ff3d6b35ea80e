import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { filsToAed } from '@uaeaf/contracts';

/** Whole fils as AED in the page's language (`AED 150.50`, `١٥٠٫٥٠ د.إ.‏`): the one way every app shows money. */
export function useAed() {
  const intl = useIntl();
  return useCallback(
    (fils: number) => intl.formatNumber(filsToAed(fils), { style: 'currency', currency: 'AED' }),
    [intl],
  );
}
