/** Whether a mobile number already has an account (decides login vs register, §5). */
import { call, type CallOptions } from '../../../lib/api/call';

export async function checkMobileExists(mobile: string, opts?: CallOptions): Promise<boolean> {
  const { exists } = await call('existsByMobile', { mobile }, opts);
  return exists;
}
