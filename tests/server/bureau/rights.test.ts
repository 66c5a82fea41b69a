/**
 * The borrower's rights through the API: consent to bureau reporting recorded at apply
 * and shown again, disputes, complaints and data requests with the deadlines of country data, a
 * disputed loan held out of the bureau files, and "Download my data".
 */
import { describe, expect, it } from 'vitest';
import tz from '../../../schemas/tz/country.json';
import { disputedOrders } from '../../../src/server/features/bureau/repo';
import { call, setUpTestApp, signIn } from '../helpers';
import { api, borrowerAtConfirm, BUREAU_CONSENT, codeOf, signedQuote } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400;

describe('bureau consent at apply', () => {
  it('refuses a submit without the current consent and records the one given', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    const signed = await signedQuote(ctx.t, token, orderNo, 5_000);
    // The agreement names the licensed lender of country data.
    const { text } = await api(ctx.t, 'loanAgreement', { orderNo }, token);
    const { legalName, regulator, licenceNumber, address } = tz.lender;
    expect(text).toContain(
      `between ${legalName}, trading as Mkopo, licensed by the ${regulator} (licence ${licenceNumber}), ${address} (the lender)`,
    );
    const { bureauConsent: _given, ...without } = signed;
    const refused = await call(ctx.t.app, 'submit', without, { token });
    expect(codeOf(refused)).toBe(30018);
    const stale = await call(
      ctx.t.app,
      'submit',
      { ...signed, bureauConsent: '2020-01' },
      { token },
    );
    expect(codeOf(stale)).toBe(30018);
    expect((await api(ctx.t, 'bureauConsents', {}, token)).list).toEqual([]);

    const at = Math.floor(ctx.t.clock.now() / 1000);
    await api(ctx.t, 'submit', signed, token);
    const { list } = await api(ctx.t, 'bureauConsents', {}, token);
    expect(list).toEqual([{ version: BUREAU_CONSENT, lang: 'en', orderNo, consentedAt: at }]);
  });
});

describe('disputes, complaints and data requests', () => {
  it('gives each a reference and the deadlines of country data, and holds a disputed loan out', async () => {
    const { token, orderNo, userId } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    const now = Math.floor(ctx.t.clock.now() / 1000);
    const complaint = await api(
      ctx.t,
      'rightsRequestCreate',
      { kind: 'complaint', body: '  The agent called me at night  ' },
      token,
    );
    expect(complaint).toEqual({
      reference: expect.stringMatching(/^C-\d{8}$/),
      kind: 'complaint',
      body: 'The agent called me at night',
      status: 'open',
      createdAt: now,
      // Working days in Tanzania (ackDaysCount): filed on a Thursday, the 2 days end on Monday.
      ackDueAt: now + (tz.bureau.complaintAckDays + 2) * DAY,
      resolveDueAt: now + tz.bureau.complaintResolveDays * DAY,
    });

    const noLoan = { kind: 'dispute', body: 'Wrong amount' };
    expect(codeOf(await call(ctx.t.app, 'rightsRequestCreate', noLoan, { token }))).toBe(35002);
    const empty = { kind: 'complaint', body: '   ' };
    expect(codeOf(await call(ctx.t.app, 'rightsRequestCreate', empty, { token }))).toBe(35001);
    const dispute = await api(
      ctx.t,
      'rightsRequestCreate',
      { kind: 'dispute', orderNo, body: 'I repaid this loan' },
      token,
    );
    expect(dispute.reference).toMatch(/^D-\d{8}$/);
    expect(dispute.orderNo).toBe(orderNo);
    expect(dispute.ackDueAt).toBe(now + (tz.bureau.disputeAckDays + 2) * DAY);
    expect(dispute.resolveDueAt).toBe(now + tz.bureau.disputeResolveDays * DAY);
    const again = { kind: 'dispute', orderNo, body: 'Still wrong' };
    expect(codeOf(await call(ctx.t.app, 'rightsRequestCreate', again, { token }))).toBe(35003);
    const held = await disputedOrders(ctx.testDb.db, 'TZ');
    const [order] = await ctx.testDb.db.query.loanOrders.findMany({
      where: (o, { eq }) => eq(o.orderNo, orderNo),
    });
    expect(order?.userId).toBe(userId);
    expect(held.has(order?.id ?? -1)).toBe(true);

    const access = await api(ctx.t, 'rightsRequestCreate', { kind: 'access', body: 'All' }, token);
    expect(access.reference).toMatch(/^A-\d{8}$/);
    expect(access.resolveDueAt).toBe(now + tz.bureau.dataRequestResolveDays * DAY);

    const listed = await api(ctx.t, 'rightsRequestList', {}, token);
    expect(listed.regulatorContact).toBe(tz.bureau.regulatorContact);
    // The server's clock (here the test's), by which the app judges a deadline passed.
    expect(listed.now).toBe(Math.floor(ctx.t.clock.now() / 1000));
    expect(listed.list.map((r) => r.reference).sort()).toEqual(
      [complaint.reference, dispute.reference, access.reference].sort(),
    );

    // Another borrower neither sees these nor disputes a loan not theirs.
    const other = await signIn(ctx.t, '0755123456');
    expect((await api(ctx.t, 'rightsRequestList', {}, other)).list).toEqual([]);
    const foreign = { kind: 'dispute', orderNo, body: 'Not mine' };
    expect(codeOf(await call(ctx.t.app, 'rightsRequestCreate', foreign, { token: other }))).toBe(
      30002,
    );
  });

  it('needs a session', async () => {
    const res = await call(ctx.t.app, 'rightsRequestList', {});
    expect(codeOf(res)).toBe(10010301);
  });
});

describe('download my data', () => {
  it('holds the profile, loans, payments, consents, notices and requests', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    await api(ctx.t, 'submit', await signedQuote(ctx.t, token, orderNo, 5_000), token);
    await api(ctx.t, 'rightsRequestCreate', { kind: 'access', body: 'Everything' }, token);
    const data = await api(ctx.t, 'userDataExport', {}, token);
    expect(data.exportedAt).toBe(Math.floor(ctx.t.clock.now() / 1000));
    expect(data.profile).toMatchObject({ mobile: '+255712345678', country: 'TZ' });
    expect(JSON.stringify(data.profile)).toContain('Asha');
    expect(data.loans).toEqual([expect.objectContaining({ orderNo, amount: 5_000 })]);
    expect(data.payments).toEqual([]);
    expect(data.consents).toEqual([expect.objectContaining({ version: BUREAU_CONSENT, orderNo })]);
    expect(data.notices).toEqual([]);
    expect(data.requests).toEqual([
      expect.objectContaining({ kind: 'access', body: 'Everything' }),
    ]);
  });
});
