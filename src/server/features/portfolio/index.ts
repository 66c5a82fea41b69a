/**
 * The portfolio feature's entry (docs/architecture.md §8, above ledger and products): the
 * end-of-day close that files each open loan's delinquency, and the portfolio report read from it.
 */
export { closeBusinessDays, delinquencyAtClose } from './end-of-day';
export { filePortfolio, portfolioOf, type Portfolio } from './report';
export { lastFiledDay } from './delinquency-repo';
