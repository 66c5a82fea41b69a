/** The providers a server uses: the sandbox rails in sandbox mode; real rails plug in here. */
import type { ServerDeps } from '../types';
import { DEFAULT_ODDS, sandboxWallet } from './sandbox-wallet';
import type { WalletRails } from './wallet';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** The sandbox rail with the configured seed and failure rate. */
export function sandboxRails(deps: Deps) {
  return sandboxWallet(deps, {
    ...DEFAULT_ODDS,
    seed: deps.config.sandboxSeed,
    failPercent: deps.config.sandboxPayoutFailPercent,
  });
}

/** Whether a wallet rail is configured (sandbox mode only, until a real rail plugs in). */
export function hasWalletRails(config: Deps['config']): boolean {
  return config.sandbox;
}

/** The wallet rail; outside sandbox mode none is configured yet, so money never moves by accident. */
export function walletRails(deps: Deps): WalletRails {
  if (!hasWalletRails(deps.config)) throw new Error('no wallet rail is configured (SANDBOX=0)');
  return sandboxRails(deps);
}
