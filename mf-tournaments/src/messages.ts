import type { MessageLoaders } from '@uaeaf/i18n';

export const tournamentMessageLoaders: MessageLoaders = {
  ar: () => import('../lang/ar.json'),
  en: () => import('../lang/en.json'),
};
