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
 * Resolves once the app's first page shows what it will show: its code loaded (the remote's and the page's own
 * chunk: no loading state left in `container`), the start-up data and the page's queries answered, for two frames in
 * a row (a query answered in one frame renders in the next). Never, while the start-up data fails: a pre-rendered page
 * then stays as it is rather than give way to the loader.
 */
export async function firstPageReady(container: HTMLElement) {
  let quietFrames = 0;
  while (quietFrames < 2) {
    await nextFrame();
    const busy =
      !settled ||
      sessionStore.get(somethingLoadingAtom) ||
      queryClient.isFetching() > 0 ||
      container.querySelector('[data-loading]') !== null;
    quietFrames = busy ? 0 : quietFrames + 1;
  }
  document.documentElement.dataset.pageReady = '';
}

/** Where `element` is under `root`, as child indexes. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * The container the app renders into. A pre-rendered page (decision 074) keeps its HTML on screen while the app
 * renders its own into a hidden container beside it; `takeOver` swaps the two.
 */
export function appContainer(): { container: HTMLElement; prerendered?: HTMLElement } {
  const root = document.getElementById('root')!;
  if (!root.hasAttribute('data-prerendered')) return { container: root };
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);
  return { container, prerendered: root };
}

/**
 * Replaces the pre-rendered HTML by the app's page in one task, so no frame shows neither: same layout, same scroll
 * position, the focused element's counterpart takes the focus, and a button pressed meanwhile is pressed again. A
 * page whose remote is unavailable is replaced too: its panel offers a retry, and the header, menus and other areas
 * work.
 */
export function takeOver(prerendered: HTMLElement, container: HTMLElement) {
  const focused = document.activeElement;
  const focusPath = focused && prerendered.contains(focused) ? pathTo(prerendered, focused) : undefined;
  const pressed = (window.__uaeafPressedEarly ?? []).map((button) => pathTo(prerendered, button));
  prerendered.remove();
  container.id = 'root';
  container.hidden = false;
  document.documentElement.removeAttribute('data-prerendered');
  if (focusPath) (elementAt(container, focusPath) as HTMLElement | undefined)?.focus({ preventScroll: true });
  for (const path of pressed) (elementAt(container, path) as HTMLElement | undefined)?.click();
}

declare global {
  interface Window {
    /** The buttons of the pre-rendered page pressed before the app took over (index.html's inline script). */
    __uaeafPressedEarly?: Element[];
  }
}
