/** The providers a server uses: the sandbox rails in sandbox mode, the real rails otherwise. */
import type { ServerDeps } from '../types';
import { liveRails } from './rails/live';
import { DEFAULT_ODDS, sandboxWallet } from './sandbox-wallet';
import type { WalletRails } from './wallet';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** The sandbox rail with the configured seed and failure rate. */
export function sandboxRails(deps: Deps) {
  return sandboxWallet(deps, {
    ...DEFAULT_ODDS,
    seed: deps.config.sandboxSeed,
    failPercent: deps.config.sandboxPayoutFailPercent,
    failCause: deps.config.sandboxPayoutFailCause,
  });
}

/** Whether a wallet rail is configured: the sandbox's, or at least one real provider's. */
export function hasWalletRails(config: Deps['config']): boolean {
  const r = config.rails;
  if (r.mode === 'sandbox') return config.sandbox;
  return r.mode === 'simulators' || !!r.daraja || !!r.selcom;
}

/** The wallet rail; with none configured money never moves by accident. */
export function walletRails(deps: Deps): WalletRails {
  if (!hasWalletRails(deps.config)) throw new Error('no wallet rail is configured (SANDBOX=0)');
  if (deps.config.rails.mode !== 'sandbox') return liveRails(deps.config, deps.db, deps.clock);
  return sandboxRails(deps);
}
