/**
 * Data-collection flags of docs/product.md §7. Which ones an order needs is per-country configuration; the
 * defaults need none, because Kenya's and Tanzania's digital-lending rules and Google Play's
 * loan-app policy ban collecting contacts, SMS, call logs, location and photos (docs/architecture.md §1).
 */
import { COLLECTION_FLAGS, type CollectionFlag } from '../../../shared/contract/collection';

export type FlagStatus = Record<CollectionFlag, boolean> & { required: CollectionFlag[] };

/** Each flag true when the shell reported it; `required` as configured, in catalogue order. */
export function flagStatus(
  required: readonly CollectionFlag[],
  collected: readonly CollectionFlag[],
): FlagStatus {
  const flags = Object.fromEntries(
    COLLECTION_FLAGS.map((flag) => [flag, collected.includes(flag)]),
  );
  return {
    ...(flags as Record<CollectionFlag, boolean>),
    required: COLLECTION_FLAGS.filter((flag) => required.includes(flag)),
  };
}

/** The native SDK runs only when the country needs something collected. */
export function sdkEnabled(required: readonly CollectionFlag[]): boolean {
  return required.length > 0;
}
