/** Field schemas shared by several endpoints of the contract. */
import type { JsonSchema } from './define';
import { ORDER_STATUSES } from '../orders';
import { COUNTRY_CODES, CURRENCIES, WALLETS } from '../countries.gen';

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

/** An integer of the currency's minor unit (src/shared/minor-units.ts): money never travels as a float. */
export const money: JsonSchema = { type: 'integer', minimum: 0 };

/** Seconds since the epoch (a 10-digit timestamp, §9). */
export const epochSeconds: JsonSchema = { type: 'integer', minimum: 0 };

export const orderNo: JsonSchema = { type: 'string', minLength: 1, maxLength: 64 };

/** A status number of docs/product.md §4 (src/shared/orders.ts). */
export const orderStatus: JsonSchema = {
  type: 'integer',
  enum: [...ORDER_STATUSES],
  description: 'Order status of docs/product.md §4 (src/shared/orders.ts)',
};

export const payOrderId: JsonSchema = { type: 'string', minLength: 1, maxLength: 64 };

/** A whole number of days. */
export const days: JsonSchema = { type: 'integer', minimum: 0 };

/** A rate in percent, e.g. 2 = 2 % (per day or per year as the field name says). */
export const percent: JsonSchema = { type: 'number', minimum: 0 };

/** The wallets of docs/product.md §3 a loan is paid into and collected from. */
export const bankCode: JsonSchema = {
  type: 'string',
  enum: [...WALLETS],
  description: 'Wallet type (docs/product.md §3 bankCode)',
};

/** The countries and currencies of schemas/<country>/country.json. */
export const country: JsonSchema = { type: 'string', enum: [...COUNTRY_CODES] };

export const currency: JsonSchema = { type: 'string', enum: [...CURRENCIES] };

/** 1-based page number and page size of a list call. */
export const page: JsonSchema = { type: 'integer', minimum: 1, description: '1-based page number' };
export const pageSize: JsonSchema = { type: 'integer', minimum: 1, maximum: 50 };

export const text = (maxLength: number): JsonSchema => ({ type: 'string', maxLength });

export const url: JsonSchema = { type: 'string', maxLength: 2048 };

/** An uploaded file as the server keeps it: an id to reference it and a URL to show it. */
export const uploadedFile: JsonSchema = {
  type: 'object',
  properties: { fileId: id, url },
  required: ['fileId', 'url'],
  additionalProperties: false,
};

/** The profile progress after a step: the order's next status tells the client where to go. */
export const progress: JsonSchema = {
  type: 'object',
  properties: {
    orderNo: { ...orderNo, description: 'Absent when the borrower has no open order' },
    status: orderStatus,
  },
  required: ['status'],
  additionalProperties: false,
};

/** An object whose properties are all optional strings: the form payloads of docs/product.md §3. */
export function formFields(names: readonly string[], description: string): JsonSchema {
  const properties = Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 200 }]));
  return { type: 'object', properties, required: [], additionalProperties: false, description };
}
