import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the header's bar in its one-row form only while that row fits (decision 084). Whatever changes the row's
 * width (the screen, the menu arriving from the API, a member's name, the language, a font loading, a tool added)
 * measures it again in its one-row form, before the browser paints, and marks the bar `data-fit="compact"` when its
 * content is wider than the bar; the stylesheet then draws the compact form, whose width does not depend on the menu.
 * Nothing is remembered between measurements, so the bar cannot get stuck in either form.
 */
export function useOneRowFit(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      element.removeAttribute('data-fit');
      if (element.scrollWidth > element.clientWidth) element.setAttribute('data-fit', 'compact');
    };
    fit();
    // The bar's own size follows the screen's; its content's changes are seen as changes to the DOM below it. Neither
    // observer watches what `fit` itself changes (an attribute of the bar), so a measurement never triggers another.
    const resized = new ResizeObserver(fit);
    resized.observe(element);
    const changed = new MutationObserver(fit);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    document.fonts?.addEventListener('loadingdone', fit);
    return () => {
      resized.disconnect();
      changed.disconnect();
      document.fonts?.removeEventListener('loadingdone', fit);
    };
  }, [bar]);
}
