/**
 * Images uploaded for a post that was never sent are erased a day later (row and file) by the
 * background pass; attached images, repayment proofs and fresh uploads stay.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedbackFiles } from '../../../src/server/db/schema';
import { UNATTACHED_KEEP_MS } from '../../../src/server/features/feedback/purge';
import { feedbackUploadDir } from '../../../src/server/features/feedback/storage';
import { call, setUpTestApp, signIn } from '../helpers';
import { runJobs } from '../loan/steps';
import { PNG, ownOrderNo, uploadImage, uploadedId } from './upload-helper';

const ctx = setUpTestApp({ dataDir: true });
let token: string;

beforeEach(async () => {
  token = await signIn(ctx.t, '0712345678');
});

const stored = async () =>
  (
    await ctx.testDb.db
      .select({ id: feedbackFiles.id, storedName: feedbackFiles.storedName })
      .from(feedbackFiles)
  ).map((f) => ({
    id: String(f.id),
    path: join(feedbackUploadDir(ctx.dataDir), f.storedName),
  }));

describe('unattached feedback images', () => {
  it('are erased a day after upload, with their files; attached ones and proofs stay', async () => {
    const posted = await uploadedId(ctx.t, token);
    const res = await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 1, description: 'The bill shows unpaid', receipts: [posted] },
      { token },
    );
    expect(res.json().code).toBe(0);
    const abandoned = await uploadedId(ctx.t, token, PNG);
    const proof = await uploadImage(ctx.t, token, PNG, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo: await ownOrderNo(ctx.t, token) },
    });
    const proofId = (proof.json() as { data: { fileId: string } }).data.fileId;

    ctx.t.clock.advance(UNATTACHED_KEEP_MS - 60_000);
    const fresh = await uploadedId(ctx.t, token);
    expect((await runJobs(ctx.t, ctx.testDb)).purged).toBe(0);

    const abandonedPath = (await stored()).find((f) => f.id === abandoned)?.path ?? '';
    expect(existsSync(abandonedPath)).toBe(true);
    ctx.t.clock.advance(120_000);
    expect((await runJobs(ctx.t, ctx.testDb)).purged).toBe(1);
    const left = await stored();
    expect(left.map((f) => f.id).sort()).toEqual([posted, proofId, fresh].sort());
    expect(left.every((f) => existsSync(f.path))).toBe(true);
    expect(existsSync(abandonedPath)).toBe(false);
  });

  it('cannot be attached once erased: the post is refused, not sent without its image', async () => {
    const image = await uploadedId(ctx.t, token);
    ctx.t.clock.advance(UNATTACHED_KEEP_MS + 1);
    await runJobs(ctx.t, ctx.testDb);
    const res = await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 1, description: 'Late post', receipts: [image] },
      { token },
    );
    expect(res.json().code).not.toBe(0);
  });
});
