/**
 * The bureau feature's entry (docs/architecture.md §8): credit reporting from the books (files,
 * the notices around a listing), the lender's legal identity from country data, and the
 * borrower's side: consent at apply, disputes, complaints and data requests.
 */
export {
  runBureauDay,
  scheduleBureauDays,
  produceFile,
  sendBureauNotices,
  type BureauPass,
} from './files';
export { bureauFacts, lenderFacts, type BureauFacts, type LenderFacts } from './country';
export { bookLoans, type BookLoan } from './facts';
export { consentVersion, recordBureauConsent, requireBureauConsent } from './consent';
export { correctDisputedListing, type Correction } from './correction';
export { bureauNoticeOf, type BureauNoticeView } from './notice-view';
export { exportData } from './export';
export {
  complianceFile,
  complianceFiles,
  complianceNotices,
  fileContent,
  markSubmitted,
} from './compliance';
export { fileRequest } from './rights';
