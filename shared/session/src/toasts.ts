import { atom } from 'jotai';
import { sessionStore } from './atoms';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** Already localized by whoever raised it. */
  text: string;
}

/** Spec section 9: toasts stay 2000 ms. */
export const toastDurationMs = 2000;
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Any app may raise a toast; the shell shows them top-right and removes each after toastDurationMs. */
export function pushToast(toast: Omit<Toast, 'id'>, store = sessionStore): Toast {
  const created = { ...toast, id: nextId++ };
  store.set(toastsAtom, (toasts) => [...toasts, created]);
  setTimeout(() => dismissToast(created.id, store), toastDurationMs);
  return created;
}

export function dismissToast(id: number, store = sessionStore) {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
