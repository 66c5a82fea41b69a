/**
 * A collector's message to a borrower: one of the templates of
 * domain/collector-messages.ts, in the borrower's language, with the loan's values filled by the
 * server and the collector's few values checked for shape. Anything else is refused: a collector
 * never types the text a borrower reads. Sent through the SMS outbox with the contact it goes with.
 */
import {
  COLLECTOR_TEMPLATES,
  collectorMessage,
  type CollectorMessage,
} from '../../domain/collector-messages';
import type { Db } from '../../db/client';
import { formatAmount } from '../../../shared/format';
import type { Country } from '../../../shared/countries';
import { productOf } from '../products';
import { countrySms, queueSms, smsLanguage, templateText, type WriteDeps } from '../sms';
import { ApiError } from '../../api-error';
import { borrowerDateOf } from '../../domain/business-date';

/** The message a contact asks to send: none when absent, refused when not a template's. */
export function messageOf(raw: unknown): CollectorMessage | undefined {
  if (raw === undefined || raw === null) return undefined;
  const message = collectorMessage(raw);
  if (!message) throw new ApiError('badTemplate');
  return message;
}

interface Loan {
  readonly orderId: number;
  readonly orderNo: string;
  readonly country: Country;
  readonly userId: number;
  readonly mobile: string;
  readonly lang: string | null;
  readonly owed: number;
}

/** Queues the message of contact `contactId` in the transaction that records the contact. */
export function queueCollectorMessage(
  tx: Db,
  deps: WriteDeps,
  loan: Loan,
  contactId: number,
  message: CollectorMessage,
) {
  const { amount, date } = message.values;
  return queueSms(tx, deps, {
    key: `collector:${contactId}`,
    mobile: loan.mobile,
    lang: smsLanguage(loan.country, loan.lang),
    userId: loan.userId,
    orderId: loan.orderId,
    template: message.template,
    values: {
      orderNo: loan.orderNo,
      currency: productOf(loan.country).currency,
      closeToday: formatAmount(loan.owed, loan.country),
      ...(amount !== undefined && { amount: formatAmount(amount, loan.country) }),
      ...(date !== undefined && { date: borrowerDateOf(date) }),
    },
  });
}

/** The templates a collector picks from, as the borrower will read them (values unfilled). */
export function templatesFor(country: Country, lang: string | null) {
  const language = smsLanguage(country, lang) ?? countrySms(country).language;
  return Object.entries(COLLECTOR_TEMPLATES).map(([id, values]) => ({
    id,
    values: [...values],
    text: templateText(language, id) ?? '',
  }));
}
