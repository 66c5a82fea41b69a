/**
 * Which values each SMS message is given, in one table: what its sender supplies, and what the
 * outbox fills for every message from the country's data and the server's name. A text in
 * locales/<lang>/sms.json may name only its message's values (sms-words.ts refuses any other, so
 * `npm run schemas:check` does), and a message whose values do not cover them is never written
 * (features/sms/message-values.ts): no borrower reads "Call {{support}}".
 */
import { COLLECTOR_TEMPLATES } from './collector-messages';

/** Filled by the outbox for every message: the app's name, the country's support number and currency. */
export const COMMON_VALUES = ['app', 'support', 'currency'] as const;
export type CommonValue = (typeof COMMON_VALUES)[number];

/** What an owing loan's message says it owes: by its due date, and to close it today. */
const OWED = ['dueDate', 'byDueDate', 'closeToday'] as const;
/** A payment's receipt: the amount and the reference the borrower's wallet shows. */
const RECEIVED = ['orderNo', 'amount', 'reference'] as const;
/** A payout's message: the amount and the wallet it went to (its last digits). */
const PAYOUT = ['orderNo', 'amount', 'wallet'] as const;
/** A bureau notice: the unpaid amount, days late, and the day a listing may happen. */
const BUREAU = ['orderNo', 'amount', 'days', 'dueDate'] as const;

/** The values each message's sender supplies, by template: the templates the server sends. */
export const SUPPLIED_VALUES = {
  'code.login': ['code'],
  'code.register': ['code'],
  'code.deleteUser': ['code'],
  'code.bindCard': ['code'],
  'reminder.before': ['orderNo', ...OWED],
  // On the due day what is owed by then is what closes it today: one amount.
  'reminder.due': ['orderNo', 'dueDate', 'closeToday'],
  'reminder.late': ['orderNo', 'dueDate', 'closeToday', 'days'],
  // Owing and not late: both amounts, as the screens show them.
  'receipt.payment': [...RECEIVED, ...OWED],
  // Late: what closes it today (the screens' amount owed by the due date is the same once late).
  'receipt.paymentLate': [...RECEIVED, 'closeToday'],
  'receipt.paidOff': [...RECEIVED],
  // A rollover's fee: the due date it moved the loan to and what is owed by then.
  'receipt.rollover': [...RECEIVED, ...OWED],
  // A payout: sent, delayed (the lender sends it again), failed (the wallet), stopped (the lender).
  'payout.sent': [...PAYOUT, 'receipt'],
  'payout.delayed': PAYOUT,
  'payout.failed': PAYOUT,
  'payout.stopped': PAYOUT,
  // A payout held by the SIM check at the payout: the SIM just swapped, or the operator unsure.
  'payout.heldSwapped': ['orderNo', 'wallet'],
  'payout.heldUnchecked': ['orderNo', 'wallet'],
  'notice.walletBound': ['wallet'],
  'notice.walletCooling': ['wallet', 'hours'],
  'bureau.preListing': BUREAU,
  'bureau.listed': BUREAU,
  'bureau.updated': BUREAU,
  'bureau.corrected': BUREAU,
  'plan.waiting': ['orderNo', 'date'],
  // A declined application: the policy's main reasons in words, and the day to apply again.
  'credit.declined': ['orderNo', 'reasons', 'date'],
  // A decision that lends less than before (the policy's reasons), or more again (what cleared).
  'credit.limitCut': ['orderNo', 'amount', 'reasons'],
  'credit.limitRaised': ['orderNo', 'amount', 'reasons'],
  // A USSD borrower's links to the web: the agreement they accepted, a step that needs a camera.
  'ussd.agreement': ['orderNo', 'link'],
  'ussd.finishOnWeb': ['link'],
  // A collector's messages (collector-messages.ts): the loan's values and the collector's few.
  'collector.reminder': ['orderNo', 'closeToday', ...COLLECTOR_TEMPLATES['collector.reminder']],
  'collector.missedCall': ['orderNo', 'closeToday', ...COLLECTOR_TEMPLATES['collector.missedCall']],
  'collector.promise': ['orderNo', 'closeToday', ...COLLECTOR_TEMPLATES['collector.promise']],
} as const satisfies Record<string, readonly string[]>;

export type SmsTemplate = keyof typeof SUPPLIED_VALUES;

/** Every template the server sends: each language file must have all of them. */
export const SMS_TEMPLATES = Object.keys(SUPPLIED_VALUES) as readonly SmsTemplate[];

export const isSmsTemplate = (key: string): key is SmsTemplate =>
  Object.hasOwn(SUPPLIED_VALUES, key);

/** Every value a message of `template` is given: its sender's and the common ones. */
export function valuesOf(template: SmsTemplate): readonly string[] {
  return [...COMMON_VALUES, ...SUPPLIED_VALUES[template]];
}

/** The values a sender of `template` must supply and did not, in the table's order. */
export function missingValues(
  template: SmsTemplate,
  given: Readonly<Record<string, string>>,
): string[] {
  return SUPPLIED_VALUES[template].filter((name) => typeof given[name] !== 'string');
}
