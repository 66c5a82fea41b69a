/** Feedback through the API: threads, images, staff replies and the red dot, ratings, the FAQ. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../../../src/shared/contract/codes';
import { replyAsStaff, setStatusAsStaff } from '../../../src/server/features/feedback/staff';
import { call, setUpTestApp, signIn } from '../helpers';
import { JPEG, PNG, ownOrderNo, uploadImage, uploadedId } from './upload-helper';

const ctx = setUpTestApp({ dataDir: true });
let token: string;
/** The borrower's own order: a post may name no other. */
let orderNo: string;

beforeEach(async () => {
  token = await signIn(ctx.t, '0712345678');
  orderNo = await ownOrderNo(ctx.t, token);
});

const staff = () => ({ db: ctx.testDb.db, clock: ctx.t.clock.now });

async function open(
  description = 'I repaid yesterday but the bill still shows unpaid',
  receipts: string[] = [],
) {
  const res = await call(
    ctx.t.app,
    'feedbackCreate',
    { type: 1, description, receipts, orderNo },
    { token },
  );
  expect(res.json().code).toBe(0);
  return (res.json() as { data: { id: string } }).data.id;
}

describe('a feedback thread', () => {
  it('is created with its receipts, listed with its status and shown with its messages', async () => {
    const fileId = await uploadedId(ctx.t, token);
    const id = await open(undefined, [fileId]);
    const listed = await call(ctx.t.app, 'feedbackListFeedback', {}, { token });
    expect(listed.json().data).toMatchObject({
      total: 1,
      list: [{ id, type: 1, status: 1, unread: false }],
    });
    const detail = (await call(ctx.t.app, 'feedbackDetail', { id }, { token })).json().data;
    expect(detail).toMatchObject({
      id,
      orderNo,
      receipts: [`/api/feedback/files/${fileId}`],
      messages: [],
    });
  });

  it('lights the red dot on a staff reply and clears it when the borrower opens the thread', async () => {
    const id = await open();
    expect((await call(ctx.t.app, 'feedbackRedDotMarker', {}, { token })).json().data).toEqual({
      show: false,
      unread: 0,
    });
    await replyAsStaff(staff(), Number(id), 'We found your payment and updated the bill.');
    expect((await call(ctx.t.app, 'feedbackRedDotMarker', {}, { token })).json().data).toEqual({
      show: true,
      unread: 1,
    });
    const detail = (await call(ctx.t.app, 'feedbackDetail', { id }, { token })).json().data;
    expect(detail.status).toBe(2);
    expect(detail.messages).toMatchObject([
      { from: 'staff', content: 'We found your payment and updated the bill.' },
    ]);
    expect((await call(ctx.t.app, 'feedbackRedDotMarker', {}, { token })).json().data).toEqual({
      show: false,
      unread: 0,
    });
  });

  it('takes the borrower’s messages with images, oldest first, and reopens a thread waiting on them', async () => {
    const id = await open();
    await setStatusAsStaff(staff(), Number(id), 3);
    const image = await uploadedId(ctx.t, token, PNG);
    const added = await call(
      ctx.t.app,
      'feedbackAddLeaveMsg',
      { id, content: 'Here is the SMS', images: [image] },
      { token },
    );
    expect(added.json().code).toBe(0);
    await replyAsStaff(staff(), Number(id), 'Thank you');
    const messages = (await call(ctx.t.app, 'feedbackListLeaveMessage', { id }, { token })).json()
      .data.list;
    expect(messages).toMatchObject([
      { from: 'user', content: 'Here is the SMS', images: [`/api/feedback/files/${image}`] },
      { from: 'staff', content: 'Thank you', images: [] },
    ]);
    const listed = await call(ctx.t.app, 'feedbackListFeedback', { statuses: [2] }, { token });
    expect(listed.json().data.total).toBe(1);
    expect(
      (await call(ctx.t.app, 'feedbackListFeedback', { statuses: [3, 4] }, { token })).json().data
        .total,
    ).toBe(0);
  });

  it('refuses an empty description, too many images and someone else’s image', async () => {
    const empty = await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 3, description: '   ', receipts: [] },
      { token },
    );
    expect(empty.json()).toMatchObject({
      code: codes.feedbackEmpty.code,
      errors: [{ field: 'description' }],
    });
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadedId(ctx.t, token)));
    const many = await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 3, description: 'x', receipts: seven },
      { token },
    );
    expect(many.json().code).toBe(codes.tooManyImages.code);
    const other = await signIn(ctx.t, '0787654321');
    const theirs = await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 3, description: 'x', receipts: [seven[0]] },
      { token: other },
    );
    expect(theirs.json()).toMatchObject({
      code: codes.validation.code,
      errors: [{ field: 'receipts', key: 'errors:imageInvalid' }],
    });
    expect(
      (await call(ctx.t.app, 'feedbackListFeedback', {}, { token: other })).json().data.total,
    ).toBe(0);
  });

  it('shows a thread only to its owner', async () => {
    const id = await open();
    const other = await signIn(ctx.t, '0787654321');
    expect((await call(ctx.t.app, 'feedbackDetail', { id }, { token: other })).json().code).toBe(
      codes.feedbackNotFound.code,
    );
    const msg = await call(
      ctx.t.app,
      'feedbackAddLeaveMsg',
      { id, content: 'hi' },
      { token: other },
    );
    expect(msg.json().code).toBe(codes.feedbackNotFound.code);
  });
});

