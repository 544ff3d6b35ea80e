import type { MessageLoaders } from '@uaeaf/i18n';

export const officeMessageLoaders: MessageLoaders = {
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
};
