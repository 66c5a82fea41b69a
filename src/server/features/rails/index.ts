/**
 * The rails feature's entry (docs/architecture.md §8, top step): the wallet rails' callbacks into
 * the ledger, and their start with the server.
 */
export { registerRailCallbacks } from './routes';
export { startRails } from './start';
