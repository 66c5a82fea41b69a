/** Asks the server to text a verification code; resolves with the seconds before a resend. */
import { call, type CallOptions } from '../../../lib/api/call';

export const DEFAULT_RESEND_SECONDS = 60;

export async function sendCode(
  mobile: string,
  type: 'login' | 'register',
  opts?: CallOptions,
): Promise<number> {
  const { resendAfter } = await call('getVerifyCode', { mobile, type }, opts);
  return resendAfter > 0 ? resendAfter : DEFAULT_RESEND_SECONDS;
}
