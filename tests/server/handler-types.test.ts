/**
 * Handlers are typed by the contract (docs/architecture.md §3): a signed-in call's handler gets its borrower
 * without a null check, a public call's may have none; and the route layer holds what the type
 * promises at run time.
 */
import { describe, expectTypeOf, expect, it } from 'vitest';
import type { AuthUser, CallUser } from '../../src/server/types';
import { routes } from '../../src/shared/contract/routes.gen';
import { call, setUpTestApp } from './helpers';

const ctx = setUpTestApp();

describe('handler types', () => {
  it('give a signed-in call its borrower, and a public call maybe none', () => {
    expect(routes.repaymentDetail.auth).toBe(true);
    expect(routes.existsByMobile.auth).toBe(false);
    expectTypeOf<CallUser<'repaymentDetail'>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallUser<'existsByMobile'>>().toEqualTypeOf<AuthUser | null>();
  });

  it('never run a signed-in handler without a session', async () => {
    const res = await call(ctx.t.app, 'repaymentDetail', { orderNo: 'L1' });
    expect(res.json()).toMatchObject({ code: 10010301 });
  });
});
