/**
 * The KYC feature's entry (docs/architecture.md §8, above profile): a sealed ID image, for staff.
 */
export { readKycImage } from './storage';
