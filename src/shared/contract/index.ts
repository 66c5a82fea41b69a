/** The API contract: every endpoint of spec §7, declared once (DESIGN §3). */
import { countryCalls } from './country';
import { coupons } from './coupons';
import { feedback } from './feedback';
import { forms } from './forms';
import { loan } from './loan';
import { misc } from './misc';
import { receipts } from './receipts';
import { repay } from './repay';
import { security } from './security';
import { user } from './user';

export const contract = {
  ...security,
  ...user,
  ...forms,
  ...loan,
  ...repay,
  ...receipts,
  ...misc,
  ...coupons,
  ...countryCalls,
  ...feedback,
} as const;

/** The contract per area, so a test can prove no name is declared twice (a spread would hide it). */
export const contractAreas = {
  security,
  user,
  forms,
  loan,
  repay,
  receipts,
  misc,
  coupons,
  country: countryCalls,
  feedback,
} as const;

export type EndpointName = keyof typeof contract;

export { codes, codeInfo, SESSION_ENDING_CODES, CLIENT_MESSAGE_KEYS } from './codes';
export type { CodeInfo, CodeName } from './codes';
export type { EndpointDef, JsonSchema } from './define';
export { COLLECTION_FLAGS } from './misc';
export { DELETE_REASONS } from './user';
