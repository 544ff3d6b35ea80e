import type { MessageLoaders } from '@uaeaf/i18n';

export const authMessageLoaders: MessageLoaders = {
  ar: () => import('../lang/ar.json'),
  en: () => import('../lang/en.json'),
};
