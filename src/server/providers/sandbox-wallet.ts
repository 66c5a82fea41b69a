/**
 * The sandbox wallet rail: behaves like a real one (docs/architecture.md §6). A payout answers at once and
 * reports later by callback; with the seeded odds a callback comes twice, hours late, or never
 * (then only a status query tells). A collection waits for someone to press Approve or Fail on
 * `/sandbox/payments/:payOrderId`. The rail's memory of each payment is a `sandbox-rail` row of
 * the job table, so it survives restarts as a real rail's would; its callbacks are `callback` jobs.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { jobs } from '../db/schema';
import type { ProviderReport } from '../domain/payment-intent';
import type { PayoutFailureCause } from '../domain/payout-failure';
import { schedule } from '../jobs/queue';
import { percentile } from './random';
import type { CallbackEvent, RailRequest, WalletRails } from './wallet';

export const SANDBOX_RAIL = 'sandbox';

export interface SandboxOdds {
  readonly seed: string;
  /** Percent of payouts that fail. */
  readonly failPercent: number;
  /** Whose fault a failed payout is (the borrower's wallet when not said). */
  readonly failCause?: PayoutFailureCause;
  /** Percent of callbacks delivered twice / hours late / never. */
  readonly duplicatePercent: number;
  readonly latePercent: number;
  readonly lostPercent: number;
}

export const DEFAULT_ODDS: Omit<SandboxOdds, 'seed' | 'failPercent'> = {
  duplicatePercent: 20,
  latePercent: 10,
  lostPercent: 10,
};

/** Seconds until a normal callback; late ones take six hours. */
const CALLBACK_DELAY_MS = 30_000;
const LATE_DELAY_MS = 6 * 3_600_000;

interface RailRecord {
  kind: 'payout' | 'collect';
  amount: number;
  account: string;
  outcome: ProviderReport;
  /** A failed payout's refusal, worded as the real rails word it (domain/payout-failure.ts). */
  refused?: string;
}

/** What the sandbox says when it fails a payout, in the words of a real rail's refusal. */
const SANDBOX_REFUSALS: Readonly<Record<PayoutFailureCause, string>> = {
  wallet: 'sandbox: the MSISDN provided is not registered on mobile money',
  float: 'sandbox: insufficient funds in the utility account',
  rail: 'sandbox: system error',
};

const recordKey = (payOrderId: string) => `sandbox-rail:${payOrderId}`;

// Once per payment the rail is asked for (every repayment confirm in sandbox mode). A sandbox-rail
// row is done from birth: it is memory, never work. One insert both asks and remembers: a
// payOrderId the rail has seen already inserts nothing.
const rememberQuery = preparedOn((db) =>
  db
    .insert(jobs)
    .values({
      kind: 'sandbox-rail',
      key: sql.placeholder('key'),
      payload: sql.placeholder('payload'),
      runAt: sql.placeholder('runAt'),
      status: 'done',
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id })
    .prepare('sandbox_rail_remember'),
);

async function readRecord(db: Db, payOrderId: string): Promise<RailRecord | undefined> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.key, recordKey(payOrderId)))
    .limit(1);
  return rows[0]?.payload as RailRecord | undefined;
}

/** The sandbox's refusal of a payout it failed, as a real adapter keeps one. */
export async function sandboxRefusal(db: Db, payOrderId: string): Promise<string | undefined> {
  return (await readRecord(db, payOrderId))?.refused;
}

