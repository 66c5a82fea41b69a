/**
 * Brings a focused field into view once the on-screen keyboard has settled (§9): 600 ms after focus,
 * or 30 ms when the keyboard is already open (the viewport is already small). Only a field that
 * still has the focus then is scrolled to: a borrower who left it meanwhile (tapped the next field,
 * a picker, Next) must not have the page slide from under the finger back to a field they are done
 * with.
 */
import { useCallback } from 'react';

export const SCROLL_DELAY_MS = 600;
export const SCROLL_DELAY_KEYBOARD_MS = 30;

function keyboardOpen(): boolean {
  const vv = typeof window !== 'undefined' ? window.visualViewport : null;
  return vv !== null && vv !== undefined && vv.height < window.innerHeight * 0.75;
}

export function useFocusScroll(): (el: HTMLElement | null) => void {
  return useCallback((el) => {
    if (!el) return;
    setTimeout(
      () => {
        if (el.ownerDocument.activeElement !== el) return;
        el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      },
      keyboardOpen() ? SCROLL_DELAY_KEYBOARD_MS : SCROLL_DELAY_MS,
    );
  }, []);
}
