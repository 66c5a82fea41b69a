/** Shapes the console reads from /ops/api (the server's routes in src/server/features/ops-console). */
export interface Me {
  staff: {
    id: number;
    email: string;
    role: 'support' | 'collections' | 'finance' | 'compliance' | 'admin';
  };
  csrfToken: string;
  /** What the role may do (server permissions.ts): pages behind others are not offered. */
  actions: string[];
  /** The books' time (ms): the server's clock, a sandbox's moved one included; absent from an older server. */
  booksNow?: number;
}

export interface BorrowerRow {
  userId: number;
  mobile: string;
  country: string;
  name: string | null;
  createdAt: string;
}

export interface OrderRow {
  id: number;
  orderNo: string;
  userId: number;
  mobile: string;
  /** From the borrower's personal form; null before they filled it. */
  name: string | null;
  country: string;
  status: number;
  amount: number | null;
  dueDate: string | null;
  overdueDays: number;
  createdAt: string;
}

export interface Paged<T> {
  page: number;
  more: boolean;
  rows: T[];
}

export interface ProofRow {
  fileId: number;
  userId: number;
  mobile: string;
  country: string;
  name: string | null;
  orderNo: string | null;
  /** The payment order the borrower says they paid, when they named one. */
  payOrderId: string | null;
  /** What the loan owes today, in minor units; null without a loan. */
  owed: number | null;
  minutesLeft: number;
  createdAt: string;
}

export interface JournalLine {
  account: string;
  amount: number;
}

/** A money request waiting for (or decided by) a checker: GET /ops/api/checks. */
export interface CheckRow {
  id: number;
  kind: 'proof' | 'waiver' | 'writeOff' | 'refund';
  status: 'pending' | 'approved' | 'rejected';
  orderNo: string;
  amount: number;
  reason: string;
  evidence: Record<string, unknown>;
  maker: { id: number; role: string; email: string };
  checker: { id: number; email: string | null } | null;
  checkerNote: string | null;
  mine: boolean;
  /** Why the viewer may not decide it; null when they may. */
  refusal: 'ownRequest' | 'sameRole' | 'notAllowed' | null;
  country: string;
  effect: JournalLine[];
}

export interface AuditRow {
  id: number;
  action: string;
  target: string | null;
  email: string | null;
  /** Who acted when no member's address shows: the command line, a sign-in, the server. */
  actor: 'staff' | 'cli' | 'signIn' | 'system';
  at: string;
  detail: Record<string, unknown> | null;
  /** The country of the loan or borrower it names: its amounts' currency. */
  country?: string | null;
}

export interface DisputeRow {
  id: number;
  /** The loan the payment belongs to, and its purpose; null when the payment is not ours. */
  orderNo: string | null;
  country: string | null;
  purpose: string | null;
  provider: string;
  payOrderId: string;
  providerRef: string | null;
  eventId: string | null;
  expected: { status: string; amount: number | null };
  received: { status: string; amount: number | null };
  receivedAt: string;
}

export interface FeedbackSummary {
  id: number;
  userId: number;
  type: number;
  status: number;
  description: string;
  orderNo: string | null;
  createdAt: string;
}

export interface FeedbackThread {
  feedback: FeedbackSummary;
  messages: { id: number; sender: 'user' | 'staff'; content: string; createdAt: string }[];
}

export interface ReconciliationResult {
  day: string;
  payments: number;
  statementLines: number;
  /** Open payments the statement showed settled, booked by the rail's answer during the run. */
  healed: string[];
  differences: {
    payOrderId: string;
    kind: 'payout' | 'collect';
    problem: 'notOnRail' | 'notInBooks' | 'amountDiffers' | 'unconfirmed';
    books: { amount: number; status: string } | null;
    rail: { amount: number } | null;
    /** The loan's country (its currency); null for a payment the books do not hold. */
    country: string | null;
  }[];
}

/** GET /ops/api/rails: each rail's float against its minimum, and the payouts still unknown. */
export interface RailsView {
  floats: {
    rail: string;
    countries: string[];
    available?: number;
    minimum: number;
    paused: boolean;
    /** Readings over the last week, newest first. */
    history: { available: number; at: string }[];
  }[];
  paused: string[];
  unknown: {
    payOrderId: string;
    orderNo: string;
    purpose: string;
    amount: number;
    provider: string;
    since: string;
    ageSeconds: number;
    nextQueryAt?: string;
  }[];
}

/** A borrower's rights request in the console queue (server rights-requests.ts). */
export interface RightsRequestRow {
  id: number;
  reference: string;
  kind: 'dispute' | 'complaint' | 'correction' | 'access';
  status: string;
  /** The borrower, named and linked; null for a request filed without an account. */
  userId: number | null;
  name: string | null;
  mobile: string | null;
  filedAt: string;
  deadline: string;
  /** Acknowledged by then (country data), and when it was. */
  ackDueAt: string;
  acknowledgedAt?: string;
  /** Whole days to the deadline on the server's clock; negative once overdue. */
  daysLeft: number;
  overdue: boolean;
  closedAt?: string;
  outcome?: 'upheld' | 'rejected' | 'corrected';
}

/** GET /ops/api/files: each data file's served version and a refusal of the one on disk. */
export interface FilesView {
  files: {
    file: string;
    hash: string | null;
    since: string | null;
    refused: { at: string; message: string }[];
  }[];
}
