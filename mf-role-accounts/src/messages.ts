import { withAccountKitMessages } from '@uaeaf/account-kit';
import type { MessageLoaders } from '@uaeaf/i18n';

/** The area's own strings over the account kit's (its fees list). */
export const roleAccountMessageLoaders: MessageLoaders = withAccountKitMessages({
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
});
