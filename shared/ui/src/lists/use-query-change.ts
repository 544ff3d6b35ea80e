import { useEffect } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';
import { withChanges } from './list-query';

/** The query the last change asked for, and the address it was asked from, shared by every control of a page. */
let lastChange: { fromKey: string; to: URLSearchParams } | undefined;

/**
 * Changes the address's query (`withChanges`). The router renders a navigation in a transition, and a list that is
 * still loading for the new query keeps the page as it was, with the query before the change: a second filter chosen
 * meanwhile (a status right after a service) would build on that and drop the first. A change made from the same
 * address as the last one builds on what that one asked for.
 */
export function useQueryChange() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  useEffect(() => {
    // The page now shows another address: what was asked from the one before is its query already.
    if (lastChange && lastChange.fromKey !== key) lastChange = undefined;
  }, [key]);
  return (changes: Record<string, string>, options?: NavigateOptions) => {
    const next = withChanges(lastChange?.fromKey === key ? lastChange.to : params, changes);
    lastChange = { fromKey: key, to: next };
    setParams(next, options);
  };
}
