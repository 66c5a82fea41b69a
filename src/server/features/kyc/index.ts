/** The kyc feature's entry (docs/architecture.md §8): what other server features may use of it. */
export { readKycImage } from './storage';
