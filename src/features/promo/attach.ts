/**
 * A prerendered promotion page before React: index.html showed its HTML with no bundle, and this
 * tiny one waits for the visitor. The first tap (APPLY, Enter in the number, a language, a link)
 * or a change of hash loads the promotion bundle, which renders the same page over it, keeps the
 * number typed so far and repeats that tap; so the page costs a few KB until the visitor acts.
 */
import type { HandedOver } from './entry';

declare global {
  interface Window {
    /** Set once this script listens: index.html's inline script stops keeping taps. */
    __yxLive?: boolean;
    /** A tap index.html's inline script kept before this script was here. */
    __yxTap?: Element;
  }
}

/** The child indexes leading from `root` to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, at) as number);
  }
  return path;
}

/** Waits on the prerendered page in #root; `loadApp` boots the main app when the visitor leaves. */
export function attach(loadApp: () => Promise<unknown>): void {
  const root = document.getElementById('root');
  if (!root) return;
  let started = false;

  const handOver = (tapped: Element | null): void => {
    if (started) return;
    started = true;
    root.removeEventListener('click', onClick, true);
    window.removeEventListener('hashchange', onHash);
    tapped?.setAttribute('aria-busy', 'true');
    const handed = (): HandedOver => ({
      typed: root.querySelector('input')?.value ?? '',
      replay: tapped ? pathTo(root, tapped) : null,
    });
    void import('./entry').then((m) => m.start(loadApp, handed));
  };

  // A submit button's click comes before its form's submit, also for Enter in the number field.
  function onClick(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    handOver(button);
  }
  function onHash(): void {
    handOver(null);
  }
  root.addEventListener('click', onClick, true);
  window.addEventListener('hashchange', onHash);
  window.__yxLive = true;
  if (window.__yxTap) handOver(window.__yxTap);
}
