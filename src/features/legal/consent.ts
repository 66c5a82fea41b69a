/**
 * The borrower's answer to the permissions disclosure (§6), remembered on this phone so it is asked
 * once. A rejection only means the shell and the browser do not ask ahead; the web journey stays usable.
 */
export type ConsentChoice = 'agreed' | 'rejected';

const KEY = 'permissionConsent';

export function readConsent(): ConsentChoice | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return value === 'agreed' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    /* private mode: asked again next time */
  }
}
