/**
 * What borrowers upload keeps nothing they did not mean to send: a GPS-tagged proof is served
 * without EXIF or anything hidden after the image; a picture past a phone photo's pixels is
 * refused in the borrower's language; a post may name only the borrower's own order and payment.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { MAX_PHOTO_PIXELS } from '../../../src/server/providers/image';
import { call, setUpTestApp, signIn } from '../helpers';
import { ownOrderNo, uploadImage } from '../feedback/upload-helper';

const ctx = setUpTestApp({ dataDir: true });

/** A phone photo with its GPS position in EXIF and a secret appended after the image data. */
async function gpsTaggedPhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(640 * 480 * 3, 90);
  const jpeg = await sharp(raw, { raw: { width: 640, height: 480, channels: 3 } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '39/1 17/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from('TAIL-SECRET-after-EOI')]);
}

async function paymentOrderOf(orderNo: string, payOrderId: string) {
  const [row] = await ctx.testDb.db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  await ctx.testDb.db.insert(paymentIntents).values({
    payOrderId,
    orderId: row!.id,
    purpose: 'repay',
    amount: 1000,
    status: 'created',
    provider: 'sandbox',
    account: '+255700000001',
    createdAt: new Date(ctx.t.clock.now()),
  });
}

describe('uploaded pictures', () => {
  it('serve a GPS-tagged repayment proof without EXIF and without what followed the image', async () => {
    const token = await signIn(ctx.t, '0712345678');
    const orderNo = await ownOrderNo(ctx.t, token);
    const photo = await gpsTaggedPhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker'); // the test's photo is tagged
    const res = await uploadImage(ctx.t, token, photo, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo },
    });
    const { url } = (res.json() as { data: { url: string } }).data;
    const served = await ctx.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: token },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([640, 480]);
    const bytes = served.rawPayload.toString('latin1');
    for (const kept of ['PhoneMaker', 'GPS', 'TAIL-SECRET', 'Exif'])
      expect(bytes).not.toContain(kept);
    expect(served.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // ends at the image
  });

  it('refuses a picture past a phone photo with a message, and takes a 12 MP one', async () => {
    const token = await signIn(ctx.t, '0712345678');
    const side = Math.ceil(Math.sqrt(MAX_PHOTO_PIXELS)) + 1;
    const big = await sharp({
      create: { width: side, height: side, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await uploadImage(ctx.t, token, big);
    expect(res.json()).toMatchObject({
      key: 'imageTooLarge',
      msg: 'This picture is too large: please send a photo from your phone camera or a screenshot',
    });
    const fits = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    expect((await uploadImage(ctx.t, token, fits)).json().code).toBe(0);
  }, 60_000);
});

describe('posts naming orders', () => {
  it('accept the borrower’s own order and payment order, and refuse another borrower’s', async () => {
    const mine = await signIn(ctx.t, '0712345678');
    const myOrder = await ownOrderNo(ctx.t, mine);
    await paymentOrderOf(myOrder, 'PAY-MINE');
    const theirs = await signIn(ctx.t, '0787654321');
    const theirOrder = await ownOrderNo(ctx.t, theirs);
    await paymentOrderOf(theirOrder, 'PAY-THEIRS');
    const photo = await gpsTaggedPhoto();
    const proof = (payload: { orderNo: string; payOrderId?: string }) =>
      uploadImage(ctx.t, mine, photo, { url: '/api/feedback/upload/credential', payload });

    expect((await proof({ orderNo: myOrder, payOrderId: 'PAY-MINE' })).json().code).toBe(0);
    for (const payload of [
      { orderNo: theirOrder },
      { orderNo: myOrder, payOrderId: 'PAY-THEIRS' },
      { orderNo: theirOrder, payOrderId: 'PAY-THEIRS' },
      { orderNo: myOrder, payOrderId: 'PAY-NONE' },
    ])
      expect((await proof(payload)).json().key, JSON.stringify(payload)).toBe('orderNotFound');

    const post = (orderNo: string) =>
      call(
        ctx.t.app,
        'feedbackCreate',
        { type: 1, description: 'I paid', receipts: [], orderNo },
        { token: mine },
      );
    expect((await post(myOrder)).json().code).toBe(0);
    expect((await post(theirOrder)).json().key).toBe('orderNotFound');
    const rate = (orderNo: string) =>
      call(ctx.t.app, 'feedbackSubmitRating', { score: 1, orderNo }, { token: mine });
    expect((await rate(myOrder)).json().code).toBe(0);
    expect((await rate(theirOrder)).json().key).toBe('orderNotFound');
  });
});
