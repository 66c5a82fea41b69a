/**
 * What every simulated Selcom API shares: its answer envelope (resultcode and the result it
 * stands for, a reference, data) and the state the APIs keep together: the vendor, the float,
 * and the transids already used (any API refuses a transid reused).
 */
import { randomBytes } from 'node:crypto';
import type { Faults, Reply, Request } from './kit';

/** An API's routes, by method and path, with the schema its body must meet. */
export type SelcomRoutes = Record<string, { schema?: string; run: (r: Request) => Reply }>;

export interface SelcomState {
  readonly o: { vendor: string; pin: string; unregistered?: readonly string[] };
  readonly clock: () => number;
  readonly faults: () => Faults;
  /** The vendor's float for cash-ins, in TZS. */
  readonly accounts: { float: number };
  /** Every transid any request used. */
  readonly transids: Set<string>;
}

/** Selcom's answer: the outcome in the envelope, what it concerns in `extra`. */
export const answer = (
  resultcode: string,
  message: string,
  extra: Record<string, unknown> = {},
  status = 200,
): Reply => ({
  status,
  body: {
    reference: randomBytes(5).toString('hex').toUpperCase(),
    resultcode,
    result:
      resultcode === '000'
        ? 'SUCCESS'
        : ['111', '927'].includes(resultcode)
          ? 'PENDING'
          : resultcode === '999'
            ? 'AMBIGOUS'
            : 'FAIL',
    message,
    data: [],
    ...extra,
  },
});

/** Takes `transid` for this request: false when it was used before. */
export function takeTransid(s: SelcomState, transid: string): boolean {
  if (s.transids.has(transid)) return false;
  s.transids.add(transid);
  return true;
}
