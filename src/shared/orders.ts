/**
 * Loan order statuses of spec §4: the numbers, their record labels, the one transition table the
 * server's state machine enforces, and the status → screen map of spec §2 the client navigates by.
 *
 * The order of the flow (spec §4 "Flow", DESIGN §1):
 *   6 basic info → 11 addition → 12 ID OCR + face → 17 questionnaire → 5 bind wallet → 14 confirm
 *   → 19 finishLoading (submitted, data collection) → 1 applying (assessing)
 *   → 18 getMoney (approved, waiting for the borrower or auto-disbursement) or 9 reject
 *   → 7 lending (disbursing) → 2 repaying or 10 payFail (re-apply) → 3 overdue and/or 4 finish.
 * A profile step the borrower already completed on an earlier order is skipped, so an incomplete
 * step may move to any later incomplete step. Before submission the order may be cancelled (8);
 * after it, only an approved order waiting for disbursement can be (the auto-disbursement cancel
 * action, or the 24 h expiry). Re-applying after 4, 8, 9 or 10 creates a new order.
 *
 * When the order row exists (server): it is created when the borrower applies
 * (/loan/loan-order/apply-market), in the first profile step not yet done, so a returning
 * borrower with a complete profile starts at 14. Each saved step moves it forward (the server's
 * profileProgress). Submission moves 14 → 19 and, when no data collection is required, on to 1.
 * At most one order per borrower is outside 4, 8, 9, 10 at a time (a unique index).
 */

export const ORDER_STATUS = {
  applying: 1,
  repaying: 2,
  overdue: 3,
  finish: 4,
  bindCard: 5,
  basicInfo: 6,
  lending: 7,
  cancel: 8,
  reject: 9,
  payFail: 10,
  addition: 11,
  identityOcr: 12,
  confirm: 14,
  question: 17,
  getMoney: 18,
  finishLoading: 19,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Every status number, ascending (13, 15 and 16 are unused, spec §4). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS).sort(
  (a, b) => a - b,
);

/** Whether a number is one of the §4 statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** The record labels of spec §4; the text lives in the `loan` namespace (`loan:status.<label>`). */
export type OrderLabel =
  | 'assessing'
  | 'incomplete'
  | 'disbursing'
  | 'repaying'
  | 'overdue'
  | 'finished'
  | 'addingCard'
  | 'cancelled'
  | 'rejected'
  | 'failed';

const S = ORDER_STATUS;

/**
 * Label per status. 19 is submitted and being checked, so the borrower sees "assessing"; 14 and
 * 18 wait for the borrower's confirmation, so they are "incomplete" (§4: "... confirm").
 */
export const ORDER_LABELS: Readonly<Record<OrderStatus, OrderLabel>> = {
  [S.applying]: 'assessing',
  [S.repaying]: 'repaying',
  [S.overdue]: 'overdue',
  [S.finish]: 'finished',
  [S.bindCard]: 'addingCard',
  [S.basicInfo]: 'incomplete',
  [S.lending]: 'disbursing',
  [S.cancel]: 'cancelled',
  [S.reject]: 'rejected',
  [S.payFail]: 'failed',
  [S.addition]: 'incomplete',
  [S.identityOcr]: 'incomplete',
  [S.confirm]: 'incomplete',
  [S.question]: 'incomplete',
  [S.getMoney]: 'incomplete',
  [S.finishLoading]: 'assessing',
};

/** The label of a status. */
export function orderLabel(status: OrderStatus): OrderLabel {
  return ORDER_LABELS[status];
}

/** The profile steps in the order the borrower fills them (each may be skipped if done before). */
export const PROFILE_STEPS: readonly OrderStatus[] = [
  S.basicInfo,
  S.addition,
  S.identityOcr,
  S.question,
  S.bindCard,
  S.confirm,
];

/** Statuses a new order may start in: the first profile step this borrower has not completed. */
export const INITIAL_STATUSES: readonly OrderStatus[] = PROFILE_STEPS;

/** from → allowed next statuses. The one table of DESIGN §6. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.basicInfo]: [S.addition, S.identityOcr, S.question, S.bindCard, S.confirm, S.cancel],
  [S.addition]: [S.identityOcr, S.question, S.bindCard, S.confirm, S.cancel],
  [S.identityOcr]: [S.question, S.bindCard, S.confirm, S.cancel],
  [S.question]: [S.bindCard, S.confirm, S.cancel],
  [S.bindCard]: [S.confirm, S.cancel],
  [S.confirm]: [S.finishLoading, S.cancel],
  [S.finishLoading]: [S.applying],
  [S.applying]: [S.getMoney, S.reject],
  [S.getMoney]: [S.lending, S.cancel],
  [S.lending]: [S.repaying, S.payFail],
  [S.repaying]: [S.overdue, S.finish],
  [S.overdue]: [S.finish],
  [S.finish]: [],
  [S.cancel]: [],
  [S.reject]: [],
  [S.payFail]: [],
};

/** Whether the state machine allows `from` → `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses with no way out; the borrower may apply again with a new order. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => ORDER_TRANSITIONS[s].length === 0,
);

/** Whether an order in this status is over (finished, cancelled, rejected, failed). */
export function isTerminal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** Route names of spec §2 that an order status leads to, spelled as §2 spells them. */
export type OrderScreen =
  | 'personal_infomation'
  | 'additionalInfomation'
  | 'id_card_authentication'
  | 'add_bankcard'
  | 'confirm_borrow'
  | 'repay_detail'
  | 'review_tips'
  | 'lending'
  | 'loan_question'
  | 'finish_loading';

const SCREENS: Partial<Record<OrderStatus, OrderScreen>> = {
  [S.basicInfo]: 'personal_infomation',
  [S.addition]: 'additionalInfomation',
  [S.identityOcr]: 'id_card_authentication',
  [S.bindCard]: 'add_bankcard',
  [S.confirm]: 'confirm_borrow',
  [S.getMoney]: 'confirm_borrow',
  [S.repaying]: 'repay_detail',
  [S.overdue]: 'repay_detail',
  [S.applying]: 'review_tips',
  [S.lending]: 'lending',
  [S.question]: 'loan_question',
  [S.finishLoading]: 'finish_loading',
};

/** The screen of spec §2 for an order status; other numbers navigate nowhere (null). */
export function screenForStatus(status: number): OrderScreen | null {
  return isOrderStatus(status) ? (SCREENS[status] ?? null) : null;
}