/** Schedules the callbacks of a settled payment, with the seeded quirks. */
async function scheduleCallbacks(
  db: Db,
  odds: SandboxOdds,
  payOrderId: string,
  report: ProviderReport,
  now: number,
) {
  const roll = (what: string) => percentile(odds.seed, `${what}:${payOrderId}`);
  if (roll('lost') < odds.lostPercent) return;
  const late = roll('late') < odds.latePercent;
  const event: CallbackEvent = {
    provider: SANDBOX_RAIL,
    eventId: `${payOrderId}:1`,
    payOrderId,
    report,
  };
  const runAt = now + (late ? LATE_DELAY_MS : CALLBACK_DELAY_MS);
  await schedule(db, {
    kind: 'callback',
    key: `callback:${payOrderId}:1`,
    runAt,
    payload: { ...event },
  });
  if (roll('duplicate') < odds.duplicatePercent) {
    // A redelivery of the same event, and a second event id for the same result, out of order.
    await schedule(db, {
      kind: 'callback',
      key: `callback:${payOrderId}:2`,
      runAt: runAt + 5_000,
      payload: { ...event },
    });
    const second = { ...event, eventId: `${payOrderId}:2` };
    await schedule(db, {
      kind: 'callback',
      key: `callback:${payOrderId}:3`,
      runAt: runAt - 1_000,
      payload: second,
    });
  }
}

export function sandboxWallet(
  deps: { db: Db; clock: () => number },
  odds: SandboxOdds,
): WalletRails & {
  decide(payOrderId: string, report: 'succeeded' | 'failed', late?: boolean): Promise<boolean>;
} {
  const { db, clock } = deps;
  async function remember(
    kind: RailRecord['kind'],
    request: RailRequest,
    outcome: ProviderReport,
  ): Promise<boolean> {
    const record: RailRecord = { kind, amount: request.amount, account: request.account, outcome };
    if (kind === 'payout' && outcome === 'failed')
      record.refused = SANDBOX_REFUSALS[odds.failCause ?? 'wallet'];
    const inserted = await rememberQuery(db).execute({
      key: recordKey(request.payOrderId),
      payload: { ...record },
      runAt: new Date(clock()),
    });
    return inserted.length > 0;
  }
  return {
    name: SANDBOX_RAIL,
    async payout(request) {
      const outcome =
        percentile(odds.seed, `fail:${request.payOrderId}`) < odds.failPercent
          ? 'failed'
          : 'succeeded';
      if (await remember('payout', request, outcome))
        await scheduleCallbacks(db, odds, request.payOrderId, outcome, clock());
      return { providerRef: `SBX-${request.payOrderId}` };
    },
    async collect(request) {
      await remember('collect', request, 'pending');
      return {
        providerRef: `SBX-${request.payOrderId}`,
        payUrl: `/sandbox/payments/${encodeURIComponent(request.payOrderId)}`,
      };
    },
    async query(payOrderId) {
      return (await readRecord(db, payOrderId))?.outcome ?? 'notFound';
    },
    /** Its memory of the day, as a real rail's downloadable statement: what it settled. */
    async statement(from, to) {
      const rows = await db
        .select({ key: jobs.key, payload: jobs.payload })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, 'sandbox-rail'),
            gte(jobs.runAt, new Date(from)),
            lt(jobs.runAt, new Date(to)),
          ),
        );
      return rows.flatMap(({ key, payload }) => {
        const record = payload as unknown as RailRecord; // only the rail writes this kind
        const payOrderId = key.slice(recordKey('').length);
        return record.outcome === 'succeeded'
          ? [{ payOrderId, kind: record.kind, amount: record.amount }]
          : [];
      });
    },
    /**
     * The sandbox cashier's Approve / Fail: settles a pending collection once. `late`: the wallet
     * took the money but its callback comes hours later (the server learns it sooner only by
     * querying the rail), as when a borrower confirms a push and pays again elsewhere meanwhile.
     */
    async decide(payOrderId, report, late = false) {
      const record = await readRecord(db, payOrderId);
      if (!record || record.kind !== 'collect' || record.outcome !== 'pending') return false;
      await db
        .update(jobs)
        .set({ payload: { ...record, outcome: report } })
        .where(eq(jobs.key, recordKey(payOrderId)));
      await scheduleCallbacks(
        db,
        { ...odds, lostPercent: 0, latePercent: late ? 100 : 0 },
        payOrderId,
        report,
        late ? clock() : clock() - CALLBACK_DELAY_MS,
      );
      return true;
    },
  };
}
