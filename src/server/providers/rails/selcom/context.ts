/** What the Selcom adapter, its webhook and its statement share: the context and the memo. */
import type { RailMemory } from '../memory';
import type { CallbackSettings, SelcomSettings } from '../settings';
import type { SelcomClient } from './client';

export const SELCOM_RAIL = 'selcom';

export interface SelcomMemo extends Record<string, unknown> {
  kind: 'payout' | 'collect';
  amount: number;
  account: string;
  refused?: string;
  final?: 'succeeded' | 'failed';
  /** The wallet's receipt of the money that moved (or Selcom's reference where none is given). */
  receipt?: string;
  queries?: number;
  nextQueryAt?: number;
}

export interface SelcomContext {
  readonly settings: SelcomSettings;
  readonly callbacks: CallbackSettings;
  readonly client: SelcomClient;
  readonly memory: RailMemory;
  readonly clock: () => number;
  /** The currency of the country Selcom serves (country.json). */
  readonly currency: string;
  /** The cash-in utility code of the wallet that number belongs to (from country.json). */
  readonly utilityCode: (account: string) => string | undefined;
}

export const selcomKey = (payOrderId: string) => `selcom:${payOrderId}`;
