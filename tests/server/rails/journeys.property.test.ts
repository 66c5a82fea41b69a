/**
 * Random journeys through both real adapters against both simulators (real HTTP on loopback)
 * with the providers' faults on: lost, repeated, late and reordered callbacks, timeouts,
 * ambiguous answers, insufficient float, customers who cancel or never answer; some Kenyan
 * collections are then given back by Daraja's Reversal under the same faults. Each payment is an
 * intent of a real order in the database, moved by the ledger's own callback and report handling
 * (journey-books.ts). Whatever happens, the journal itself says what the providers' records say:
 * every entry balances, each payment moved cash in one entry if the provider moved it and in none
 * if not, each account's balance is what the payments make it (expected-books.ts) and the cash is
 * what was received less what was paid; every unknown outcome ends settled by a query, and the
 * reconciliation finds no difference.
 * RAILS_JOURNEYS overrides the number of journeys (tests/support/property-depth.ts otherwise).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../src/server/domain/reconciliation';
import { registerC2B } from '../../../src/server/providers/rails/daraja/adapter';
import { healFromStatement } from '../../../src/server/providers/rails/daraja/heal';
import { onRequestSent, schemaProblem } from '../../../src/server/providers/rails/schemas';
import {
  RailUnavailable,
  type RailRequest,
  type ReversalRequest,
  type WalletRails,
} from '../../../src/server/providers/wallet';
import { NO_FAULTS } from '../../../scripts/rails-sim/kit';
import { propertyRuns } from '../../support/property-depth';
import { setUpTestDb } from '../helpers';
import { darajaHarness } from './daraja-harness';
import { expectedBalances, nonZero, type Planned } from './expected-books';
import { ACCOUNT, JourneyBooks, type Payment } from './journey-books';
import { selcomHarness } from './selcom-harness';

// Each journey books its payments in the database: 60 quick keep a run near 20 s, 100 deep
// (CI) as many as when the books were a model in memory.
const RUNS = Number(process.env.RAILS_JOURNEYS ?? propertyRuns(60, 100));
/**
 * How long a rail call waits for a simulator. A timeout fault holds its answer a minute, so this
 * only sets what one costs; under 1 s a loaded CI machine's own delays read as faults, and a
 * payment that every query of a journey saw time out stayed unknown.
 */
const RAIL_TIMEOUT_MS = 1_500;
let now = Date.now();
const clock = () => now;
let daraja: Awaited<ReturnType<typeof darajaHarness>>;
let selcom: Awaited<ReturnType<typeof selcomHarness>>;
const badRequests: string[] = [];
const stop = onRequestSent((schema, body) => {
  const problem = schemaProblem(schema, body);
  if (problem) badRequests.push(`${schema}: ${problem}`);
});

beforeAll(async () => {
  // Daraja records at our clock: a reversal finds its receipt in the statement from the collection on.
  daraja = await darajaHarness({ float: 1_000_000_000, clock }, RAIL_TIMEOUT_MS, clock);
  selcom = await selcomHarness({ float: 1_000_000_000 }, RAIL_TIMEOUT_MS, clock);
  await retried(() => registerC2B(daraja.ctx));
});
afterAll(async () => {
  stop();
  await daraja.close();
  await selcom.close();
});

const percent = fc.constantFrom(0, 0, 30, 100);
const faults = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  duplicate: percent,
  late: percent,
  missing: fc.constantFrom(0, 30),
  timeout: fc.constantFrom(0, 0, 0, 30),
  ambiguous: fc.constantFrom(0, 0, 30),
  insufficientFloat: fc.constantFrom(0, 0, 30),
  cancel: fc.constantFrom(0, 30),
  noAnswer: fc.constantFrom(0, 30),
});
const payment = fc.record({
  rail: fc.constantFrom('daraja', 'selcom'),
  kind: fc.constantFrom('payout', 'push', 'bill'),
  amount: fc.integer({ min: 100, max: 90_000 }),
  /** A payout's loan; a collection's loan, owing this much principal before the journey. */
  loan: fc.integer({ min: 1_000, max: 90_000 }),
  /** A Kenyan collection booked in error (on an order owing nothing), given back once it settles. */
  giveBack: fc.boolean(),
});
const step = fc.constantFrom('deliver', 'late', 'answer', 'sweep', 'bills', 'giveBack');
const journey = fc.record({
  faults,
  payments: fc.array(payment, { minLength: 1, maxLength: 3 }),
  steps: fc.array(step, { maxLength: 5 }),
});

