/**
 * index.html may show a screen prerendered at build (a visitor's Home, a profile form's first
 * frame) in `#pre` while the app loads and renders into `#root` behind it
 * (scripts/vite/screens-prerender.ts). The app hands over once its own screen has rendered, in a
 * layout effect, so the swap happens within one frame: the borrower sees no change, and a tap made
 * on the prerendered page is repeated on the live one.
 */

declare global {
  interface Window {
    /** The text of the button tapped on the prerendered page (index.html's inline script). */
    __preTap?: string | null;
  }
}

/** Removes the prerendered page, which shows `#root`, and repeats a tap kept meanwhile. */
export function handOffPrerendered(): void {
  const pre = typeof document !== 'undefined' ? document.getElementById('pre') : null;
  if (!pre) return;
  pre.remove();
  const tapped = window.__preTap;
  window.__preTap = null;
  if (!tapped) return;
  const root = document.getElementById('root');
  const same = Array.from(root?.querySelectorAll('button') ?? []).find(
    (button) => button.textContent === tapped,
  );
  // After this commit: the tap's handler may navigate, which React must not do inside a commit.
  if (same) setTimeout(() => same.click(), 0);
}
