/** Asks the server to text a verification code; resolves with the server's `resendAfter`. */
import { call, type CallOptions } from '../../../lib/api/call';

export async function sendCode(
  mobile: string,
  type: 'login' | 'register',
  opts?: CallOptions,
): Promise<number> {
  const { resendAfter } = await call('getVerifyCode', { mobile, type }, opts);
  return resendAfter;
}
