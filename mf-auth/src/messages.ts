import { withAccountKitMessages } from '@uaeaf/account-kit';
import type { MessageLoaders } from '@uaeaf/i18n';

/** The remote's own messages, with the account kit's (the registration forms' field labels) under them. */
export const authMessageLoaders: MessageLoaders = withAccountKitMessages({
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
});
