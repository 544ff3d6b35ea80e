import { useIntl } from 'react-intl';
import { useAed } from '@uaeaf/ui';
import { eventText } from '../tournaments/editor-messages';

/** A tournament's or course's fee as the previews write it: "Free", else the amount in dirhams. */
export function useFeeText() {
  const intl = useIntl();
  const aed = useAed();
  return (feeAed: number) =>
    feeAed === 0 ? intl.formatMessage(eventText.free) : aed(Math.round(feeAed * 100));
}
