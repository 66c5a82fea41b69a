/** Starting and ending a session: storage, the native shell and navigation agree in one place. */
import { login, logout } from './native/bridge';
import { clearSession, setItem, type UserInfo } from './storage';
import { showMessage } from './api/notices';

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
 * Ends the session (§8): clears local user data, tells the shell `logout`, goes home and, for a
 * token code, shows its message (`messageKey` in the errors namespace).
 */
export function endSession(messageKey?: string, fallback = ''): void {
  clearSession();
  void quietly(logout);
  goHome();
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
