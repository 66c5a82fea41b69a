/**
 * The SIM-swap check (docs/decisions/0051-credit-outside-data.md) as the GSMA Open Gateway /
 * CAMARA SIM Swap API publishes it (v2: POST {apiRoot}/sim-swap/v2/check with phoneNumber and
 * maxAge in hours, answering { swapped }), which operators expose through their gateways. The
 * operator's access token is configuration: how a lender obtains it is the operator's own.
 * Fixtures: tests/fixtures/camara-sim-swap/.
 */
import { field, postJson } from './call';
import type { Looked, SimSwapAnswer, SimSwapCheck } from './types';

export interface SimSwapSettings {
  /** The operator's API root, without /sim-swap/v2. */
  readonly apiRoot: string;
  readonly accessToken: string;
  readonly timeoutMs: number;
}

export function camaraSimSwap(s: SimSwapSettings): SimSwapCheck {
  return {
    name: 'CAMARA SIM Swap',
    async swappedWithin(phoneNumber: string, hours: number): Promise<Looked<SimSwapAnswer>> {
      const reply = await postJson({
        url: `${s.apiRoot.replace(/\/$/, '')}/sim-swap/v2/check`,
        timeoutMs: s.timeoutMs,
        headers: { authorization: `Bearer ${s.accessToken}` },
        body: { phoneNumber, maxAge: Math.min(2400, Math.max(1, Math.round(hours))) },
      });
      if (reply.kind !== 'answer') return { kind: reply.kind, detail: reply.detail };
      return simSwapAnswer(reply.status, reply.body);
    },
  };
}

export function simSwapAnswer(status: number, body: unknown): Looked<SimSwapAnswer> {
  const code = String(field(body, 'code') ?? status);
  if (status === 404 || status === 422) return { kind: 'notFound', detail: code };
  if (status === 504) return { kind: 'timeout', detail: code };
  if (status !== 200) return { kind: 'down', detail: code };
  const swapped = field(body, 'swapped');
  return typeof swapped === 'boolean'
    ? { kind: 'found', facts: { swapped } }
    : { kind: 'down', detail: 'no swapped in the answer' };
}
