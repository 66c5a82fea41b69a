/**
 * Daraja's rules that need no network, tested directly: the STK password and timestamp (East
 * Africa Time), the security credential, the per-order callback path, what a result code means,
 * and the Account Balance string.
 */
import {
  createHmac,
  createPublicKey,
  publicEncrypt,
  constants,
  X509Certificate,
} from 'node:crypto';
import type { ProviderReport } from '../../../domain/payment-intent';
import type { ResultParameter } from './types';

const EAT_MS = 3 * 3_600_000;

/** YYYYMMDDHHmmss in Nairobi time, as STK push and Pull Transactions want it. */
export function darajaTimestamp(ms: number): string {
  return new Date(ms + EAT_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** "YYYY-MM-DD HH:mm:ss" in Nairobi time (Pull Transactions' StartDate and EndDate). */
export function pullDate(ms: number): string {
  return new Date(ms + EAT_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export const stkPassword = (shortCode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');

/** The initiator password RSA-encrypted (PKCS#1 v1.5) with the environment's certificate. */
export function securityCredential(password: string, certificatePem: string): string {
  const key = certificatePem.includes('BEGIN CERTIFICATE')
    ? new X509Certificate(certificatePem).publicKey
    : createPublicKey(certificatePem);
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');
}

/**
 * The unguessable part of a per-order callback path: Daraja signs nothing, so only Safaricom,
 * which we told the path, can know it. 128 bits of an HMAC under our callback secret.
 */
export function callbackToken(secret: string, purpose: string, payOrderId: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${payOrderId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The 12-character AccountReference an STK push carries for a payment order. */
export const accountReference = (payOrderId: string) => payOrderId.slice(-12);

/**
 * An STK result code: 0 paid; 1 insufficient balance, 17 limit, 1019 expired, 1025/9999 push
 * not sent, 1032 cancelled by the customer, 1037 phone unreachable, 2001 wrong PIN: all failed.
 */
export const stkReport = (code: number): ProviderReport => (code === 0 ? 'succeeded' : 'failed');

/** A result parameter's value as text ('' when absent). */
export function parameter(list: readonly ResultParameter[] | undefined, key: string): string {
  const found = list?.find((p) => p.Key === key)?.Value;
  return found === undefined || found === null ? '' : String(found as string | number);
}

/**
 * What a Transaction Status result says of the payment: ResultCode 0 with TransactionStatus
 * Completed is paid; 0 with Failed / Declined / Reversed is failed; anything else (not found yet,
 * the query itself failed) is still pending: ask again later, never pay again.
 */
export function statusReport(
  resultCode: number | string,
  list: readonly ResultParameter[] | undefined,
): ProviderReport {
  if (Number(resultCode) !== 0) return 'pending';
  const status = parameter(list, 'TransactionStatus').toLowerCase();
  if (status === 'completed') return 'succeeded';
  if (['failed', 'declined', 'reversed', 'cancelled'].includes(status)) return 'failed';
  return 'pending';
}

/**
 * What a Transaction Status result on a payment we asked to reverse says: Reversed is done;
 * Completed is not reversed (the request never reached M-Pesa, counted as a miss); anything
 * else is still unknown.
 */
export function reversalReport(
  resultCode: number | string,
  list: readonly ResultParameter[] | undefined,
): 'succeeded' | 'notReversed' | 'pending' {
  if (Number(resultCode) !== 0) return 'pending';
  const status = parameter(list, 'TransactionStatus').toLowerCase();
  if (status === 'reversed') return 'succeeded';
  return status === 'completed' ? 'notReversed' : 'pending';
}

/** Whole shillings from "1250.00" (Daraja states amounts with cents; ours are whole KES). */
export function shillings(text: string): number {
  return Math.round(Number(text));
}

export interface AccountBalance {
  readonly account: string;
  readonly currency: string;
  /** Whole shillings available. */
  readonly available: number;
}

/**
 * Parses Account Balance's string: accounts joined by '&', each `name|currency|a|b|c|d`. The
 * documentation's table calls the first amount "available" while clients read the second as
 * available and the first as current; both readings are accepted by taking the smaller, so a
 * float is never read higher than it is.
 */
export function parseAccountBalance(text: string): AccountBalance[] {
  return text
    .split('&')
    .map((part) => part.split('|'))
    .filter((f) => f.length >= 4 && Number.isFinite(Number(f[2])) && Number.isFinite(Number(f[3])))
    .map((f) => ({
      account: (f[0] ?? '').trim(),
      currency: f[1] ?? '',
      available: Math.min(shillings(f[2] ?? '0'), shillings(f[3] ?? '0')),
    }));
}

/** B2C pays from the Utility Account: its balance is the payout float. */
export const B2C_FLOAT_ACCOUNT = 'Utility Account';

/** The payout float in an Account Balance string, or undefined when it names no Utility Account. */
export function payoutFloat(text: string): number | undefined {
  return parseAccountBalance(text).find((a) => a.account === B2C_FLOAT_ACCOUNT)?.available;
}

/**
 * Result codes that say our initiator (its name, password or certificate, or its roles) is wrong,
 * not anything about a payment: 2001 "The initiator information is invalid", 18 credential check
 * failure, 20 unresolved initiator, 21 initiator not allowed, 8006 security credential locked.
 * Such an answer tells nothing of the payment it came for: it is an alarm, and payouts pause.
 */
export const INITIATOR_FAULTS: ReadonlySet<string> = new Set(['2001', '18', '20', '21', '8006']);

export const isInitiatorFault = (resultCode: number | string) =>
  INITIATOR_FAULTS.has(String(resultCode).trim());
