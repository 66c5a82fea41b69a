/**
 * The initiator alarm: a result saying our initiator is wrong (2001 "The initiator information is
 * invalid", a locked credential, a missing role) is about our configuration, not a payment. It is
 * remembered as the rail's fault, which pauses payouts and shows on the console's rails, until a
 * result the initiator signed succeeds again (the scheduled Account Balance read proves it).
 */
import type { RailFault } from '../floats';
import type { DarajaContext } from './adapter';

const FAULT_KEY = 'daraja:fault';

export async function raiseInitiatorFault(
  ctx: DarajaContext,
  code: number | string,
  description: string,
): Promise<RailFault> {
  const standing = await ctx.memory.get<{ active?: boolean; at?: number }>(FAULT_KEY);
  // Told again while it stands: the alarm keeps the time it was first raised.
  const at = standing?.active && standing.at ? standing.at : ctx.clock();
  const fault = { code: String(code), description, at };
  await ctx.memory.put(FAULT_KEY, { active: true, ...fault });
  return fault;
}

/** A result the initiator signed succeeded: its credentials work. */
export async function clearInitiatorFault(ctx: DarajaContext): Promise<void> {
  const memo = await ctx.memory.get<{ active?: boolean }>(FAULT_KEY);
  if (memo?.active) await ctx.memory.put(FAULT_KEY, { active: false });
}
