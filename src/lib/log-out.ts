/**
 * The log-out button (Me, Settings): the server ends the session, so the token is refused from
 * then on even where it was copied; the phone forgets it at once. Offline, the phone still logs
 * out and the token simply runs to its expiry.
 */
import { call } from './api/call';
import { authToken } from './storage';
import { endSession } from './session';

export function logOut(): void {
  const token = authToken();
  if (token)
    void call('logout', {}, { token, silent: true, quiet: true, endingSession: true }).catch(
      () => undefined,
    );
  endSession();
}
