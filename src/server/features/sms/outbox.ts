/**
 * Writing to the SMS outbox (docs/decisions/0019-sms-outbox.md). A message is a row written in the
 * caller's transaction, so it exists exactly when what caused it committed; after the commit the
 * caller may hand its id to `sendQueued` to send it at once, and the job written beside it sends
 * it otherwise. The template's values are sealed with the file key: no code is kept in clear.
 *
 * The simple sender for any feature: inside a transaction `queueSms(tx, deps, {...})`, then after
 * it `sendQueued(deps, id)`; or `sendSms(deps, {...})` when nothing else is written.
 */
import type { Db } from '../../db/client';
import type { SmsTemplate } from '../../domain/sms-words';
import type { ServerDeps } from '../../types';
import { COUNTRY_CODES, dialDigits, type Country } from '../../../shared/countries';
import { countrySms } from './countries';
import { attemptDelivery } from './deliver';
import { requireValues } from './message-values';
import * as repo from './repo';
import { scheduleAttempt, sealValues } from './values';

export interface NewSms {
  /** What the message is for: the same key is written once (`receipt:<payOrderId>`…). */
  readonly key: string;
  /** E.164; only the borrower's own number. */
  readonly mobile: string;
  readonly template: SmsTemplate;
  /**
   * The template's values (a code, amounts), sealed until the message is final: every value
   * domain/sms-values.ts says its sender supplies (the app's name, support number and currency
   * are filled for every message when it is rendered).
   */
  readonly values: Readonly<Record<string, string>>;
  readonly userId?: number;
  /** The loan it is about: a reminder is cancelled once the loan no longer owes. */
  readonly orderId?: number;
  /** Default: the first language of the number's country. */
  readonly lang?: string;
  /** Never sent after this (ms): a code's end of life. */
  readonly expiresAt?: number;
  /** Not sent before this (ms). */
  readonly notBefore?: number;
}

export type WriteDeps = Pick<ServerDeps, 'clock' | 'config'>;
export type SendDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms'> &
  Partial<Pick<ServerDeps, 'log'>>;

/** The country of an E.164 number among ours. */
export function countryOfMobile(e164: string): Country | undefined {
  return COUNTRY_CODES.find((c) => e164.startsWith(`+${dialDigits(c)}`));
}

/** Writes a message and its first job in `tx`; its id, or undefined when its key was written before. */
export async function queueSms(tx: Db, deps: WriteDeps, sms: NewSms): Promise<number | undefined> {
  const now = deps.clock();
  const country = countryOfMobile(sms.mobile);
  if (!country) throw new Error('SMS to a number of no configured country');
  requireValues(sms.template, sms.values);
  const due = Math.max(now, sms.notBefore ?? now);
  const id = await repo.insertMessage(tx, {
    key: sms.key,
    userId: sms.userId ?? null,
    orderId: sms.orderId ?? null,
    mobile: sms.mobile,
    country,
    lang: sms.lang ?? countrySms(country).language,
    template: sms.template,
    sealed: sealValues(deps, sms.key, sms.values),
    status: 'queued',
    nextAttemptAt: new Date(due),
    expiresAt: sms.expiresAt === undefined ? null : new Date(sms.expiresAt),
    createdAt: new Date(now),
  });
  if (id !== undefined) await scheduleAttempt(tx, id, 0, due);
  return id;
}

/**
 * Sends a just-committed message now rather than at the next job pass. Never throws: whatever goes
 * wrong here, the message's job tries again.
 */
export async function sendQueued(deps: SendDeps, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  try {
    await attemptDelivery(deps, id);
  } catch (error) {
    deps.log?.warn({ err: error, outboxId: id }, 'SMS not sent now; its job will try again');
  }
}

/** Writes a message in its own transaction and sends it. */
export async function sendSms(deps: SendDeps, sms: NewSms): Promise<number | undefined> {
  const id = await deps.db.transaction((tx) => queueSms(tx, deps, sms));
  await sendQueued(deps, id);
  return id;
}

/** Erases the sealed values of messages that will not be sent again (a job pass sweep). */
export async function eraseSettledSmsValues(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
): Promise<number> {
  return repo.eraseSettledValues(deps.db, deps.clock());
}

/**
 * Forgets a deleted borrower's messages: their number and what was said to them (the SMS codes
 * of the deletion itself included). Called in the deletion's transaction.
 */
export async function eraseSmsOf(tx: Db, userId: number, mobile: string): Promise<void> {
  await repo.deleteMessagesOf(tx, userId, mobile);
}
