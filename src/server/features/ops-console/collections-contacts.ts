/**
 * Contacts with a borrower about an overdue loan: a collector records the outcome and
 * a note; a promise to pay carries its amount and day. Kenya's rules for digital lenders decide
 * who may be contacted and when: only the borrower's own number, never a borrower who asked not
 * to be, never in the country's quiet hours. A refused attempt is on the record as well. A contact
 * may send the borrower a message: a template only (collections-message.ts).
 */
import { ApiError } from '../../api-error';
import { businessDateText, businessDay } from '../../domain/business-date';
import {
  contactBar,
  isContactOutcome,
  promiseProblem,
  type ContactBar,
  type ContactOutcome,
} from '../../domain/collections-queue';
import { normaliseMobile } from '../../domain/phone';
import { isQuiet } from '../../domain/quiet-hours';
import type { ServerDeps } from '../../types';
import * as repo from '../debt-collections';
import { countrySms, sendQueued, type SendDeps } from '../sms';
import { audit, auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { calendarDay } from './calendar-day';
import { messageOf, queueCollectorMessage, templatesFor } from './collections-message';
import { shownMobile } from './collections-queue';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface ContactInput {
  readonly outcome: unknown;
  readonly note: unknown;
  readonly promiseAmount?: unknown;
  readonly promiseDate?: unknown;
  /** The number the collector dialled, when the phone system reports it. */
  readonly to?: unknown;
  /** A message to send the borrower: `{ template, values }` of a collector template. */
  readonly message?: unknown;
}

function checked(input: ContactInput): { outcome: ContactOutcome; note: string } {
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (!isContactOutcome(input.outcome) || note.length < 2 || note.length > 500)
    throw new ApiError('badInput');
  return { outcome: input.outcome, note };
}

export async function recordContact(
  deps: Deps & SendDeps,
  collector: StaffIdentity,
  orderNo: string,
  input: ContactInput,
  ip: string,
) {
  const { outcome, note } = checked(input);
  const message = messageOf(input.message);
  const loan = await repo.queueLoan(deps.db, orderNo);
  if (!loan) throw new ApiError('notFound');
  const now = deps.clock();
  const sms = countrySms(loan.country);
  const dialledRaw = typeof input.to === 'string' && input.to.trim() !== '' ? input.to : undefined;
  const parsed = dialledRaw === undefined ? undefined : normaliseMobile(dialledRaw, loan.country);
  const theirs = loan.staffId !== null && loan.staffId !== collector.id;
  const bar: ContactBar | 'assignedToOther' | undefined =
    theirs && collector.role !== 'admin'
      ? 'assignedToOther'
      : contactBar({
          noContact: loan.noContact,
          quiet: isQuiet(now, sms.quietHours, sms.timeZone),
          dialled: parsed === undefined ? undefined : parsed.ok ? parsed.e164 : dialledRaw,
          borrowerMobile: loan.mobile,
        });
  const target = `order:${loan.orderNo}`;
  if (bar) {
    await audit(deps, collector.id, 'collections.contactRefused', target, { reason: bar }, ip);
    throw new ApiError(bar);
  }
  const today = businessDay(now, loan.country);
  const promiseDay =
    typeof input.promiseDate === 'string' ? calendarDay(input.promiseDate) : undefined;
  const promised = outcome === 'promised';
  if (promised) {
    const problem = promiseProblem(
      { amount: input.promiseAmount, day: promiseDay },
      today,
      loan.owed,
    );
    if (problem) throw new ApiError(problem);
  }
  const promise = promised
    ? { promiseAmount: input.promiseAmount as number, promiseDay, promiseState: 'pending' as const }
    : {};
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.insertContact(tx, {
      orderId: loan.orderId,
      staffId: collector.id,
      outcome,
      note,
      mobile: loan.mobile,
      at: new Date(now),
      ...promise,
    });
    const sms = message && (await queueCollectorMessage(tx, deps, loan, row.id, message));
    const detail = {
      outcome,
      note,
      ...(promised && { promiseAmount: row.promiseAmount, promiseDate: input.promiseDate }),
      ...(message && { message }),
    };
    await auditInTx(tx, deps, collector.id, 'collections.contact', target, detail, ip);
    return { id: row.id, sms };
  });
  await sendQueued(deps, done.sms);
  return { id: done.id, messageSent: done.sms !== undefined };
}

/** Every contact about a loan, newest first, the number as `viewer` may see it. */
export async function contactHistory(deps: Deps, viewer: StaffIdentity, orderNo: string) {
  const loan = await repo.queueLoan(deps.db, orderNo);
  if (!loan) throw new ApiError('notFound');
  const rows = await repo.contactsOf(deps.db, loan.orderId);
  const sms = countrySms(loan.country);
  return {
    orderNo: loan.orderNo,
    country: loan.country,
    owed: loan.owed,
    noContact: loan.noContact,
    // The hours a borrower may be contacted: the country's quiet hours turned round, stated
    // beside the form and on a refusal so a collector knows when to call back.
    contactHours: { from: sms.quietHours.to, to: sms.quietHours.from, timeZone: sms.timeZone },
    templates: templatesFor(loan.country, loan.lang),
    rows: rows.map((r) => ({
      ...r,
      mobile: shownMobile(viewer, r.mobile),
      promiseDate: r.promiseDay === null ? null : businessDateText(r.promiseDay),
    })),
  };
}
