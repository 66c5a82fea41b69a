/**
 * Loan order statuses of docs/product.md §4: the numbers and the one status table (record label, §2 screen,
 * phase, groups and allowed transitions) the server, the database and the client all read.
 *
 * The order of the flow (docs/product.md §4 "Flow", docs/architecture.md §1):
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
import { pathOf, type RouteName } from './routes';

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

/** Every status number, ascending (13, 15 and 16 are unused, docs/product.md §4). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS).sort(
  (a, b) => a - b,
);

/** Whether a number is one of the §4 statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** The record labels of docs/product.md §4; the text lives in the `loan` namespace (`loan:status.<label>`). */
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
 * Where an order is in its life: filling the profile, being reviewed (19, 1), paying out (18, 7),
 * being repaid (2, 3) or over (4, 8, 9, 10, from where the borrower may apply again).
 */
export type OrderPhase = 'profile' | 'review' | 'payout' | 'repaying' | 'closed';

/**
 * Named sets of statuses across phases: `disbursed` the money reached the borrower (2, 3, 4);
 * `payoutStarted` a payout was sent, whatever came of it (7, 2, 3, 4, 10).
 */
export type OrderGroup = 'disbursed' | 'payoutStarted';

/** One row of the status table. */
export interface OrderStatusRow {
  /** The record label of §4 (text under `loan:status.<label>`). */
  readonly label: OrderLabel;
  /** The §2 screen this status leads to; null leads nowhere. */
  readonly screen: RouteName | null;
  readonly phase: OrderPhase;
  readonly groups: readonly OrderGroup[];
  /** The statuses the state machine allows next (docs/architecture.md §6). */
  readonly next: readonly OrderStatus[];
}

/**
 * The one status table (docs/architecture.md §6): the server's state machine, the database indexes and the
 * client's navigation read it; nothing else names a set of statuses. 19 is submitted and being
 * checked, so the borrower sees "assessing"; 14 and 18 wait for the borrower's confirmation, so
 * they are "incomplete" (§4: "... confirm").
 */
export const ORDER_TABLE: Readonly<Record<OrderStatus, OrderStatusRow>> = {
  [S.basicInfo]: {
    label: 'incomplete',
    screen: 'personalInfomation',
    phase: 'profile',
    groups: [],
    next: [S.addition, S.identityOcr, S.question, S.bindCard, S.confirm, S.cancel],
  },
  [S.addition]: {
    label: 'incomplete',
    screen: 'additionalInfomation',
    phase: 'profile',
    groups: [],
    next: [S.identityOcr, S.question, S.bindCard, S.confirm, S.cancel],
  },
  [S.identityOcr]: {
    label: 'incomplete',
    screen: 'idCardAuthentication',
    phase: 'profile',
    groups: [],
    next: [S.question, S.bindCard, S.confirm, S.cancel],
  },
  [S.question]: {
    label: 'incomplete',
    screen: 'loanQuestion',
    phase: 'profile',
    groups: [],
    next: [S.bindCard, S.confirm, S.cancel],
  },
  [S.bindCard]: {
    label: 'addingCard',
    screen: 'addBankCard',
    phase: 'profile',
    groups: [],
    next: [S.confirm, S.cancel],
  },
  [S.confirm]: {
    label: 'incomplete',
    screen: 'confirmBorrow',
    phase: 'profile',
    groups: [],
    next: [S.finishLoading, S.cancel],
  },
  [S.finishLoading]: {
    label: 'assessing',
    screen: 'finishLoading',
    phase: 'review',
    groups: [],
    next: [S.applying],
  },
  [S.applying]: {
    label: 'assessing',
    screen: 'reviewTips',
    phase: 'review',
    groups: [],
    next: [S.getMoney, S.reject],
  },
  [S.getMoney]: {
    label: 'incomplete',
    screen: 'confirmBorrow',
    phase: 'payout',
    groups: [],
    next: [S.lending, S.cancel],
  },
  [S.lending]: {
    label: 'disbursing',
    screen: 'lending',
    phase: 'payout',
    groups: ['payoutStarted'],
    next: [S.repaying, S.payFail],
  },
  [S.repaying]: {
    label: 'repaying',
    screen: 'repayDetail',
    phase: 'repaying',
    groups: ['disbursed', 'payoutStarted'],
    next: [S.overdue, S.finish],
  },
  [S.overdue]: {
    label: 'overdue',
    screen: 'repayDetail',
    phase: 'repaying',
    groups: ['disbursed', 'payoutStarted'],
    next: [S.finish],
  },
  [S.finish]: {
    label: 'finished',
    screen: null,
    phase: 'closed',
    groups: ['disbursed', 'payoutStarted'],
    next: [],
  },
  [S.cancel]: { label: 'cancelled', screen: null, phase: 'closed', groups: [], next: [] },
  [S.reject]: { label: 'rejected', screen: null, phase: 'closed', groups: [], next: [] },
  [S.payFail]: {
    label: 'failed',
    screen: null,
    phase: 'closed',
    groups: ['payoutStarted'],
    next: [],
  },
};

/** Label per status, from the table. */
export const ORDER_LABELS: Readonly<Record<OrderStatus, OrderLabel>> = mapTable((r) => r.label);

/** The label of a status. */
export function orderLabel(status: OrderStatus): OrderLabel {
  return ORDER_TABLE[status].label;
}

/**
 * What a borrower reads for a status: its §4 label, except that an approved order waiting for the
 * borrower (18) reads "approved": §4 files it under "incomplete", which reads as if something
 * were still missing. Home and records word it alike.
 */
export type BorrowerWording = OrderLabel | 'approved';

export function borrowerWording(status: OrderStatus): BorrowerWording {
  return status === S.getMoney ? 'approved' : orderLabel(status);
}

/** Whether a status is in one of the phases. */
export function inPhase(status: OrderStatus, ...phases: readonly OrderPhase[]): boolean {
  return phases.includes(ORDER_TABLE[status].phase);
}

/** Whether a status belongs to a group. */
export function inGroup(status: OrderStatus, group: OrderGroup): boolean {
  return ORDER_TABLE[status].groups.includes(group);
}

/** The statuses of the phases, ascending (for SQL `in` lists). */
export function statusesInPhase(...phases: readonly OrderPhase[]): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => inPhase(s, ...phases));
}

/** The statuses of a group, ascending (for SQL `in` lists). */
export function statusesInGroup(group: OrderGroup): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => inGroup(s, group));
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

/** from → allowed next statuses, from the table. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = mapTable(
  (r) => r.next,
);

/** Whether the state machine allows `from` → `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TABLE[from].next.includes(to);
}

/** Statuses with no way out; the borrower may apply again with a new order. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = statusesInPhase('closed');

/** Whether an order in this status is over (finished, cancelled, rejected, failed). */
export function isTerminal(status: OrderStatus): boolean {
  return inPhase(status, 'closed');
}

/** The path of the §2 screen an order status leads to; other numbers lead nowhere (null). */
export function screenPath(status: number): string | null {
  const screen = isOrderStatus(status) ? ORDER_TABLE[status].screen : null;
  return screen ? pathOf(screen) : null;
}

function mapTable<T>(pick: (row: OrderStatusRow) => T): Readonly<Record<OrderStatus, T>> {
  const entries = ORDER_STATUSES.map((s) => [s, pick(ORDER_TABLE[s])] as const);
  return Object.fromEntries(entries) as Record<OrderStatus, T>;
}
