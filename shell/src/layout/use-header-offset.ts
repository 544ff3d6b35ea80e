import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's real height as `--header-offset` on the root element. The header grows past
 * `--header-height` when its menu wraps (a long member name, a narrow screen), and whatever sticks below it or is
 * scrolled to (area navigation, anchors, focused fields) must clear the height it has, not the one it was drawn for.
 */
export function useHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--header-offset', `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-offset');
    };
  }, [header]);
}
