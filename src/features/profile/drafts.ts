/**
 * Drafts of the profile forms (DESIGN §5): what the borrower typed stays in localStorage per form
 * and country until the server accepts it, with the schema hash it was typed against. On restore
 * the engine runs the rules again, so an option removed since then is cleared.
 */
import type { FormData } from '../../shared/forms/types';

const PREFIX = 'mkopo.draft.';

export interface Draft {
  readonly hash: string;
  readonly data: FormData;
}

const keyOf = (userId: string, screen: string) => `${PREFIX}${userId}.${screen}`;

export function readDraft(userId: string, screen: string): Draft | null {
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

export function writeDraft(userId: string, screen: string, draft: Draft): void {
  try {
    localStorage.setItem(keyOf(userId, screen), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function clearDraft(userId: string, screen: string): void {
  try {
    localStorage.removeItem(keyOf(userId, screen));
  } catch {
    // nothing to clear
  }
}