describe('feedback images', () => {
  it('are stored under DATA_DIR/uploads/feedback and served only to their owner', async () => {
    const res = await uploadImage(ctx.t, token, JPEG);
    const { fileId, url } = res.json().data as { fileId: string; url: string };
    expect(readdirSync(join(ctx.dataDir, 'uploads', 'feedback'))).toHaveLength(1);
    const mine = await ctx.t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    // Kept decoded and encoded again (no EXIF, nothing hidden): the same picture, new bytes.
    expect(mine.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [kept, sent] = await Promise.all(
      [sharp(mine.rawPayload), sharp(JPEG)].map((i) => i.metadata()),
    );
    expect([kept!.width, kept!.height]).toEqual([sent!.width, sent!.height]);
    const other = await signIn(ctx.t, '0787654321');
    const theirs = await ctx.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: other },
    });
    expect(theirs.json().code).toBe(codes.notFound.code);
    const anonymous = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/feedback/files/${fileId}`,
    });
    expect(anonymous.json().code).toBe(codes.notLoggedIn.code);
  });

  it('are refused when the bytes are not JPEG, PNG or WebP, whatever the name says', async () => {
    const res = await uploadImage(ctx.t, token, Buffer.from('%PDF-1.7 not a photo'));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(codes.imageInvalid.code);
  });

  it('include the manual repayment proof, tied to its order', async () => {
    const res = await uploadImage(ctx.t, token, PNG, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo },
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { url: expect.stringMatching(/^\/api\/feedback\/files\/\d+$/) },
    });
  });
});

describe('rating and FAQ', () => {
  it('needs the stars (Please complete the rating.) and takes an optional comment', async () => {
    const missing = await call(ctx.t.app, 'feedbackSubmitRating', { comment: 'ok' }, { token });
    expect(missing.json()).toMatchObject({
      code: codes.ratingRequired.code,
      msg: 'Please complete the rating.',
    });
    const id = await open();
    const rated = await call(
      ctx.t.app,
      'feedbackSubmitRating',
      { score: 5, comment: 'Fast', id },
      { token },
    );
    expect(rated.json().code).toBe(0);
  });

  it('answers the FAQ in the request language', async () => {
    const en = (await call(ctx.t.app, 'feedbackListQuestionAnswer', {}, { lang: 'en' })).json().data
      .list;
    const sw = (await call(ctx.t.app, 'feedbackListQuestionAnswer', {}, { lang: 'sw_KE' })).json()
      .data.list;
    const es = (await call(ctx.t.app, 'feedbackListQuestionAnswer', {}, { lang: 'es' })).json().data
      .list;
    expect(en.length).toBeGreaterThan(5);
    expect(sw.map((e: { id: string }) => e.id)).toEqual(en.map((e: { id: string }) => e.id));
    expect(es.map((e: { id: string }) => e.id)).toEqual(en.map((e: { id: string }) => e.id));
    expect(sw[0].question).toBe('Ninaombaje mkopo?');
  });
});
