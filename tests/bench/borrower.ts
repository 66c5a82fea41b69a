/** A borrower for the bench: registered with the sandbox SMS code, optionally with an open order. */
import type { FastifyInstance } from 'fastify';
import type { SandboxSms } from '../../src/server/providers/sms';
import { call } from '../server/helpers';

export async function signUp(
  app: FastifyInstance,
  sms: SandboxSms,
  mobile: string,
  options: { apply?: boolean } = {},
): Promise<{ token: string; userId: string }> {
  await call(app, 'getVerifyCode', { mobile, type: 'register' });
  const code = sms.recent()[0]?.code ?? '';
  const res = await call(app, 'register', { mobile, code });
  const body = res.json() as { code: number; data: { token: string; userId: string } };
  if (body.code !== 0) throw new Error(`register: ${res.body}`);
  if (options.apply)
    await call(app, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, { token: body.data.token });
  return body.data;
}
