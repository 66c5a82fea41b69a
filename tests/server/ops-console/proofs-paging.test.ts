/**
 * The proof queue pages by keyset (decision 0028): oldest first, every undecided proof once over
 * the pages, ties on the upload time broken by the file id, and a cursor that is not one reads
 * the first page.
 */
import { describe, expect, it } from 'vitest';
import { feedbackFiles } from '../../../src/server/db/schema';
import { aBorrower } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp();

interface ProofPage {
  rows: { fileId: number; createdAt: string }[];
  next: string | null;
  reasons: string[];
}

describe('proof queue paging', () => {
  it('walks every undecided proof once, oldest first, 50 to a page', async () => {
    const db = ctx.testDb.db;
    const user = await aBorrower(db);
    const base = ctx.t.clock.now() - 3_600_000;
    // 120 proofs, three to each upload instant, inserted newest first: the order is the key's.
    const values = Array.from({ length: 120 }, (_, i) => ({
      userId: user.id,
      kind: 'credential' as const,
      storedName: `proof-${i}.jpg`,
      mimeType: 'image/jpeg',
      size: 10,
      orderNo: `O${i}`,
      createdAt: new Date(base + Math.floor((119 - i) / 3) * 1_000),
    }));
    await db.insert(feedbackFiles).values(values);
    const account = await makeStaff({ db, clock: ctx.t.clock.now }, 'fin@lender.test', 'finance');
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const page = async (cursor?: string) =>
      (
        await ctx.t.app.inject({
          url: `/ops/api/proofs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: s.headers,
        })
      ).json() as ProofPage;

    const seen: ProofPage['rows'] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const p = await page(cursor);
      expect(p.reasons.length).toBeGreaterThan(0);
      sizes.push(p.rows.length);
      seen.push(...p.rows);
      if (p.next === null) break;
      cursor = p.next;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((r) => r.fileId)).size).toBe(120);
    const keys = seen.map((r) => [Date.parse(r.createdAt), r.fileId] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    // Anything that is not a cursor reads the first page.
    expect((await page('7 or 1=1')).rows[0]?.fileId).toBe(seen[0]?.fileId);
  });
});
