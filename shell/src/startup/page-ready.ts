import { queryClient } from '@uaeaf/ui';
import { sessionStore } from '@uaeaf/session';
import { somethingLoadingAtom } from '../loaders/loading-state';

let settled = false;

/** The route's page has rendered once (its remote's code arrived): called by the route outlet. */
export function markPageSettled() {
  settled = true;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A control of the server's HTML that React has not claimed yet. A page under a Suspense boundary of its own (a lazy
 * page, a remote's messages) hydrates after the route around it has committed, once its code arrives; until then its
 * buttons and fields do nothing. React gives no public signal for that, but marks the root's container and each element
 * it hydrates with keys that share one suffix; rich text from the office holds no controls
 * (api/src/office/content/rich-text-html.ts), so every control here is React's.
 */
function unclaimedControl(container: HTMLElement): boolean {
  const rootKey = Object.keys(container).find((key) => key.startsWith('__reactContainer$'));
  if (!rootKey) return true;
  const fiberKey = rootKey.replace('__reactContainer$', '__reactFiber$');
  for (const control of container.querySelectorAll('button, input, select, textarea, form, summary')) {
    if (!(fiberKey in control)) return true;
  }
  return false;
}

/**
 * Resolves once the app's first page shows what it will show and answers to the hand: its code loaded (the remote's
 * and the page's own chunk: no loading state left in `container`), the start-up data and the page's queries answered,
 * for two frames in a row (a query answered in one frame renders in the next). Marks `<html data-page-ready>`, which
 * the browser tests wait for. Never, while the start-up data fails. A server-rendered page is ready once every control
 * in it is hydrated, not when the route's outlet is.
 */
export async function firstPageReady(container: HTMLElement) {
  let quietFrames = 0;
  while (quietFrames < 2) {
    await nextFrame();
    const busy =
      !settled ||
      sessionStore.get(somethingLoadingAtom) ||
      queryClient.isFetching() > 0 ||
      container.querySelector('[data-loading]') !== null ||
      unclaimedControl(container);
    quietFrames = busy ? 0 : quietFrames + 1;
  }
  document.documentElement.dataset.pageReady = '';
}

/**
 * A button of the server's HTML pressed before the app's code had arrived (recorded by index.html's inline script) is
 * pressed again once the page has hydrated: hydration keeps the elements, so it is the same button.
 */
export function pressEarlyButtons() {
  const pressed = window.__uaeafPressedEarly ?? [];
  window.__uaeafPressedEarly = undefined;
  for (const button of pressed) if (button.isConnected) (button as HTMLElement).click();
}

declare global {
  interface Window {
    /** The buttons of a server-rendered page pressed before it hydrated (index.html's inline script). */
    __uaeafPressedEarly?: Element[];
  }
}
