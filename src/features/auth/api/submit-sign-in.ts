/** Logs in or registers with a code, then stores the session and tells the native shell. */
import { call, type CallOptions } from '../../../lib/api/call';
import { startSession } from '../../../lib/session';

export async function submitSignIn(
  mode: 'login' | 'register',
  mobile: string,
  code: string,
  opts?: CallOptions,
): Promise<void> {
  const { token } = await call(mode, { mobile, code }, opts);
  // The session is stored only once the user's details are known, so no screen sees half of it.
  const userInfo = await call('getUserInfo', {}, { ...opts, token });
  startSession(token, userInfo);
}
