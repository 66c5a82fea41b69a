/** The auth feature's public entry (docs/architecture.md §8): what other features may call. */
export { registerNetworkNumber, userOfNetworkNumber, type NetworkUser } from './network-identity';
