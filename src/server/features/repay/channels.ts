/**
 * Cashier channels per country: schemas/<cc>/cashier.json, checked by domain/cashier-channels.ts
 * and served through the form store with the rest of the country's pack. A broken edit is logged
 * with its file and keeps the last good channels, also across a restart (the copies kept in
 * DATA_DIR); a country with no file has the wallet push alone.
 */
import { WALLET_PUSH, type CashierChannel } from '../../domain/cashier-channels';
import { formStore } from '../../forms/registry';
import type { Country } from '../../../shared/countries';

const quiet = { info: () => undefined, error: () => undefined };

/** The channels of `country`, in the file's order. */
export function channelsOf(country: Country): readonly CashierChannel[] {
  // No pack for the country means the server refused to start; the wallet push is never wrong.
  return formStore(quiet).cashier(country) ?? [WALLET_PUSH];
}
