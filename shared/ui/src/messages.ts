import type { MessageLoaders } from '@uaeaf/i18n';

/** The shared components' own strings, loaded by whichever app renders them at the top. */
export const uiMessageLoaders: MessageLoaders = {
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
};
