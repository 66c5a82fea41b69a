/** Field schemas shared by several endpoints of the contract. */
import type { JsonSchema } from './define';

/** A mobile number as typed: 0712345678, 712345678 or +255712345678 (normalised by the server). */
export const mobile: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  pattern: '^\\+?[0-9 ]+$',
  description: 'Mobile number, national or E.164; the server stores E.164',
};

/** The 6-digit SMS verification code. */
export const smsCode: JsonSchema = { type: 'string', pattern: '^[0-9]{6}$' };

/** Server ids travel as strings so 64-bit values survive JavaScript. */
export const id: JsonSchema = { type: 'string', minLength: 1, maxLength: 64 };

/** Integer shillings (TZS or KSh): money never travels as a float. */
export const money: JsonSchema = { type: 'integer', minimum: 0 };

/** Seconds since the epoch (a 10-digit timestamp, §9). */
export const epochSeconds: JsonSchema = { type: 'integer', minimum: 0 };

export const orderNo: JsonSchema = { type: 'string', minLength: 1, maxLength: 64 };
