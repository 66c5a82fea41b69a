/** Coupon rules of docs/product.md §3/§7: the once-per-borrower draw, the lists, the preview on a quote. */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { ApiError } from '../../api-error';
import { findUserById } from '../auth';
import type { ServerDeps } from '../../types';
import { couponDiscount } from './redeem';
import { couponStatus, type CouponStatus } from './discount-rule';
import { pickPrize } from './draw';
import { prizesOf } from './prizes';
import * as repo from './repo';

type Coupon = EndpointTypes['lotteryDrawCreate']['response']['coupon'];
type CouponList = EndpointTypes['lotteryDrawCoupons']['response'];

const DAY_MS = 86_400_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A coupon row as the contract shows it. */
export function toCoupon(row: repo.CouponRow, now: number): Coupon {
  const status = couponStatus(row, now);
  return {
    couponId: String(row.id),
    name: row.name,
    kind: row.kind,
    amount: row.amount,
    ...(row.percent !== null ? { percent: row.percent } : {}),
    minLoanAmount: row.minLoanAmount,
    expiresAt: seconds(row.expiresAt),
    status,
    usable: status === 'usable',
    ...(row.usedAt ? { usedAt: seconds(row.usedAt) } : {}),
    ...(row.usedByOrder ? { orderNo: row.usedByOrder } : {}),
  };
}

export async function isShow(deps: ServerDeps, userId: number): Promise<{ show: boolean }> {
  return { show: !(await repo.hasDrawn(deps.db, userId)) };
}

/** Plays the draw once: the prize of the user's country, valid for the prize's days. */
export async function draw(deps: ServerDeps, userId: number): Promise<{ coupon: Coupon }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const prizes = prizesOf(user.country, deps.log);
  if (prizes.length === 0) throw new ApiError('notAvailable');
  const prize = pickPrize(userId, prizes);
  const now = deps.clock();
  const row = await repo.insertDrawCoupon(deps.db, {
    userId,
    name: prize.name,
    kind: prize.kind,
    amount: prize.amount ?? 0,
    percent: prize.percent ?? null,
    minLoanAmount: prize.minLoanAmount,
    expiresAt: new Date(now + prize.validDays * DAY_MS),
    source: 'draw',
    createdAt: new Date(now),
  });
  if (!row) throw new ApiError('noDraw');
  return { coupon: toCoupon(row, now) };
}

export async function quantity(deps: ServerDeps, userId: number): Promise<{ quantity: number }> {
  return { quantity: await repo.countUsable(deps.db, userId, new Date(deps.clock())) };
}

export async function list(
  deps: ServerDeps,
  userId: number,
  input: { status?: CouponStatus; page?: number; pageSize?: number },
): Promise<CouponList> {
  const now = deps.clock();
  const pageSize = input.pageSize ?? 20;
  const { rows, total } = await repo.listCoupons(deps.db, userId, {
    ...(input.status ? { status: input.status } : {}),
    now: new Date(now),
    limit: pageSize,
    offset: ((input.page ?? 1) - 1) * pageSize,
  });
  return { list: rows.map((row) => toCoupon(row, now)), total };
}

/** The confirm screen's preview; the loan feature applies the same rule when it quotes. */
export async function preview(
  deps: ServerDeps,
  userId: number,
  input: EndpointTypes['lotteryDrawCouponUse']['request'],
): Promise<EndpointTypes['lotteryDrawCouponUse']['response']> {
  const { feeOff, interestOff } = await couponDiscount(deps, userId, input.couponId, input);
  return { feeOff, interestOff, discount: feeOff + interestOff };
}
