/**
 * Cashier channels per country, read from schemas/<cc>/cashier.json and checked by
 * domain/cashier-channels.ts. Read again when the file changes (operations edit it while the
 * server runs); a missing or broken file is logged and leaves the wallet push only.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseChannels, WALLET_PUSH, type CashierChannel } from '../../domain/cashier-channels';
import type { Country } from '../../../shared/countries';

const cache = new Map<Country, { mtimeMs: number; channels: readonly CashierChannel[] }>();

export function cashierFile(country: Country): string {
  return `schemas/${country.toLowerCase()}/cashier.json`;
}

/** The channels of `country`, in the file's order. */
export function channelsOf(country: Country, onError?: (message: string) => void) {
  const file = cashierFile(country);
  try {
    const { mtimeMs } = statSync(resolve(file));
    const hit = cache.get(country);
    if (hit && hit.mtimeMs === mtimeMs) return hit.channels;
    const channels = parseChannels(file, JSON.parse(readFileSync(resolve(file), 'utf8')));
    cache.set(country, { mtimeMs, channels });
    return channels;
  } catch (error) {
    onError?.(error instanceof Error ? error.message : String(error));
    return cache.get(country)?.channels ?? [WALLET_PUSH];
  }
}
