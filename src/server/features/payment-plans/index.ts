/**
 * The payment-plans feature's entry (docs/architecture.md §8, above ledger, orders and products;
 * below repay, whose screen shows the plan, and ops-console): plans proposed and approved by staff (the console's use cases write them
 * through this entry), accepted by the borrower, settled at the end of the day.
 */
export {
  acceptPlan,
  acceptByDay,
  owedTotal,
  planForBorrower,
  resplit,
  type PlanView,
} from './plans';
export { settlePlans, type Settled } from './settle';
export { findPlan, insertPlan, movePlan, plansOfOrder, plansWithNames, type PlanRow } from './repo';
