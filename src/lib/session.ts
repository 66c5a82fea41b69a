/** Starting and ending a session: storage, the native shell and navigation agree in one place. */
import { login, logout } from './native/bridge';
import { clearSession, setItem, type UserInfo } from './storage';
import { showMessage } from './api/notices';
import { pathOf } from '../shared/routes';

/**
 * The screens a signed-out borrower signs in from. A session-ending answer that arrives after the
 * borrower has opened one of them (a read of the screen before, still on its way) leaves them
 * there: sending them home would take away the form they are typing into.
 */
const SIGN_IN_SCREENS = new Set([pathOf('login'), pathOf('register')]);

function onSignInScreen(): boolean {
  if (typeof location === 'undefined') return false;
  return SIGN_IN_SCREENS.has(location.hash.replace(/^#/, '').split('?')[0]!);
}

let goHome: () => void = () => {
  window.location.hash = '#/';
};

/** Lets the router do the navigation home when a session ends (main.tsx, tests). */
export function setHomeNavigator(navigate: () => void): void {
  goHome = navigate;
}

/** Stores a new session and tells the native shell. */
export function startSession(token: string, userInfo: UserInfo): void {
  setItem('token', { Authorization: token });
  setItem('userInfo', userInfo);
  void quietly(() => login(token, userInfo.userId));
}

/**
 * Ends the session (§8): clears local user data, tells the shell `logout`, goes home (unless the
 * borrower is already signing in) and, for a token code, shows its message (`messageKey` in the
 * errors namespace).
 */
export function endSession(messageKey?: string, fallback = ''): void {
  clearSession();
  void quietly(logout);
  if (!onSignInScreen()) goHome();
  if (messageKey) showMessage(messageKey, fallback);
}

// A shell that throws must never block signing in or out of the web app.
async function quietly(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch {
    /* ignored: the web session is authoritative */
  }
}
