import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSetAtom } from 'jotai';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { recordActivity, sessionStore, isAuthenticatedAtom } from '@uaeaf/session';
import { NotFoundPage } from '@uaeaf/ui';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import { LabelledPageLoader } from '../loaders/FullPageLoader';
import { routePendingAtom } from '../loaders/loading-state';
import { remoteForPath } from './route-table';

/**
 * Runs once the new page has rendered (after any remote code loaded): ends the loader bar, then scrolls
 * to the hash anchor or to the top, and moves focus so keyboard and screen-reader users start on the new page.
 */
function PageSettled() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const setPending = useSetAtom(routePendingAtom);
  useEffect(() => {
    setPending(false);
    if (sessionStore.get(isAuthenticatedAtom)) recordActivity(window.localStorage);
    if (navigationType === 'POP' && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    if (navigationType !== 'POP') document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType, setPending]);
  return null;
}

export function RouteOutlet() {
  const location = useLocation();
  const setPending = useSetAtom(routePendingAtom);
  useLayoutEffect(() => setPending(true), [location.pathname, setPending]);
  const remote = remoteForPath(splitLocalePrefix(location.pathname).rest);

  return (
    <Suspense fallback={<LabelledPageLoader />}>
      {remote ? <RemoteOutlet key={remote} name={remote} /> : <NotFoundPage path={location.pathname} />}
      <PageSettled />
    </Suspense>
  );
}
