/**
 * The outside-data sources of a country (docs/decisions/0051-credit-outside-data.md): the
 * sandbox's in sandbox mode, otherwise each real adapter where it is set up for the country,
 * and a source that answers `off` where none is.
 */
import type { Country } from '../../../shared/countries';
import type { OutsideConfig } from './config';
import { metropolBureau } from './metropol';
import { sandboxSources } from './sandbox';
import { camaraSimSwap } from './sim-swap';
import { smileIdRegistry } from './smile-id';
import type { OutsideSources } from './types';

export type * from './types';
export { outsideConfig, type OutsideConfig } from './config';
export { startOutsideSimulator, type OutsideSimulator } from './simulator';

const off = { kind: 'off' as const, detail: 'not set up for this country' };

const none: OutsideSources = {
  bureau: { name: '', enquire: async () => off },
  identity: { name: '', check: async () => off },
  simSwap: { name: '', swappedWithin: async () => off },
};

export function outsideSources(config: OutsideConfig, country: Country): OutsideSources {
  if (config.mode === 'sandbox') return sandboxSources(country);
  const { metropol, smileId, simSwap } = config;
  return {
    bureau: metropol?.countries.includes(country) ? metropolBureau(metropol) : none.bureau,
    identity: smileId ? smileIdRegistry(smileId) : none.identity,
    simSwap: simSwap?.countries.includes(country) ? camaraSimSwap(simSwap) : none.simSwap,
  };
}
