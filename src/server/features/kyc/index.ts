/**
 * The KYC feature's entry (docs/architecture.md §8, above profile): a sealed ID image, for staff,
 * and the route that serves it.
 */
export { readKycImage } from './storage';
export { registerKycFileRoute } from './file-route';
