/**
 * Contract fuzzer (issue: 5xx on `__proto__`/`constructor` keys): malformed requests over every
 * endpoint must each get a JSON `{code, msg}` refusal or answer, never a 5xx, and leave another
 * borrower's data as it was. 10,000 requests in CI (CI=true), FUZZ_REQUESTS or 1,500 locally.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp, signIn } from '../helpers';
import { api, borrowerAtConfirm } from '../loan/steps';
import { fuzzCaseArb } from './fuzz-cases';
import { propertyRuns } from '../../support/property-depth';

const RUNS = Number(process.env.FUZZ_REQUESTS ?? propertyRuns(1_500, 10_000));

/** Errors the server logged, to name the cause of any 5xx. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    if (logged.length < 20) logged.push(chunk.toString().slice(0, 600));
    done();
  },
});
const ctx = setUpTestApp({
  deps: { logStream },
  dataDir: true,
  perTest: false,
  // The fuzzer is one client hammering the API: limits would answer 429 instead of exercising it.
  config: {
    logLevel: 'error',
    rateLimitPerMinute: 0,
    rateLimitPerTokenPerMinute: 0,
    rateLimitPerDevicePerMinute: 0,
  },
});

/** What borrower A sees of their own account; the fuzz must not change it. */
async function viewOf(token: string) {
  return {
    user: await api(ctx.t, 'getUserInfo', {}, token),
    orders: await api(ctx.t, 'loanOrderListMarket', {}, token),
    feedback: await api(ctx.t, 'feedbackListFeedback', {}, token),
  };
}

describe('contract fuzzer', () => {
  it(`answers ${RUNS} malformed requests without a 5xx or a non-JSON answer`, async () => {
    const a = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    await api(
      ctx.t,
      'feedbackCreate',
      { type: 3, description: 'Where is my money?', receipts: [] },
      a.token,
    );
    const before = await viewOf(a.token);
    const fuzzToken = await signIn(ctx.t, '0787654321');

    const cases = fc.sample(fuzzCaseArb(), { numRuns: RUNS, seed: 20_261_124 });
    const started = Date.now();
    const failures: string[] = [];
    let fiveXx = 0;
    let nonJson = 0;
    let leaks = 0;
    let refused = 0;
    for (const c of cases) {
      const token =
        c.token === 'valid'
          ? fuzzToken
          : c.token === 'junk'
            ? 'Bearer ' + 'x'.repeat(64)
            : undefined;
      const res = await ctx.t.app.inject({
        ...c.request,
        headers: {
          ...c.request.headers,
          ...(token ? { authorization: token } : {}),
          ...(c.lang ? { lang: c.lang } : {}),
        },
      });
      let body: { code?: unknown; msg?: unknown } | undefined;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const json =
        String(res.headers['content-type']).startsWith('application/json') &&
        typeof body?.code === 'number' &&
        typeof body.msg === 'string';
      const leak =
        res.body.includes(a.token) ||
        res.body.includes('+255712345678') ||
        /\n\s+at /.test(res.body);
      if (res.statusCode >= 500) fiveXx++;
      if (!json) nonJson++;
      if (leak) leaks++;
      if (body?.code !== 0) refused++;
      if ((res.statusCode >= 500 || !json || leak) && failures.length < 10)
        failures.push(`${c.endpoint} ${c.kind} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzzer: tried ${RUNS}, 5xx ${fiveXx}, non-JSON ${nonJson}, leaks ${leaks}, refused ${refused}, ${seconds} s`,
    );

    expect({ failures, logged }).toEqual({ failures: [], logged: [] });
    // Alive and intact: a newcomer can still ask for a code, and A's account is unchanged.
    const fresh = await call(
      ctx.t.app,
      'getVerifyCode',
      { mobile: '0713000111', type: 'register' },
      { ip: '10.9.9.9' },
    );
    expect(fresh.json()).toMatchObject({ code: 0 });
    expect(await viewOf(a.token)).toEqual(before);
  }, 600_000);
});
