/**
 * Random journeys through both real adapters against both simulators (real HTTP on loopback)
 * with the providers' faults on: lost, repeated, late and reordered callbacks, timeouts,
 * ambiguous answers, insufficient float, customers who cancel or never answer; some Kenyan
 * collections are then given back by Daraja's Reversal under the same faults. Whatever happens,
 * the books balance and match the money the providers moved, nothing is paid out, booked or given
 * back twice, every unknown outcome ends settled by a query, and the reconciliation finds no
 * difference.
 * RAILS_JOURNEYS sets the number of journeys (100 by default; 1,000 for the long run).
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
import { NO_FAULTS, type Faults } from '../../../scripts/rails-sim/kit';
import { Books } from './books-model';
import { darajaHarness } from './daraja-harness';
import { selcomHarness } from './selcom-harness';

const RUNS = Number(process.env.RAILS_JOURNEYS ?? 100);
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
  /** A Kenyan collection booked in error, to be given back once it settles. */
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
const KE = '+254712345678';
const TZ = '+255741234567';

describe('journeys with the providers faults on', () => {
  it(
    `${RUNS} random journeys keep the books right`,
    async () => {
      await fc.assert(
        fc.asyncProperty(journey, async (j) => {
          const books = new Books();
          // The journey's own hours (Daraja's at our clock, Selcom's at the wall's): statements
          // read only them, so a long run does not read every earlier journey's records again.
          const from = { daraja: now - 1000, selcom: Date.now() - 1000 };
          const set = (f: Faults) => {
            daraja.sim.setFaults(f);
            selcom.sim.setFaults(f);
          };
          set({ ...NO_FAULTS, ...j.faults });
          const railOf = new Map<string, WalletRails>();
          const requests = new Map<string, RailRequest>();
          const reversals = new Map<string, ReversalRequest>();
          const send = (id: string, kind: string, rails: WalletRails, request: RailRequest) => {
            const reversal = reversals.get(id);
            if (reversal) return rails.reverse?.(reversal);
            return kind === 'payout' ? rails.payout(request) : rails.collect(request);
          };
          /** Submits a payment as submitIntent does: a rail that does not answer leaves it unknown. */
          const submit = async (id: string) => {
            const intent = books.intents.get(id);
            const request = requests.get(id);
            const rails = railOf.get(id);
            if (!intent || !request || !rails) return;
            try {
              await send(id, intent.kind, rails, request);
              books.apply(id, 'pending');
            } catch (error) {
              if (!(error instanceof RailUnavailable)) throw error;
              intent.status = 'unknown';
            }
          };
          const bills = new Map<string, number>();
          const toGiveBack = new Set<string>();
          const seen = { daraja: daraja.events.length, selcom: selcom.events.length };
          const hear = () => {
            for (const e of daraja.events.slice(seen.daraja)) books.receive(e);
            for (const e of selcom.events.slice(seen.selcom)) books.receive(e);
            seen.daraja = daraja.events.length;
            seen.selcom = selcom.events.length;
          };
          for (const p of j.payments) {
            const id = `J${String(++counter).padStart(12, '0')}`;
            const rails = p.rail === 'daraja' ? daraja.rails : selcom.rails;
            const account = p.rail === 'daraja' ? KE : TZ;
            const kind = p.kind === 'payout' ? 'payout' : 'collect';
            const intent = books.open(id, kind, p.amount);
            railOf.set(id, rails);
            const bill = p.kind === 'bill' && p.rail === 'daraja';
            if (bill) bills.set(id, p.amount);
            requests.set(id, {
              payOrderId: id,
              account,
              amount: p.amount,
              ...(bill ? { channelId: 'mpesa-paybill' } : {}),
            });
            if (p.giveBack && p.rail === 'daraja' && kind === 'collect') toGiveBack.add(id);
            await submit(id);
            if (intent.status === 'unknown') intent.wasUnknown = true;
          }
          /** Gives back each settled collection marked so, once: a reversal of its own. */
          const giveBack = async () => {
            for (const collection of toGiveBack) {
              const paid = books.intents.get(collection);
              if (paid?.status !== 'succeeded') continue;
              toGiveBack.delete(collection);
              const id = `V${String(++counter).padStart(12, '0')}`;
              const intent = books.open(id, 'payout', paid.amount);
              railOf.set(id, daraja.rails);
              requests.set(id, { payOrderId: id, account: KE, amount: paid.amount });
              reversals.set(id, { payOrderId: id, collection, account: KE, amount: paid.amount });
              await submit(id);
              if (intent.status === 'unknown') intent.wasUnknown = true;
            }
          };
          const sweep = async () => {
            now += 2 * 3_600_000; // past every backoff
            for (const intent of books.openIntents()) {
              const report = await railOf.get(intent.payOrderId)?.query(intent.payOrderId);
              // The rail's queries established it never arrived: sent again under the same id,
              // as the server's status sweep does.
              if (report === 'notFound') await submit(intent.payOrderId);
              else if (report) books.apply(intent.payOrderId, report);
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
            hear();
          }
          // The end of the day: every customer answers, every bill is paid, callbacks (late ones
          // too) arrive or not, the statement heals what was lost, the sweep asks until all is known.
          await payBills();
          daraja.sim.answerPushes(true);
          selcom.sim.answerPushes(true);
          const settleAll = async () => {
            for (let round = 0; round < 20 && books.openIntents().length > 0; round++) {
              await act.late();
              hear();
              // A statement that does not come in time is read again at the next round.
              await healFromStatement(daraja.ctx, from.daraja, now + 60_000).catch(unavailable);
              await act.late();
              hear();
              await sweep();
              hear();
            }
          };
          await settleAll();
          // What is still to give back is given back now, under the same faults, and settled.
          await giveBack();
          await settleAll();
          expect(books.openIntents()).toEqual([]);
          const receiptOf = (id: string) =>
            daraja.sim.transactions.find(
              (t) => t.kind === 'collect' && (t.ref === id || t.ref === id.slice(-12)),
            )?.receipt;
          for (const intent of books.intents.values()) {
            const id = intent.payOrderId;
            // Nothing moved twice at the provider, nothing booked twice by us, and the two agree.
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
            expect(books.settled.get(id) ?? 0, id).toBe(moved);
            expect(intent.status, id).toBe(moved ? 'succeeded' : 'failed');
          }
          expect(books.balance()).toBe(0);
          const ids = new Set(books.intents.keys());
          const statement = [
            ...(await retried(() => daraja.rails.statement(from.daraja, now + 60_000))),
            ...(await retried(() => selcom.rails.statement(from.selcom, Date.now() + 60_000))),
          ].filter((line) => ids.has(line.payOrderId));
          expect(reconcile(books.asBooks(), statement)).toEqual([]);
          expect(badRequests).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 1_000),
  );
});
