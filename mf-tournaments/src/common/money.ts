import { useIntl } from 'react-intl';
import { filsToAed } from '@uaeaf/contracts';

/** An amount kept in fils, shown in AED in the page's language and digits. */
export function useAed() {
  const intl = useIntl();
  return (fils: number) => intl.formatNumber(filsToAed(fils), { style: 'currency', currency: 'AED' });
}
