import { useLayoutEffect } from 'react';

/**
 * The forms on the page holding input that has not been sent. The shell reads it before it replaces a page with a
 * newer deploy by a full load (decision 047). Kept on `globalThis` under a registered symbol: every app bundles
 * `@uaeaf/ui/form` on its own (decision 037), and the shell must see the forms of every remote.
 */
const registryKey = Symbol.for('uaeaf.unsavedForms');

function registry(): Set<object> {
  const holder = globalThis as { [registryKey]?: Set<object> };
  return (holder[registryKey] ??= new Set());
}

/** True while any form on the page has unsent input. */
export function hasUnsavedForms(): boolean {
  return registry().size > 0;
}

/**
 * Counts the calling form while `unsaved`. A layout effect, so a form that a navigation removes is no longer counted
 * by the time the page after it settles.
 */
export function useUnsavedInput(unsaved: boolean) {
  useLayoutEffect(() => {
    if (!unsaved) return undefined;
    const form = {};
    registry().add(form);
    return () => {
      registry().delete(form);
    };
  }, [unsaved]);
}
