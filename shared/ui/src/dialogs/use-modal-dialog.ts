import { useEffect, useRef } from 'react';

/**
 * Opens a `<dialog>` as modal when it mounts (the browser then keeps focus inside it and the page behind inert) and,
 * when it unmounts, closes it and gives focus back to whatever had it before, usually the button that opened it.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);
  return dialog;
}
