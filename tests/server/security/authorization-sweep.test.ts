/**
 * Authorization sweep generated from the contract: every signed-in endpoint whose request names an
 * order, payment, feedback thread, coupon or file is called by borrower B with borrower A's
 * identifiers. B must learn nothing of A (no A identifier or detail in any answer) and A's account
 * must be exactly as before; A's images are not found for B.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackFiles, loanOrders, paymentIntents } from '../../../src/server/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { contract, type EndpointName } from '../../../src/shared/contract/index';
import { sealPayload } from '../../../src/shared/envelope';
import { call, setUpTestApp, signIn } from '../helpers';
import { uploadedId } from '../feedback/upload-helper';
import { api, borrowerAtConfirm, photo, signedQuote, upload } from '../loan/steps';
import { plausible } from './fuzz-cases';

const ctx = setUpTestApp({ dataDir: true, perTest: false });

/** Request fields that name something a borrower owns, and where A's value comes from. */
const OWNED_FIELDS = ['orderNo', 'payOrderId', 'id', 'couponId', 'fileId', 'receipts', 'images'];

/**
 * Calls that answer the caller's own state whatever order is named: the data-collection checks
 * read B's own reports (B has none for A's order), so they have nothing of A to refuse.
 */
const ANSWERS_OWN_STATE: readonly EndpointName[] = ['timeUploadEnable', 'timeUploadStatus'];

/** A's side of things, from A's own calls and A's payments; the sweep must leave it as it was. */
async function viewOf(token: string, orderNo: string, feedbackId: string) {
  return {
    user: await api(ctx.t, 'getUserInfo', {}, token),
    orders: await api(ctx.t, 'loanOrderListMarket', {}, token),
    latest: await api(ctx.t, 'loanOrderLatest', {}, token),
    intents: await ctx.testDb.db.select().from(paymentIntents),
    proofs: await ctx.testDb.db
      .select()
      .from(feedbackFiles)
      .where(eq(feedbackFiles.orderNo, orderNo)),
    thread: await api(ctx.t, 'feedbackDetail', { id: feedbackId }, token),
    coupons: await api(ctx.t, 'lotteryDrawCoupons', {}, token),
  };
}

function multipartAs(token: string, url: string, payload: Record<string, unknown>, file: Buffer) {
  const boundary = '----mkopo-sweep';
  const head = (d: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${d}\r\n\r\n`);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload: Buffer.concat([
      head('name="data"'),
      Buffer.from(`${sealPayload(payload, 'com.mkopo.credit')}\r\n`),
      head('name="file"; filename="p.jpg"'),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('authorization sweep', () => {
  it('lets borrower B neither see nor change anything of borrower A', async () => {
    const { t, testDb } = ctx;
    const a = await borrowerAtConfirm(t, testDb, '0712345678');
    // A repayment of A's in flight: its payOrderId is what B will try.
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, a.orderNo));
    const cashier = { payOrderId: 'RA-1' };
    await testDb.db.insert(paymentIntents).values({
      payOrderId: cashier.payOrderId,
      orderId: order!.id,
      purpose: 'repay',
      amount: 5_000,
      status: 'submitted',
      provider: 'sandbox',
      account: '+255755000111',
      createdAt: new Date(t.clock.now()),
    });
    const imageId = await uploadedId(t, a.token, await photo(64, 64, 9));
    const thread = await api(
      t,
      'feedbackCreate',
      { type: 1, description: 'Paid but still due', receipts: [imageId] },
      a.token,
    );
    const { coupon } = await api(t, 'lotteryDrawCreate', {}, a.token);
    const kycFront = await upload(t, a.token, '/user/upload/curp/front', await photo(800, 500, 4));
    const kycFileId = (kycFront.json() as { data: { fileId: string } }).data.fileId;

    const owned: Record<string, unknown> = {
      orderNo: a.orderNo,
      payOrderId: cashier.payOrderId,
      id: thread.id,
      couponId: coupon.couponId,
      fileId: kycFileId,
      receipts: [imageId],
      images: [imageId],
    };
    // Requests that pass validation as they are, so that ownership is what refuses them.
    const realistic: Partial<Record<EndpointName, Record<string, unknown>>> = {
      submit: await signedQuote(t, a.token, a.orderNo, 60_000, 91),
      feedbackCreate: { type: 1, description: 'B writes about A', receipts: [imageId] },
    };
    const secrets = [a.orderNo, kycFileId, '+255712345678', '755000111'];
    const before = await viewOf(a.token, a.orderNo, thread.id);
    const b = await signIn(t, '0787654321');

    const swept: string[] = [];
    const unproven: string[] = [];
    const leaks: string[] = [];
    const answered = (name: string, res: LightMyRequestResponse) => {
      if (secrets.some((s) => res.body.includes(s)) || res.body.includes('Paid but still due'))
        leaks.push(`${name}: ${res.body.slice(0, 200)}`);
    };
    for (const name of Object.keys(contract) as EndpointName[]) {
      const def = contract[name];
      const props = (def.request.properties ?? {}) as Record<string, Record<string, unknown>>;
      if (!def.auth || !Object.keys(props).some((p) => OWNED_FIELDS.includes(p))) continue;
      const payload =
        realistic[name] ??
        Object.fromEntries(
          Object.entries(props).map(([p, schema]) => [
            p,
            p in owned ? owned[p] : plausible(schema),
          ]),
        );
      const url = `${def.base}${def.path}`;
      const res = def.multipart
        ? await multipartAs(b, url, payload, await photo(64, 64, 10))
        : await call(t.app, name, payload, { token: b });
      swept.push(name);
      answered(name, res);
      const body = res.json() as { code: number; key?: string; errors?: { field: string }[] };
      // B's request must reach the ownership check: a refusal of its shape would prove nothing.
      // A field error on A's identifier itself (B's "receipts" are A's image) is that check.
      const shapeRefused =
        body.key === 'validation' &&
        !(body.errors ?? []).every((e) => OWNED_FIELDS.includes(e.field));
      if (shapeRefused || (body.code === 0 && !ANSWERS_OWN_STATE.includes(name)))
        unproven.push(`${name}: ${body.code === 0 ? 'answered' : res.body.slice(0, 200)}`);
    }
    for (const url of [`/api/kyc/files/${kycFileId}`, `/api/feedback/files/${imageId}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: b } });
      expect(res.statusCode, url).toBe(404);
      swept.push(url);
      answered(url, res);
    }
    const after = await viewOf(a.token, a.orderNo, thread.id);
    const changed = JSON.stringify(after) === JSON.stringify(before) ? 0 : 1;
    console.log(
      `authorization sweep: tried ${swept.length} endpoints with A's identifiers as B, leaks ${leaks.length}, changes ${changed}`,
    );
    expect(swept).toEqual(expect.arrayContaining(['repaymentDetail', 'feedbackDetail', 'curpOcr']));
    expect(leaks).toEqual([]);
    expect(unproven).toEqual([]);
    expect(after).toEqual(before);
  }, 120_000);
});
