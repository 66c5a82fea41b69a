/**
 * The loan products (docs/architecture.md §8, below orders, the ledger and loans): each country's product file,
 * the terms an order was signed on, and the offer a borrower's repayments have reached. Other
 * features import this entry, never the files behind it.
 */
export { loadProducts, productById, productOf, productOfOrder, termsOf } from './products';
export { offerAfter, offerFor, orderOffer, type Offer } from './offer';
