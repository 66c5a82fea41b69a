/**
 * The borrowers of the weather test: sign-ups, form saves, applications and repayments through
 * the proxy, as the app makes them. An answer asking to be sent again (503 with Retry-After) is
 * sent again after the seconds it names, with the same input (a repayment's idempotency key with
 * it); anything else that is not a success, or a request nobody answered, is a problem the test
 * reports. What was acknowledged is kept, to be found in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import { PROFILE } from '../../e2e/journey-api';
import { SEND_LEASE_MS } from '../../../src/server/features/sms/deliver';
import { LEASE_MS } from '../../../src/server/jobs/queue';
import { callApi, ipOf, sandboxCode, type Answer } from './fleet-harness';

/** A job lease, a send lease, and the outage and a late server's start around them. */
const CODE_WITHIN_MS = LEASE_MS + SEND_LEASE_MS + 30_000;

/** Sends of one request before the test calls it a problem: minutes of restarts, not seconds. */
const MOST_SENDS = 60;

class Stop extends Error {}

export interface WeatherClient {
  readonly acknowledged: { users: string[]; forms: number[]; orders: string[]; payments: string[] };
  /** Requests made, including each send again. */
  readonly requests: number;
  /** 503 answers sent again; how many requests succeeded after at least one. */
  readonly retries: number;
  readonly retriedThenOk: number;
  readonly problems: readonly string[];
  failed(): boolean;
  /** `width` borrowers at a time until `until` settles, the repayers spread among them. */
  run(
    width: number,
    repayers: ReadonlyArray<{ mobile: string; orderNo: string }>,
    until: Promise<unknown>,
  ): Promise<void>;
}

const e164 = (mobile: string) => `+255${mobile.slice(1)}`;

export function weatherClient(base: string, ports: () => readonly number[]): WeatherClient {
  const acknowledged = {
    users: [] as string[],
    forms: [] as number[],
    orders: [] as string[],
    payments: [] as string[],
  };
  const problems: string[] = [];
  const counts = { requests: 0, retries: 0, retriedThenOk: 0 };
  const tag = Date.now() % 1_000_000;

  const ok = async (
    name: Parameters<typeof callApi>[1],
    input: Record<string, unknown>,
    mobile: string,
    token?: string,
  ): Promise<Record<string, unknown>> => {
    for (let send = 1; send <= MOST_SENDS; send++) {
      counts.requests++;
      let answer: Answer;
      try {
        answer = await callApi(base, name, input, {
          ip: ipOf(mobile),
          ...(token ? { token } : {}),
        });
      } catch (error) {
        problems.push(`${name} for ${mobile}: ${(error as Error).message}`);
        throw new Stop();
      }
      if (answer.code === 0) {
        if (send > 1) counts.retriedThenOk++;
        return answer.data ?? {};
      }
      if (answer.status !== 503 || answer.retryAfter === undefined) {
        problems.push(`${name} for ${mobile}: ${answer.status} ${answer.code} ${answer.msg}`);
        throw new Stop();
      }
      counts.retries++;
      await new Promise((r) => setTimeout(r, answer.retryAfter! * 1000));
    }
    problems.push(`${name} for ${mobile}: still 503 after ${MOST_SENDS} sends`);
    throw new Stop();
  };

  const signIn = async (mobile: string, type: 'register' | 'login'): Promise<string> => {
    await ok('getVerifyCode', { mobile, type }, mobile);
    // A code asked for just before PostgreSQL stopped is sent once it is back: a delivery whose
    // job or send claim was lost with its connection is taken again when its lease ends, so the
    // wait is bounded by both leases and the outage (a guessed minute and a half fell short).
    const code = await sandboxCode(ports(), e164(mobile), type, CODE_WITHIN_MS);
    if (code === undefined) {
      problems.push(`${type} for ${mobile}: no code was sent`);
      throw new Stop();
    }
    const data = await ok(type, { mobile, code }, mobile);
    if (type === 'register') acknowledged.users.push(e164(mobile));
    return String(data.token);
  };

  const newBorrower = async (i: number) => {
    // Ending in 7: the sandbox reads a SIM swap or a fault from endings 000, 1111, 8888, 9999.
    const mobile = `071${String((tag * 37 + i) % 1_000_000).padStart(6, '0')}7`;
    const token = await signIn(mobile, 'register');
    const { userId } = await ok('getUserInfo', {}, mobile, token);
    await ok('saveBasicInfoMarket', PROFILE.personal, mobile, token);
    acknowledged.forms.push(Number(userId));
    const { orderNo } = await ok('loanOrderApplyMarket', { productId: 'TZ-CASH' }, mobile, token);
    acknowledged.orders.push(String(orderNo));
    await ok('loanOrderLatest', {}, mobile, token);
  };

  const repay = async (r: { mobile: string; orderNo: string }) => {
    const token = await signIn(r.mobile, 'login');
    await ok('repaymentDetail', { orderNo: r.orderNo }, r.mobile, token);
    // Made once for this payment and sent with every send of it.
    const idempotencyKey = randomUUID();
    const cashier = await ok(
      'repaymentConfirm',
      { orderNo: r.orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000, idempotencyKey },
      r.mobile,
      token,
    );
    acknowledged.payments.push(String(cashier.payOrderId));
  };

  return {
    acknowledged,
    get requests() {
      return counts.requests;
    },
    get retries() {
      return counts.retries;
    },
    get retriedThenOk() {
      return counts.retriedThenOk;
    },
    problems,
    failed: () => problems.length > 0,
    run: async (width, repayers, until) => {
      let done = false;
      const finish = () => {
        done = true;
      };
      until.then(finish, finish);
      const waiting = [...repayers];
      let next = 0;
      const worker = async () => {
        // Every fifth task repays while repayers wait; the last ones repay after the faults.
        while (!done || waiting.length > 0) {
          const i = next++;
          const repayer = i % 5 === 2 || done ? waiting.shift() : undefined;
          try {
            await (repayer ? repay(repayer) : newBorrower(i));
          } catch (error) {
            if (!(error instanceof Stop)) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: width }, worker));
    },
  };
}
