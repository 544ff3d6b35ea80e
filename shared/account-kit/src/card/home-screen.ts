import { useEffect, useState } from 'react';
import { apiUrl } from '@uaeaf/api-client';
import { cardApiPaths } from '@uaeaf/contracts';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function addToHead(element: HTMLElement): () => void {
  document.head.append(element);
  return () => element.remove();
}

/**
 * While the card page is shown, links the card's web app manifest (start_url: this page) and the icons iOS reads, so
 * the browser offers to put the page on the home screen; answers the install prompt where the browser gives one
 * (Chromium on Android and desktop), else undefined and the page explains the menu steps (Safari on iOS).
 */
export function useHomeScreen(locale: 'ar' | 'en', pathname: string): (() => Promise<void>) | undefined {
  const [prompt, setPrompt] = useState<InstallPromptEvent>();
  useEffect(() => {
    const manifest = Object.assign(document.createElement('link'), {
      rel: 'manifest',
      href: apiUrl(
        `${cardApiPaths.manifest.replace(/^\/api/, '')}?${new URLSearchParams({ lang: locale, start: pathname })}`,
      ),
    });
    const touchIcon = Object.assign(document.createElement('link'), {
      rel: 'apple-touch-icon',
      href: apiUrl('/card/icon-192.png'),
    });
    const capable = Object.assign(document.createElement('meta'), {
      name: 'apple-mobile-web-app-capable',
      content: 'yes',
    });
    const removals = [manifest, touchIcon, capable].map(addToHead);
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => {
      removals.forEach((remove) => remove());
      window.removeEventListener('beforeinstallprompt', onPrompt);
    };
  }, [locale, pathname]);
  return prompt && (() => prompt.prompt().then(() => setPrompt(undefined)));
}
