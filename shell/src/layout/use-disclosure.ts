import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An open/close state for a menu button: closes on Escape (returning focus to the button),
 * on a click or focus outside, and on navigation.
 */
export function useDisclosure<T extends HTMLElement>() {
  const { pathname } = useLocation();
  // Remembering where the panel was opened closes it on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const setOpen = (value: boolean) => setOpenedAt(value ? pathname : null);
  const containerRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, pathname]);

  return {
    open,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
