/**
 * Payment reminders within the rules: on the days of the product's schedule (product.json
 * `reminders`, days from the due date), to the borrower's own number only, never in the country's
 * quiet hours (the step is written when the window opens, the outbox holds a retry that falls in
 * it), never once the loan is paid (the outbox cancels a reminder of a paid loan), never twice for
 * one step (the `reminders` table's key), with the two amounts: owed by the due date, and to close
 * the loan today.
 */
import { borrowerDateText, businessDay, endOfBusinessDay } from '../../domain/business-date';
import { isQuiet } from '../../domain/quiet-hours';
import type { SmsTemplate } from '../../domain/sms-words';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { formatAmount } from '../../../shared/format';
import type { OrderRow } from '../orders';
import { standingFor } from '../repay';
import { countrySms, queueSms, sendQueued, smsLanguage, type SendDeps } from '../sms';
import * as repo from './reminders-repo';

type Deps = SendDeps & Pick<ServerDeps, 'log'>;

const quiet = { info: () => undefined, error: () => undefined };

/** before, due or late: which text a step of `offset` days from the due date uses. */
export function reminderTemplate(offset: number): SmsTemplate {
  if (offset < 0) return 'reminder.before';
  return offset === 0 ? 'reminder.due' : 'reminder.late';
}

/** Writes and sends the reminders due now in every country; how many were written. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  let written = 0;
  for (const country of COUNTRY_CODES) written += await remindCountry(deps, country);
  return written;
}

async function remindCountry(deps: Deps, country: Country): Promise<number> {
  const now = deps.clock();
  const facts = countrySms(country);
  // Outside the window nothing is written: the morning's pass writes it with that day's amounts.
  if (isQuiet(now, facts.quietHours, facts.timeZone)) return 0;
  const steps = formStore(quiet).product(country)?.reminders ?? [];
  const today = businessDay(now, country);
  const loans = await repo.owingLoansDueOn(
    deps.db,
    country,
    steps.map((offset) => today - offset),
    today,
  );
  let written = 0;
  for (const { order, mobile, lang } of loans) {
    if (order.dueDay === null) continue;
    const to = { mobile, lang: smsLanguage(country, lang) };
    if (await remind(deps, order, to, today - order.dueDay)) written++;
  }
  return written;
}

async function remind(
  deps: Deps,
  found: OrderRow,
  to: { readonly mobile: string; readonly lang: string | undefined },
  offset: number,
): Promise<boolean> {
  const now = deps.clock();
  const dueDay = found.dueDay ?? 0;
  const s = await standingFor(deps, found);
  if (s.amountDue <= 0) return false;
  const queued = await deps.db.transaction(async (tx) => {
    const kind = String(offset);
    if (
      !(await repo.claimReminderStep(tx, {
        orderId: found.id,
        dueDay,
        kind,
        sentAt: new Date(now),
      }))
    )
      return undefined;
    return queueSms(tx, deps, {
      key: `reminder:${found.id}:${dueDay}:${kind}`,
      mobile: to.mobile,
      lang: to.lang,
      userId: found.userId,
      orderId: found.id,
      template: reminderTemplate(offset),
      values: {
        orderNo: found.orderNo,
        dueDate: borrowerDateText(dueDay),
        currency: s.product.currency,
        // The journal's own accrual to the end of the due date (after it: today's amount).
        byDueDate: formatAmount(s.owedOnDueDate, found.country),
        closeToday: formatAmount(s.amountDue, found.country),
        days: String(Math.max(0, offset)),
      },
      // A reminder is about its day: not sent a day late.
      expiresAt: endOfBusinessDay(businessDay(now, found.country), found.country),
    });
  });
  if (queued === undefined) return false;
  await sendQueued(deps, queued);
  return true;
}
