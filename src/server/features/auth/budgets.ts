/**
 * Budgets per device (the `afid` header) and per address for calls that cost money or tell
 * something: code sends (an SMS each) and the registered-number lookup (whether a number is a
 * borrower). Counted before the call runs, in one statement, on whichever server answers. The
 * per-address budget is a high ceiling: carriers put a town behind one address (CGNAT).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { spend, sweepBefore } from './budget-repo';

const HOUR_MS = 3_600_000;

export const BUDGETS = {
  /** Code sends; each number has its own limits too (60 s apart, 10 a day). */
  code: { windowMs: HOUR_MS, perDevice: 10, perIp: 1000 },
  /** Whether a number is registered: a phone asks once or twice; 250 a second is a harvest. */
  lookup: { windowMs: HOUR_MS, perDevice: 20, perIp: 600 },
} as const;

export type BudgetName = keyof typeof BUDGETS;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The counter `name` keeps for one device id or address (hashed: the table holds no address). */
export const budgetKey = (name: BudgetName, by: 'device' | 'ip', value: string) =>
  `${name}:${by}:${digest(value)}`;

function deviceOf(request: FastifyRequest): string | undefined {
  const afid = request.headers.afid;
  const value = Array.isArray(afid) ? afid[0] : afid;
  return value && value.length <= 200 ? value : undefined;
}

/** Spends one of `name` for the request's device and address; refuses past either budget. */
export async function spendBudget(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  name: BudgetName,
  request: FastifyRequest,
  ip: string,
): Promise<void> {
  const budget = BUDGETS[name];
  const now = deps.clock();
  const windowStart = new Date(Math.floor(now / budget.windowMs) * budget.windowMs);
  const device = deviceOf(request);
  const spends: Array<[string, number]> = [[budgetKey(name, 'ip', ip), budget.perIp]];
  if (device) spends.unshift([budgetKey(name, 'device', device), budget.perDevice]);
  for (const [key, max] of spends) {
    const count = await spend(deps.db, key, windowStart);
    // The first request of a window sweeps windows long past: the table stays small.
    if (count === 1) await sweepBefore(deps.db, new Date(now - 2 * budget.windowMs));
    if (count > max) throw new ApiError('rateLimited');
  }
}
