import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loaderBar } from '@uaeaf/design-tokens';
import { somethingLoadingAtom } from './loading-state';
import { progressAt } from './loader-progress';
import styles from './loaders.module.css';

type BarState = { visible: false } | { visible: true; progress: number };

/**
 * Spec section 9: shown only when a load lasts longer than the 200 ms throttle, advancing over a 2000 ms
 * default and 3 px high; it completes to 100 % and fades when the load ends.
 */
export function TopLoaderBar() {
  const loading = useAtomValue(somethingLoadingAtom);
  const [state, setState] = useState<BarState>({ visible: false });

  useEffect(() => {
    if (!loading) {
      const complete = setTimeout(() =>
        setState((current) => (current.visible ? { visible: true, progress: 100 } : current)),
      );
      const hide = setTimeout(() => setState({ visible: false }), 600);
      return () => {
        clearTimeout(complete);
        clearTimeout(hide);
      };
    }
    const started = Date.now();
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setState({ visible: true, progress: progressAt(Date.now() - started) });
      tick = setInterval(() => setState({ visible: true, progress: progressAt(Date.now() - started) }), 100);
    }, loaderBar.throttleMs);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [loading]);

  if (!state.visible) return null;
  return (
    <div
      className={styles.bar}
      data-testid="top-loader-bar"
      role="progressbar"
      aria-hidden="true"
      aria-valuenow={state.progress}
      style={{ inlineSize: `${state.progress}%`, opacity: state.progress === 100 ? 0 : 1 }}
    />
  );
}
