/**
 * The outbox with the real Africa's Talking and Beem adapters against the local simulator: codes
 * of each purpose arrive, one provider's failure is sent by the other, a final refusal stops,
 * delivery reports are applied once, and a server without providers does not start with SANDBOX=0.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { sendSms } from '../../../src/server/features/sms/outbox';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import { call, setUpTestDb, signIn, testConfig } from '../helpers';
import { buildSimApp, REPORTS_TOKEN, simSmsConfig, type SimApp } from './sim-app';
import { startSmsSimulator } from '../../../src/server/providers/sms-simulator';

const ctx = setUpTestDb();
let t: SimApp;

beforeEach(async () => {
  t = await buildSimApp(ctx.testDb, { seed: 'providers' });
});
afterEach(async () => {
  await t.close();
});

const TZ = '+255712345678';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const rows = (mobile: string) => messagesTo(ctx.testDb.db, mobile);

/** Runs the jobs after `ms`, posting the simulator's due reports first. */
async function later(ms: number) {
  await t.sim.releaseReports();
  t.clock.advance(ms);
  await runDueJobs(t.deps);
}

describe('codes through the real adapters', () => {
  it('sign-in, wallet and deletion codes reach the phone; the outbox keeps no code', async () => {
    const token = await signIn(t, '0712345678');
    const [register] = t.sim.inbox();
    expect(register).toMatchObject({ provider: 'africastalking', to: TZ, from: 'MKOPO' });
    expect(register?.text).toMatch(/^Mkopo: namba yako ya usajili ni \d{6}\./);

    await call(t.app, 'getVerifyCode', { mobile: '0755000111', type: 'bindCard' }, { token });
    const wallet = t.sim.inbox().at(-1);
    expect(wallet).toMatchObject({ to: '+255755000111' });
    t.clock.advance(61_000);
    await call(t.app, 'getVerifyCodeBindCard', {}, { token });
    const own = t.sim.inbox().at(-1);
    expect(own).toMatchObject({ to: TZ });
    const bound = await call(
      t.app,
      'addBankCard',
      {
        bankCode: 'mpesa',
        account: '0755000111',
        code: codeIn(wallet?.text ?? ''),
        ownCode: codeIn(own?.text ?? ''),
      },
      { token },
    );
    expect(bound.json().code, bound.body).toBe(0);

    t.clock.advance(61_000);
    await call(t.app, 'getVerifyCodeDeleteUser', {}, { token });
    const deletion = t.sim.inbox().at(-1);
    expect(deletion?.text).toContain('KUFUTA');
    const ticket = await call(
      t.app,
      'verifyCodeDeleteUser',
      { code: codeIn(deletion?.text ?? '') },
      { token },
    );
    expect(ticket.json().code, ticket.body).toBe(0);

    const before = await rows(TZ);
    expect(before.map((r) => [r.template, r.status, r.provider])).toEqual([
      ['code.register', 'sent', 'africastalking'],
      // A wallet on another number needs a code to the borrower's own number too.
      ['code.bindCard', 'sent', 'africastalking'],
      // A wallet other than the borrower's own number is told to the borrower.
      ['notice.walletBound', 'sent', 'africastalking'],
      ['code.deleteUser', 'sent', 'africastalking'],
    ]);
    // Sealed, never in clear: the code is not in the row, not even base64-decoded.
    for (const row of before.filter((r) => r.template.startsWith('code.'))) {
      const code = codeIn(t.sim.inbox().find((m) => m.id === row.providerMessageId)?.text ?? '');
      expect(code).toMatch(/^\d{6}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      expect(Buffer.from(row.sealed ?? '', 'base64').toString('latin1')).not.toContain(code);
    }
    await later(1_000);
    const after = await rows(TZ);
    expect(after.map((r) => r.status)).toEqual(Array(4).fill('delivered'));
    expect(after.every((r) => r.sealed === null)).toBe(true);

    // Deleting the account forgets the messages: the number and what was said to it.
    const deleted = await call(
      t.app,
      'userDelete',
      { ticket: ticket.json().data.ticket, reason: 1 },
      { token },
    );
    expect(deleted.json().code, deleted.body).toBe(0);
    expect(await rows(TZ)).toEqual([]);
  });

  it('sends by Beem when Africa’s Talking is down, and asks Beem how it went', async () => {
    t.sim.setMode('africastalking', 'down');
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    expect(t.sim.inbox().map((m) => m.provider)).toEqual(['beem']);
    const [row] = await rows(TZ);
    expect(row).toMatchObject({ status: 'sent', provider: 'beem', attempts: 2 });
    await later(60_000); // Beem reports by query, a minute after sending
    expect((await rows(TZ))[0]?.status).toBe('delivered');
  });

  it('sends again by Beem when Africa’s Talking reports the phone absent', async () => {
    t.sim.setMode('africastalking', 'absent');
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    await later(0);
    expect((await rows(TZ))[0]).toMatchObject({
      status: 'queued',
      providerStatus: 'Failed DeliveryFailure',
    });
    t.sim.setMode('africastalking', 'ok');
    await later(30_000);
    await later(60_000);
    expect(t.sim.inbox().map((m) => m.provider)).toEqual(['africastalking', 'beem']);
    expect((await rows(TZ))[0]).toMatchObject({ status: 'delivered', provider: 'beem' });
  });

  it('marks a message delivered by a Beem report in the published shape, pushed to us', async () => {
    t.sim.setMode('africastalking', 'down');
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    const [row] = await rows(TZ);
    expect(row).toMatchObject({ status: 'sent', provider: 'beem' });
    const published = JSON.parse(
      readFileSync(
        new URL(
          '../../conformance/fixtures/sms/beem-delivery-report-callback.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as { body: Record<string, string> };
    const post = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: {
          ...published.body,
          request_id: row?.providerMessageId,
          dest_addr: '255712345678',
        },
      });
    expect((await post('/sms/reports/beem/wrong')).statusCode).toBe(404);
    const answer = await post(`/sms/reports/beem/${REPORTS_TOKEN}`);
    expect(answer.json()).toEqual({ request_id: row?.providerMessageId, successful: true });
    expect((await rows(TZ))[0]?.status).toBe('delivered');
  });

  it('stops at a final refusal (an invalid number) without trying the other provider', async () => {
    t.sim.setMode('africastalking', 'invalid');
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    expect((await rows(TZ))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    await later(3_600_000);
    expect(t.sim.inbox()).toEqual([]);
  });

  it('never sends a code after it died, whatever the providers did meanwhile', async () => {
    t.sim.setMode('africastalking', 'down');
    t.sim.setMode('beem', 'down');
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    t.sim.setMode('africastalking', 'ok');
    t.sim.setMode('beem', 'ok');
    await later(6 * 60_000);
    expect((await rows(TZ))[0]?.status).toBe('expired');
    expect(t.sim.inbox()).toEqual([]);
  });

  it('applies each delivery report once and refuses reports without the secret', async () => {
    await call(t.app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    const [row] = await rows(TZ);
    const post = (path: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          id: row?.providerMessageId ?? '',
          status,
          retryCount: '0',
        }).toString(),
      });
    const good = `/sms/reports/africastalking/${REPORTS_TOKEN}`;
    expect((await post('/sms/reports/africastalking/wrong', 'Success')).statusCode).toBe(404);
    expect((await post('/sms/reports/africastalking', 'Success')).statusCode).toBe(404);
    expect((await post(good, 'Success')).json()).toEqual({ ok: true, result: 'applied' });
    expect((await post(good, 'Success')).json()).toEqual({ ok: true, result: 'duplicate' });
    // A failure reported after delivery changes nothing.
    expect((await post(good, 'Failed')).json()).toEqual({ ok: true, result: 'applied' });
    expect((await rows(TZ))[0]?.status).toBe('delivered');
  });
});

describe('quiet hours', () => {
  it('hold a reminder until 08:00 local, never a receipt or a notice', async () => {
    t.clock.advance(14 * 3_600_000); // 23:00 in Dar es Salaam
    const values = {
      currency: 'TZS',
      amount: '1,000',
      orderNo: 'MK1',
      reference: 'R1',
    };
    await sendSms(t.deps, {
      key: 'receipt:night',
      mobile: TZ,
      template: 'receipt.paidOff',
      values,
    });
    await sendSms(t.deps, {
      key: 'notice:night',
      mobile: TZ,
      template: 'notice.walletBound',
      values: { wallet: 'mpesa', support: '+255 700 000 000' },
    });
    await sendSms(t.deps, {
      key: 'reminder:night',
      mobile: TZ,
      template: 'reminder.due',
      values: {
        orderNo: 'MK1',
        dueDate: '2026-01-16',
        currency: 'TZS',
        closeToday: '1',
        support: '+255 700 000 000',
      },
    });
    const byKey = async () => new Map((await rows(TZ)).map((r) => [r.key, r]));
    expect((await byKey()).get('receipt:night')?.status).toBe('sent');
    expect((await byKey()).get('notice:night')?.status).toBe('sent');
    const held = (await byKey()).get('reminder:night');
    expect(held).toMatchObject({ status: 'queued', attempts: 0 });
    expect(held?.nextAttemptAt.toISOString()).toBe('2026-01-16T05:00:00.000Z'); // 08:00 local
    await later(8 * 3_600_000 + 59 * 60_000); // 07:59 local
    expect((await byKey()).get('reminder:night')?.status).toBe('queued');
    await later(60_000);
    expect((await byKey()).get('reminder:night')?.status).toBe('sent');
  });
});

describe('starting with SANDBOX=0', () => {
  it('refuses a country no configured provider serves, and starts once one does', async () => {
    // Every country is named (a country operations add later among them).
    const refused = buildApp(testConfig({ sandbox: false }), { db: ctx.testDb.db });
    await expect(refused).rejects.toThrow(/no SMS provider can send to [A-Z, ]*\bTZ\b/);
    await expect(refused).rejects.toThrow(/no SMS provider can send to [A-Z, ]*\bKE\b/);
    const sim = await startSmsSimulator();
    const { beem: _beem, ...atOnly } = simSmsConfig(sim);
    const app = await buildApp(testConfig({ sandbox: false, jobPollMs: 0, sms: atOnly }), {
      db: ctx.testDb.db,
    });
    await call(app, 'getVerifyCode', { mobile: '+254712345678', type: 'register' });
    expect(sim.inbox().map((m) => [m.provider, m.to])).toEqual([
      ['africastalking', '+254712345678'],
    ]);
    await app.close();
    await sim.close();
  });
});
