/**
 * The confirm screen's choices and the server's one quote for them. Every figure the borrower sees
 * (fee, tax, interest, coupon, APR…) comes from confirmProductInfo: the phone never prices a loan.
 * Without a kept choice the server starts from the last quote shown, else the last loan, else
 * the middle of the range.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '../../lib/api/use-query';
import { nearestIndex } from './amount-steps';
import { readChoice, saveChoice, type ConfirmChoice } from './confirm-choice';

export function useConfirmQuote(orderNo: string) {
  const [choice, setChoice] = useState<ConfirmChoice>(() => readChoice(orderNo));
  const choose = useCallback(
    (patch: ConfirmChoice) =>
      setChoice((previous) => {
        const next = { ...previous, ...patch };
        saveChoice(orderNo, next);
        return next;
      }),
    [orderNo],
  );
  const quote = useQuery(
    'confirmProductInfo',
    {
      orderNo,
      ...(choice.amount ? { amount: choice.amount } : {}),
      ...(choice.days ? { days: choice.days } : {}),
      ...(choice.couponId ? { couponId: choice.couponId } : {}),
    },
    { keepPreviousData: true },
  );
  const productId = quote.data?.product.productId;
  const steps = useQuery('productStepAmount', productId ? { productId } : null);
  const amounts = steps.data?.amounts ?? [];
  const chosenAmount = choice.amount ?? quote.data?.quote.loanAmount ?? 0;
  return {
    quote,
    steps,
    amounts,
    terms: steps.data?.terms ?? quote.data?.product.terms ?? [],
    amount: chosenAmount,
    amountIndex: nearestIndex(amounts, chosenAmount),
    days: choice.days ?? quote.data?.quote.days ?? 0,
    couponId: choice.couponId ?? '',
    setAmount: useCallback((amount: number) => choose({ amount }), [choose]),
    setDays: useCallback((days: number) => choose({ days }), [choose]),
    setCoupon: useCallback(
      (couponId: string) => choose(couponId ? { couponId } : { couponId: undefined }),
      [choose],
    ),
  };
}
