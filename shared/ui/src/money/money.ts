import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Whole fils as AED in the page's language (`AED 150.50`, `150.50 د.إ.‏`): the one way every app shows money. It
 * divides by the 100 fils of a dirham itself: the contracts' `filsToAed` sits with the tournament schemas, which this
 * shared package (never tree-shaken) would otherwise bring into the shell's first load (decision 016).
 */
export function useAed() {
  const intl = useIntl();
  return useCallback(
    (fils: number) => intl.formatNumber(fils / 100, { style: 'currency', currency: 'AED' }),
    [intl],
  );
}
