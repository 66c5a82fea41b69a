/**
 * Code that only means something inside a transaction (a row lock) takes a `Tx`: the type check
 * refuses the bare database there (the @ts-expect-error below fails `npm run typecheck` the day it
 * is accepted), and a transaction is taken wherever the database is.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import type { Tx } from '../../../src/server/db/tx';
import { lockOrder } from '../../../src/server/features/orders/repo';
import { aBorrower, anOrder } from '../../support/factories';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();

describe('Tx', () => {
  it('is what a row lock takes; the bare database is refused by the type check', async () => {
    const db = ctx.testDb.db;
    const order = await anOrder(db, await aBorrower(db));
    // @ts-expect-error: a lock outside a transaction would end with its statement
    const outside = (): unknown => lockOrder(db, order.id);
    expect(typeof outside).toBe('function');
    const locked = await db.transaction(async (tx) => (await lockOrder(tx, order.id))?.id);
    expect(locked).toBe(order.id);
  });

  it('goes wherever the database goes', () => {
    const widen = (tx: Tx): Db => tx;
    expect(typeof widen).toBe('function');
  });
});
