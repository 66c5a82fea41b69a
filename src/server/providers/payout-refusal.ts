/**
 * A failed payout's refusal as the rail that failed it kept it (the adapters' memory: a request
 * Daraja or Selcom refused with its code and text; the sandbox's own words), for the cause the
 * borrower is told (domain/payout-failure.ts). Undefined when the rail kept no reason: a
 * Transaction Status or cash-in query that only says "failed".
 */
import type { Db } from '../db/client';
import { dbMemory } from './rails/memory';
import { RAIL_NAMES } from './rails/route-of';
import { SANDBOX_RAIL, sandboxRefusal } from './sandbox-wallet';

export async function payoutRefusal(
  db: Db,
  provider: string,
  payOrderId: string,
): Promise<string | undefined> {
  if (provider === SANDBOX_RAIL) return sandboxRefusal(db, payOrderId);
  // Reading only: the memory's clock dates writes.
  const memory = dbMemory(db, () => 0);
  for (const rail of RAIL_NAMES) {
    const memo = await memory.get<{ refused?: unknown }>(`${rail}:${payOrderId}`);
    if (typeof memo?.refused === 'string') return memo.refused;
  }
  return undefined;
}
