/**
 * Selcom's float (POST /v1/vendor/balance with a JSON body {vendor, pin, transid}, signed like
 * every call; https://developers.selcommobile.com/#get-float-balance): read on the float schedule
 * and remembered as `selcom:balance`, which pauses payouts below the country's floatMinimum
 * (live.ts). The PIN goes in the body, never in a URL that access logs keep. A new transid for
 * each reading: Selcom never sees one reused.
 */
import { randomBytes } from 'node:crypto';
import { RailUnavailable } from '../../wallet';
import { schemaProblem } from '../schemas';
import { SUCCESS } from './outcome';
import type { SelcomContext } from './adapter';

/** Reads the float and remembers it (whole shillings); returns it. Throws when not answered. */
export async function readSelcomBalance(
  ctx: Pick<SelcomContext, 'client' | 'settings' | 'memory'>,
): Promise<number> {
  const answer = await ctx.client.post('/v1/vendor/balance', 'selcom/vendor-balance.request', {
    vendor: ctx.settings.vendor,
    pin: ctx.settings.pin,
    transid: `B${randomBytes(8).toString('hex').toUpperCase()}`,
  });
  const line = answer.data?.[0];
  if (answer.resultcode !== SUCCESS || !line || schemaProblem('selcom/vendor-balance.line', line))
    throw new RailUnavailable(`Selcom balance: ${answer.resultcode} ${answer.message}`);
  const available = Math.floor(Number(line.balance));
  await ctx.memory.put('selcom:balance', { available });
  return available;
}
