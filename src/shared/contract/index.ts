/**
 * The API contract: every endpoint of docs/product.md §7, declared once (docs/architecture.md §3). Each file is named after
 * the server feature whose routes serve its calls: `contract/<feature>.ts` is answered by
 * `src/server/features/<feature>/routes.ts` (tests/shared/contract-files.test.ts proves it).
 */
import { account } from './account';
import { app } from './app';
import { auth } from './auth';
import { bureau } from './bureau';
import { collection } from './collection';
import { countryCalls } from './country';
import { coupons } from './coupons';
import { feedback } from './feedback';
import { kyc } from './kyc';
import { loans } from './loans';
import { paymentPlans } from './payment-plans';
import { portal } from './portal';
import { profile } from './profile';
import { repay } from './repay';
import { wallet } from './wallet';

export const contract = {
  ...auth,
  ...account,
  ...wallet,
  ...kyc,
  ...profile,
  ...loans,
  ...repay,
  ...paymentPlans,
  ...portal,
  ...collection,
  ...app,
  ...coupons,
  ...countryCalls,
  ...feedback,
  ...bureau,
} as const;

/**
 * The contract per server feature (src/server/features/<key>), so a test can prove no name is
 * declared twice (a spread would hide it) and that each call is served by its feature.
 */
export const contractAreas = {
  auth,
  account,
  wallet,
  kyc,
  profile,
  loans,
  repay,
  'payment-plans': paymentPlans,
  portal,
  collection,
  app,
  coupons,
  country: countryCalls,
  feedback,
  bureau,
} as const;

export type EndpointName = keyof typeof contract;

export { codes, codeInfo, SESSION_ENDING_CODES, CLIENT_MESSAGE_KEYS } from './codes';
export type { CodeInfo, CodeName } from './codes';
export type { EndpointDef, JsonSchema } from './define';
export { COLLECTION_FLAGS } from './collection';
export { DELETE_REASONS } from './account';
