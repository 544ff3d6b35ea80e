import { Suspense, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { recordActivity, sessionStore, isAuthenticatedAtom } from '@uaeaf/session';
import { NotFoundPage } from '@uaeaf/ui';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { markPageSettled } from '../startup/page-ready';
import { useFullLoadOnNewBuild } from '../versions/new-builds';
import { remoteForPath } from './route-table';

/** What the reader does to move the page themselves, which ends following an anchor. */
const readerMoves = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Keeps a hash anchor in view while the page above it is still arriving (a lazy page's chunk, then its data, push
 * the footer down), until the reader scrolls or types, or the page has settled.
 */
function followAnchor(target: HTMLElement): () => void {
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of readerMoves) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, 5000);
  observer.observe(document.body);
  for (const type of readerMoves) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Runs once the new page has rendered (after any remote code loaded): scrolls to the hash anchor or to the top,
 * and moves focus so keyboard and screen-reader users start on the new page.
 */
function PageSettled() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    markPageSettled();
    if (sessionStore.get(isAuthenticatedAtom)) recordActivity(window.localStorage);
    if (navigationType === 'POP' && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return followAnchor(target);
    }
    window.scrollTo(0, 0);
    if (navigationType !== 'POP') document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
  return null;
}

export function RouteOutlet() {
  const location = useLocation();
  const remote = remoteForPath(splitLocalePrefix(location.pathname).rest);
  // Into a remote (or under a shell) that was redeployed since this tab loaded it: the new build, by a full load.
  if (useFullLoadOnNewBuild(location, remote)) return null;

  return (
    // The full-page loader already shows while a remote's code loads (it follows the page-load count).
    <Suspense fallback={null}>
      {remote ? <RemoteOutlet key={remote} name={remote} /> : <NotFoundPage path={location.pathname} />}
      <PageSettled />
    </Suspense>
  );
}
