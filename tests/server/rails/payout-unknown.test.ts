/**
 * A payout whose outcome is unknown (Daraja's B2C answer never came in time): the borrower's
 * order says the money is being sent, staff see the payout in the console with its age, and
 * both clear once the provider's result and Transaction Status settle it. A float read below
 * the country's floatMinimum shows the console's "payouts paused".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { simulatorsOf } from '../../../src/server/features/rails/start';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { requestBalance } from '../../../src/server/providers/rails/daraja/adapter';
import { liveContexts } from '../../../src/server/providers/rails/live';
import { RAIL_ROUTES } from '../../../src/shared/countries.gen';
import { NO_FAULTS } from '../../../scripts/rails-sim/kit';
import { buildTestApp, lastCode, setUpTestDb, signIn, type TestApp } from '../helpers';
import { api, passKyc, runJobs, signedQuote } from '../loan/steps';
import { signedInStaff } from '../ops-console/staff-session';

const base = setUpTestDb();
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp(base.testDb, {
    config: { rails: loadConfig({ RAILS: 'simulators', RAILS_TIMEOUT_MS: '300' }).rails },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  simulatorsOf(t.config)?.stopTimer();
  simulatorsOf(t.config)?.daraja.setFaults(NO_FAULTS);
});
afterEach(async () => {
  await t.app.close();
});

const FORMS = {
  personal: { firstName: 'Asha', lastName: 'Mwita', inputBirthday: '12-03-1990' },
  work: { employmentType: 'employee', monthlySalary: '180001-280000' },
  contacts: { emergencyContactName1: 'Otieno' },
  questionnaire: { q1: 'no', q11: '0' },
};

async function approvedKenyan(mobile: string, nationalId: string) {
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'KE-CASH' }, token);
  for (const [form, data] of Object.entries(FORMS))
    await saveProfileForm(base.testDb.db, {
      userId,
      form: form as keyof typeof FORMS,
      country: 'KE',
      data: form === 'personal' ? { ...data, nationalId } : data,
      schemaHash: 'test',
      updatedAt: new Date(t.clock.now()),
    });
  await passKyc(t, token);
  t.clock.advance(61_000);
  await api(t, 'getVerifyCode', { mobile, type: 'bindCard' }, token);
  const code = lastCode(t.sms, mobile);
  await api(t, 'addBankCard', { bankCode: 'mpesa', account: mobile, code }, token);
  await api(t, 'submit', await signedQuote(t, token, orderNo, 5_000), token);
  t.clock.advance(t.config.assessmentDelaySeconds * 1000);
  await runJobs(t, base.testDb);
  return { token, orderNo };
}

type RailsView = {
  floats: { rail: string; available?: number; minimum: number; paused: boolean }[];
  paused: string[];
  unknown: { payOrderId: string; orderNo: string; amount: number; ageSeconds: number }[];
};

describe('a payout whose outcome is unknown', () => {
  it('is "being sent" to the borrower and listed with its age for staff until settled', async () => {
    const sims = simulatorsOf(t.config);
    if (!sims) throw new Error('simulators not started');
    const { token, orderNo } = await approvedKenyan('+254712345678', '23456789');
    // Daraja does the work but its answer comes after our timeout.
    sims.daraja.setFaults({ timeout: 100 });
    await api(t, 'getMoney', { orderNo }, token);
    sims.daraja.setFaults(NO_FAULTS);
    const sent = sims.daraja.transactions.filter((x) => x.kind === 'payout');
    expect(sent).toHaveLength(1);
    const ordered = t.clock.now();

    const latest = await api(t, 'loanOrderLatest', {}, token);
    expect(latest.order?.payout).toEqual({
      status: 'beingSent',
      since: Math.floor(ordered / 1000),
    });

    const { session } = await signedInStaff(
      { t, testDb: base.testDb },
      'help@lender.test',
      'support',
    );
    t.clock.advance(300_000);
    const seen = await t.app.inject({ url: '/ops/api/rails', headers: session.headers });
    expect(seen.statusCode).toBe(200);
    const view = seen.json<RailsView>();
    expect(view.unknown).toHaveLength(1);
    expect(view.unknown[0]).toMatchObject({ orderNo, amount: sent[0]?.amount });
    expect(view.unknown[0]?.ageSeconds).toBeGreaterThanOrEqual(300);
    expect(view.paused).toEqual([]);

    await sims.daraja.outbox.deliver(); // the B2C result: asks Transaction Status
    await sims.daraja.outbox.deliver(); // its answer books the payout
    const paid = await api(t, 'loanOrderLatest', {}, token);
    expect(paid.order?.payout).toBeUndefined();
    const after = await t.app.inject({ url: '/ops/api/rails', headers: session.headers });
    expect(after.json<RailsView>().unknown).toEqual([]);
  });

  it('shows "payouts paused" once the float read is below the minimum of country.json', async () => {
    const sims = simulatorsOf(t.config);
    const ctx = liveContexts(t.config, base.testDb.db, t.clock.now).daraja;
    if (!sims || !ctx) throw new Error('simulators not started');
    const minimum = RAIL_ROUTES.KE.floatMinimum ?? 0;
    const { session } = await signedInStaff(
      { t, testDb: base.testDb },
      'ops@lender.test',
      'support',
    );
    const read = async () =>
      (await t.app.inject({ url: '/ops/api/rails', headers: session.headers })).json<RailsView>();

    sims.daraja.setFloat(minimum + 1);
    await requestBalance(ctx);
    await sims.daraja.outbox.deliver();
    expect((await read()).paused).toEqual([]);

    sims.daraja.setFloat(minimum - 1);
    await requestBalance(ctx);
    await sims.daraja.outbox.deliver();
    const low = await read();
    expect(low.paused).toEqual(['daraja']);
    expect(low.floats.find((f) => f.rail === 'daraja')).toMatchObject({
      available: minimum - 1,
      minimum,
      paused: true,
    });
  });

  it('is refused to anyone without a staff session', async () => {
    const res = await t.app.inject({ url: '/ops/api/rails' });
    expect(res.statusCode).toBe(401);
  });
});
