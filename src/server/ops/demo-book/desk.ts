/**
 * The demo book's desk work, through the console's and the app's own use cases: collectors' calls
 * with promises to pay, payment plans proposed by one collector and approved by the other (some
 * accepted by the borrower in the app), borrowers' disputes and complaints, and flags.
 */
import { businessDateText, businessDay } from '../../domain/business-date';
import { fileRequest } from '../../features/bureau';
import { decidePlan, flagBorrower, proposePlan, recordContact } from '../../features/ops-console';
import { findOrder } from '../../features/orders';
import { acceptPlan } from '../../features/payment-plans';
import { productOf } from '../../features/products';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import type { WrittenApplication } from './borrowers-repo';
import type { DemoStaff } from './staff';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms'>;

const IP = '127.0.0.1';

export interface Desk {
  readonly collector: DemoStaff;
  readonly secondCollector: DemoStaff;
  readonly support: DemoStaff;
}

const dateIn = (deps: Deps, country: Country, days: number) =>
  businessDateText(businessDay(deps.clock(), country) + days);

/** A call that ended in a promise to pay the minimum repayment in two days. */
export async function promise(deps: Deps, desk: Desk, loan: WrittenApplication, country: Country) {
  await recordContact(
    deps,
    desk.collector,
    loan.orderNo,
    {
      outcome: 'promised',
      note: 'Reached the borrower; will pay after market day.',
      promiseAmount: productOf(country).minRepayAmount,
      promiseDate: dateIn(deps, country, 2),
    },
    IP,
  );
}

/** A plan of three weekly instalments, approved by the second collector; `accept`: by the borrower too. */
export async function plan(
  deps: Deps,
  desk: Desk,
  loan: WrittenApplication,
  country: Country,
  accept: boolean,
) {
  const proposed = await proposePlan(deps, desk.collector, {
    orderNo: loan.orderNo,
    kind: 'instalments',
    count: 3,
    firstDate: dateIn(deps, country, 3),
    reason: 'Lost stock in the floods; can pay in three parts.',
    ip: IP,
  });
  await decidePlan(deps, desk.secondCollector, {
    id: proposed.id,
    verdict: 'approve',
    note: 'Income confirmed on the call.',
    ip: IP,
  });
  const order = accept ? await findOrder(deps.db, loan.orderId) : undefined;
  if (order) await acceptPlan(deps, order, { planId: proposed.id, total: proposed.total });
}

export async function dispute(deps: Deps, loan: WrittenApplication) {
  await fileRequest(deps, loan.userId, {
    kind: 'dispute',
    orderNo: loan.orderNo,
    body: 'I repaid part of this loan at an agent; the balance shown is too high.',
  });
}

export async function complaint(deps: Deps, loan: WrittenApplication) {
  await fileRequest(deps, loan.userId, {
    kind: 'complaint',
    body: 'A collector called me at my workplace and spoke to my colleague.',
  });
}

export async function doNotContact(deps: Deps, desk: Desk, loan: WrittenApplication) {
  await flagBorrower(
    deps,
    desk.support.id,
    loan.userId,
    {
      kind: 'doNotContact',
      reason: 'Borrower asked in writing to be contacted by letter only.',
    },
    IP,
  );
}
