import type { MessageLoaders } from '@uaeaf/i18n';

/** The shared components' own strings, loaded by whichever app renders them at the top. */
export const uiMessageLoaders: MessageLoaders = {
  ar: () => import('../lang/ar.json'),
  en: () => import('../lang/en.json'),
};