let counter = 0;

/** A rail that did not answer in time (this machine is shared): anything else is a failure. */
function unavailable(error: unknown): undefined {
  if (!(error instanceof RailUnavailable)) throw error;
  return undefined;
}

/** Reads a statement, again when the rail does not answer in time (as finance would). */
async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 5) throw error;
      unavailable(error);
    }
  }
}

// No reset between journeys: each makes its own borrowers and orders (the factories').
const db = setUpTestDb({ reset: false });

describe('journeys with the providers faults on', () => {
  it(
    `${RUNS} random journeys keep the books right`,
    async () => {
      await fc.assert(
        fc.asyncProperty(journey, async (j) => {
          const books = new JourneyBooks(db.testDb.db, clock);
          // The journey's own hours (Daraja's at our clock, Selcom's at the wall's): statements
          // read only them, so a long run does not read every earlier journey's records again.
          const from = { daraja: now - 1000, selcom: Date.now() - 1000 };
          for (const sim of [daraja.sim, selcom.sim]) sim.setFaults({ ...NO_FAULTS, ...j.faults });
          const harness = { daraja, selcom };
          const requests = new Map<string, RailRequest>();
          const reversals = new Map<string, ReversalRequest>();
          const railOf = (id: string): WalletRails | undefined => {
            const rail = books.payments.get(id)?.rail;
            return rail && harness[rail].rails;
          };
          const send = (p: Payment, rails: WalletRails, request: RailRequest) => {
            const reversal = reversals.get(p.payOrderId);
            if (reversal) return rails.reverse?.(reversal);
            return p.kind === 'payout' ? rails.payout(request) : rails.collect(request);
          };
          /** Submits a payment as submitIntent does: a rail that does not answer leaves it unknown. */
          const submit = async (id: string) => {
            const p = books.payments.get(id);
            const request = requests.get(id);
            const rails = railOf(id);
            if (!p || !request || !rails) return;
            try {
              await send(p, rails, request);
              await books.sent(id);
            } catch (error) {
              if (!(error instanceof RailUnavailable)) throw error;
              await books.unanswered(id);
            }
          };
          const bills = new Map<string, number>();
          const toGiveBack = new Set<string>();
          const seen = { daraja: daraja.events.length, selcom: selcom.events.length };
          const hear = async () => {
            for (const rail of ['daraja', 'selcom'] as const) {
              const events = harness[rail].events;
              for (const e of events.slice(seen[rail])) await books.hear(e);
              seen[rail] = events.length;
            }
          };
          for (const p of j.payments) {
            const bill = p.kind === 'bill' && p.rail === 'daraja';
            const giveBack = p.giveBack && p.rail === 'daraja' && p.kind !== 'payout';
            const owed = giveBack ? 0 : p.loan;
            const id = `J${String(++counter).padStart(12, '0')}`;
            const { payOrderId, amount } =
              p.kind === 'payout'
                ? await books.payout(p.rail, p.loan)
                : await books.collection(id, p.rail, p.amount, owed);
            if (bill) bills.set(payOrderId, amount);
            requests.set(payOrderId, {
              payOrderId,
              account: ACCOUNT[p.rail],
              amount,
              ...(bill ? { channelId: 'mpesa-paybill' } : {}),
            });
            if (giveBack) toGiveBack.add(payOrderId);
            await submit(payOrderId);
          }
          /** Gives back each settled collection marked so, once: a reversal of its own. */
          const giveBack = async () => {
            const statuses = new Map((await books.intents()).map((i) => [i.payOrderId, i.status]));
            for (const collection of toGiveBack) {
              const paid = books.payments.get(collection);
              if (!paid || statuses.get(collection) !== 'succeeded') continue;
              toGiveBack.delete(collection);
              const id = `V${String(++counter).padStart(12, '0')}`;
              await books.reversal(id, paid);
              const account = ACCOUNT.daraja;
              requests.set(id, { payOrderId: id, account, amount: paid.amount });
              reversals.set(id, { payOrderId: id, collection, account, amount: paid.amount });
              await submit(id);
            }
          };
          const sweep = async () => {
            now += 2 * 3_600_000; // past every backoff
            for (const id of await books.openIds()) {
              const report = await railOf(id)?.query(id);
              // The rail's queries established it never arrived: sent again under the same id,
              // as the server's status sweep does.
              if (report === 'notFound') await submit(id);
              else if (report) await books.report(id, report);
            }
          };
          const payBills = async () => {
            for (const [id, amount] of bills) {
              if (daraja.sim.transactions.some((t) => t.ref === id)) continue;
              if ((await daraja.sim.payBill('254712345678', amount, id)).accepted) bills.delete(id);
            }
          };
          const act = {
            deliver: () => Promise.all([daraja.sim.outbox.deliver(), selcom.sim.outbox.deliver()]),
            late: () =>
              Promise.all([daraja.sim.outbox.deliver(true), selcom.sim.outbox.deliver(true)]),
            answer: () => {
              daraja.sim.answerPushes();
              selcom.sim.answerPushes();
              return Promise.resolve();
            },
            sweep,
            bills: payBills,
            giveBack,
          };
          for (const s of j.steps) {
            await act[s]();
            await hear();
          }
          // The end of the day: every customer answers, every bill is paid, callbacks (late ones
          // too) arrive or not, the statement heals what was lost, the sweep asks until all is known.
          await payBills();
          daraja.sim.answerPushes(true);
          selcom.sim.answerPushes(true);
          const settleAll = async () => {
            for (let round = 0; round < 20 && (await books.openIds()).length > 0; round++) {
              await act.late();
              await hear();
              // A statement that does not come in time is read again at the next round.
              await healFromStatement(daraja.ctx, from.daraja, now + 60_000).catch(unavailable);
              await act.late();
              await hear();
              await sweep();
              await hear();
            }
          };
          await settleAll();
          // What is still to give back is given back now, under the same faults, and settled.
          await giveBack();
          await settleAll();
          expect(await books.openIds()).toEqual([]);
          const receiptOf = (id: string) =>
            daraja.sim.transactions.find(
              (t) => t.kind === 'collect' && (t.ref === id || t.ref === id.slice(-12)),
            )?.receipt;
          const intents = await books.intents();
          const { balances, unbalanced, cash } = await books.journal();
          expect(unbalanced).toEqual([]);
          const worked: Planned[] = [];
          let railCash = 0;
          for (const intent of intents) {
            const id = intent.payOrderId;
            // What the provider's own records say moved: never twice, and the books agree.
            const collection = reversals.get(id)?.collection;
            const reversed = collection ? receiptOf(collection) : undefined;
            const moved =
              daraja.sim.transactions.filter(
                (t) =>
                  t.ref === id || t.ref === id.slice(-12) || (!!reversed && t.ref === reversed),
              ).length +
              [...selcom.sim.cashins.values()].filter((c) => c.transid === id).length +
              (selcom.sim.orders.get(id)?.payment_status === 'COMPLETED' ? 1 : 0);
            expect(moved, id).toBeLessThanOrEqual(1);
            expect(intent.status, id).toBe(moved ? 'succeeded' : 'failed');
            const signed = moved && (intent.kind === 'collect' ? 1 : -1) * intent.amount;
            const booked = cash.get(id) ?? { entries: 0, amount: 0 };
            expect(booked, id).toEqual({ entries: moved, amount: signed });
            railCash += signed;
            const plan = books.payments.get(id)?.plan;
            if (plan) worked.push({ ...plan, moved: moved === 1 });
          }
          // Money neither made nor lost: each account as the payments make it, and the journey's
          // cash (the seeded loans' payouts aside) what the rails received less what they paid.
          expect(nonZero(balances)).toEqual(expectedBalances(worked));
          const seeded = worked.reduce((sum, p) => sum + (p.kind === 'collection' ? p.owed : 0), 0);
          expect((balances.get('cash') ?? 0) + seeded).toBe(railCash);
          const statement = [
            ...(await retried(() => daraja.rails.statement(from.daraja, now + 60_000))),
            ...(await retried(() => selcom.rails.statement(from.selcom, Date.now() + 60_000))),
          ].filter((line) => books.payments.has(line.payOrderId));
          expect(reconcile(intents, statement)).toEqual([]);
          expect(badRequests).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 1_000),
  );
});
