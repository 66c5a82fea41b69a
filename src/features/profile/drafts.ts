/**
 * Drafts of the profile forms (docs/architecture.md §5): what the borrower typed stays in localStorage per form
 * and country until the server accepts it, with the schema hash it was typed against. On restore
 * the engine runs the rules again, so an option removed since then is cleared.
 */
import { whenIdle } from '../../lib/idle';
import type { FormData } from '../../shared/forms/types';

const PREFIX = 'mkopo.draft.';

export interface Draft {
  readonly hash: string;
  readonly data: FormData;
}

const keyOf = (userId: string, screen: string) => `${PREFIX}${userId}.${screen}`;

/** Drafts waiting for an idle moment, by storage key: the latest of each wins. */
const pending = new Map<string, { readonly draft: Draft; readonly cancel: () => void }>();

export function readDraft(userId: string, screen: string): Draft | null {
  const waiting = pending.get(keyOf(userId, screen));
  if (waiting) return waiting.draft;
  try {
    const raw = localStorage.getItem(keyOf(userId, screen));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { hash, data } = parsed as Partial<Draft>;
    if (typeof hash !== 'string' || typeof data !== 'object' || data === null) return null;
    const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string'));
    return { hash, data: clean as FormData };
  } catch {
    return null;
  }
}

function store(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function writeDraft(userId: string, screen: string, draft: Draft): void {
  const key = keyOf(userId, screen);
  pending.get(key)?.cancel();
  pending.delete(key);
  store(key, draft);
}

/**
 * Keeps the draft when the phone is next idle (within 2 s): a synchronous storage write on every
 * key or tap would hold up its paint on a cheap phone. Leaving the page or the screen writes what
 * is still waiting (`flushDrafts`).
 */
export function writeDraftWhenIdle(userId: string, screen: string, draft: Draft): void {
  const key = keyOf(userId, screen);
  pending.get(key)?.cancel();
  const cancel = whenIdle(() => {
    pending.delete(key);
    store(key, draft);
  });
  pending.set(key, { draft, cancel });
}

/** Writes every draft still waiting for an idle moment. */
export function flushDrafts(): void {
  for (const [key, { draft, cancel }] of pending) {
    cancel();
    store(key, draft);
  }
  pending.clear();
}

// A phone may end a hidden tab without another event: what waits is written as the page hides.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDrafts();
  });
  window.addEventListener('pagehide', flushDrafts);
}

export function clearDraft(userId: string, screen: string): void {
  const key = keyOf(userId, screen);
  // A draft still waiting would bring back what the server just accepted.
  pending.get(key)?.cancel();
  pending.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
