import { defineMessage, defineMessages } from 'react-intl';
import type { MessageLoaders } from '@uaeaf/i18n';
import { loadMessages } from '@uaeaf/i18n';

const accountKitMessageLoaders: MessageLoaders = {
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
};

/** An app's messages with the kit's under them, so an area renders its own strings and the kit's alike. */
export function withAccountKitMessages(own: MessageLoaders): MessageLoaders {
  const merged = (locale: 'ar' | 'en') => async () => {
    const [kit, app] = await Promise.all([
      loadMessages(accountKitMessageLoaders, locale),
      loadMessages(own, locale),
    ]);
    return { default: { ...kit, ...app } };
  };
  return { ar: merged('ar'), en: merged('en') };
}

export const tableText = defineMessages({
  selectAll: { id: 'kit.table.selectAll', defaultMessage: 'Select every row on this page' },
  bulkActions: { id: 'kit.table.bulkActions', defaultMessage: 'Actions on the selected rows' },
  clearSelection: { id: 'kit.table.clearSelection', defaultMessage: 'Clear the selection' },
});

export const selectRowText = defineMessage<{ row: string }>({
  id: 'kit.table.selectRow',
  defaultMessage: 'Select {row}',
});

export const selectedCountText = defineMessage<{ count: number }>({
  id: 'kit.table.selectedCount',
  defaultMessage: '{count, plural, =0 {No row selected} one {# row selected} other {# rows selected}}',
});

export const dialogText = defineMessages({
  reason: { id: 'kit.dialog.reason', defaultMessage: 'Reason' },
});

export const mutationText = defineMessages({
  failed: {
    id: 'kit.mutation.failed',
    defaultMessage: 'That did not work. Please check your connection and try again.',
  },
  forbidden: { id: 'kit.mutation.forbidden', defaultMessage: 'Your role may not do this.' },
  notFound: { id: 'kit.mutation.notFound', defaultMessage: 'This item no longer exists.' },
});

/**
 * The phone's button that opens an area's pages: the area's name and the page shown ("Your account: Fees"), not a
 * second "Menu" beside the site's (decision 084).
 */
export const areaMenuText = defineMessage<{ area: string; page: string }>({
  id: 'kit.area.menuOf',
  defaultMessage: '{area}: {page}',
});
