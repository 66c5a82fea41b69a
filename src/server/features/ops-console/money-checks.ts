/**
 * Maker-checker for money staff move. An operation above what its maker may book alone
 * (schemas/<cc>/staff-limits.json) becomes a request that books nothing; a member of another role
 * who may do the same operation sees the maker, the evidence and the journal effect, and approves
 * (then it is booked, under the maker's name and reason) or rejects it. The maker never decides
 * their own request.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../api-error';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import type { MoneyRequestKind, MoneyRequestStatus } from '../../db/schema';
import { allocate } from '../../domain/allocation';
import {
  creditOutEntry,
  repaymentEntry,
  waiverEntry,
  writeOffEntry,
  type Line,
} from '../../domain/journal';
import {
  ACTION_OF,
  checkRefusal,
  type CheckedKind,
  limitsInMinorUnits,
  type StaffLimits,
} from '../../domain/maker-checker';
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import { orderOwed } from '../ledger';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { bookRequest } from './money-checks-book';
import * as repo from './money-requests-repo';
import { may, STAFF_ROLES } from './permissions';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

const quiet = { info: () => undefined, error: () => undefined };
const KINDS: readonly CheckedKind[] = ['proof', 'waiver', 'writeOff', 'refund'];
const none = Object.fromEntries(STAFF_ROLES.map((role) => [role, 0])) as Record<
  (typeof STAFF_ROLES)[number],
  number
>;
/** With no limits file that ever passed its check, every staff money operation needs a checker. */
const NO_LIMITS: StaffLimits = {
  overpayment: none,
  waiver: none,
  writeOff: none,
  refund: none,
  memberDay: none,
  borrower: none,
  borrowerDays: 1,
};

/**
 * The limits of a country's staff in its currency's minor units, as the amounts they are
 * compared with (the file writes whole units; the exponent is the country's own).
 */
export function staffLimits(country: string): StaffLimits {
  const store = formStore(quiet);
  const limits = store.staffLimits(country);
  if (!limits) return NO_LIMITS;
  const minorUnits =
    store.countryFile(country)?.minorUnits ?? COUNTRY_FACTS[country as Country]?.minorUnits ?? 0;
  return limitsInMinorUnits(limits, minorUnits);
}

export interface Ask {
  readonly kind: MoneyRequestKind;
  readonly orderId: number;
  readonly amount: number;
  readonly maker: StaffIdentity;
  readonly reason: string;
  readonly evidence: Record<string, unknown>;
  /** One request per thing asked (a proof: its file); default: a new one each time. */
  readonly key?: string;
}

/** Records a request in the caller's transaction; nothing is booked. */
export function askChecker(tx: Db, ask: Ask, now: number) {
  return repo.insertRequest(tx, {
    kind: ask.kind,
    orderId: ask.orderId,
    amount: ask.amount,
    makerId: ask.maker.id,
    makerRole: ask.maker.role,
    reason: ask.reason,
    evidence: ask.evidence,
    createdAt: new Date(now),
    idemKey: ask.key ?? `${ask.kind}:${ask.orderId}:${randomUUID()}`,
  });
}

/** What booking the request would write today: the lines the checker approves. */
async function effectOf(db: Db, row: repo.MoneyRequestRow): Promise<Line[]> {
  const lines = await (async () => {
    switch (row.kind) {
      case 'proof':
        return repaymentEntry(allocate(row.amount, await orderOwed(db, row.orderId))).lines;
      case 'waiver':
        return waiverEntry(row.amount).lines;
      case 'writeOff':
        return writeOffEntry(await orderOwed(db, row.orderId)).lines;
      case 'refund':
        return creditOutEntry(row.amount, 'refund').lines;
    }
  })();
  return lines.filter((line) => line.amount !== 0);
}

/** The requests `viewer` may check (or has made), with maker, evidence and journal effect. */
export async function listChecks(
  deps: Deps,
  viewer: StaffIdentity,
  statuses: readonly MoneyRequestStatus[],
  page: { limit: number; offset: number },
) {
  const kinds = KINDS.filter((kind) => may(viewer.role, ACTION_OF[kind]));
  const rows = await repo.listRequests(deps.db, kinds, statuses, page.limit, page.offset);
  return Promise.all(
    rows.map(async ({ request, ...names }) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      orderNo: names.orderNo,
      country: names.country,
      amount: request.amount,
      reason: request.reason,
      evidence: request.evidence,
      maker: { id: request.makerId, role: request.makerRole, email: names.makerEmail },
      checker: request.checkerId ? { id: request.checkerId, email: names.checkerEmail } : null,
      checkerNote: request.checkerNote,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      mine: request.makerId === viewer.id,
      // Why the viewer may not decide it (their own, or the maker's role): no button is offered.
      refusal: checkRefusal(
        { id: request.makerId, role: request.makerRole },
        { id: viewer.id, role: viewer.role },
        request.kind,
      ),
      effect: request.status === 'pending' ? await effectOf(deps.db, request) : [],
    })),
  );
}

/** A checker approves (books it) or rejects (books nothing) a pending request. */
export async function decideCheck(
  deps: Deps,
  checker: StaffIdentity,
  input: { id: number; verdict: 'approve' | 'reject'; note: string; ip: string },
) {
  const note = input.note.trim();
  if (note.length > 500 || (input.verdict === 'reject' && !note)) throw new ApiError('badInput');
  const row = await repo.findRequest(deps.db, input.id);
  if (!row) throw new ApiError('notFound');
  const refusal = checkRefusal({ id: row.makerId, role: row.makerRole }, checker, row.kind);
  if (refusal) throw new ApiError(refusal);
  const now = deps.clock();
  const decision = {
    status: input.verdict === 'approve' ? ('approved' as const) : ('rejected' as const),
    checkerId: checker.id,
    note,
  };
  const detail = { requestId: row.id, kind: row.kind, amount: row.amount, makerId: row.makerId };
  const target = `order-id:${row.orderId}`;
  const record = (tx: Tx) =>
    auditInTx(
      tx,
      deps,
      checker.id,
      `check.${input.verdict}`,
      target,
      { ...detail, note },
      input.ip,
    );
  let booked: Record<string, unknown> = {};
  if (input.verdict === 'reject') {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.decideRequest(tx, row.id, decision, new Date(now))))
        throw new ApiError('notPending');
      await record(tx);
    });
  } else {
    booked = await bookRequest(deps, row, decision, checker, now, record);
  }
  return { id: row.id, status: decision.status, ...booked };
}
