/**
 * A borrower's call reaches an order by number only if it is theirs: another borrower's order, or
 * a number that names none, is "order not found" alike, so order numbers reveal nothing.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/server/api-error';
import { requireOwnOrder } from '../../../src/server/features/orders';
import { codes } from '../../../src/shared/contract/codes';
import { aBorrower, anOrder } from '../../support/factories';
import { call, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp();

describe('requireOwnOrder', () => {
  it("gives the borrower their own order, and anyone else's or none as not found", async () => {
    const db = ctx.testDb.db;
    const owner = await aBorrower(db);
    const other = await aBorrower(db);
    const order = await anOrder(db, owner);
    expect((await requireOwnOrder(db, owner.id, order.orderNo)).id).toBe(order.id);
    for (const [userId, orderNo] of [
      [other.id, order.orderNo],
      [owner.id, `${order.orderNo}x`],
    ] as const) {
      const refused = await requireOwnOrder(db, userId, orderNo).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).codeName).toBe('orderNotFound');
    }
  });

  it("answers a call about another borrower's order as not found", async () => {
    const token = await signIn(ctx.t, '0712300001');
    const stranger = await anOrder(ctx.testDb.db, await aBorrower(ctx.testDb.db));
    const answer = (
      await call(ctx.t.app, 'getMoneyTime', { orderNo: stranger.orderNo }, { token })
    ).json();
    expect(answer.code).toBe(codes.orderNotFound.code);
    expect(JSON.stringify(answer)).not.toContain(String(stranger.id));
  });
});
