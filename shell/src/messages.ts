import type { MessageLoaders } from '@uaeaf/i18n';
import { uiMessageLoaders } from '@uaeaf/ui';

const shellOwn: MessageLoaders = {
  ar: () => import(/* webpackMode: "eager" */ '../lang/ar.json'),
  en: () => import(/* webpackMode: "eager" */ '../lang/en.json'),
};

/** The shell renders shared components too, so it loads their strings with its own. */
export const shellMessageLoaders = [uiMessageLoaders, shellOwn];
