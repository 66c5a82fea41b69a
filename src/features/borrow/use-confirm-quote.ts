/**
 * The confirm screen's choices and the server's quote for them. Every figure the borrower sees
 * (fee, tax, interest, APR…) comes from confirmProductInfo: the phone never prices a loan.
 */
import { useState } from 'react';
import { useQuery } from '../../lib/api/use-query';
import { nearestIndex } from './amount-steps';

export function useConfirmQuote(orderNo: string) {
  const [amount, setAmount] = useState<number | null>(null);
  const [days, setDays] = useState<number | null>(null);
  // The first read has no choices: the server quotes its defaults (the maximum offered).
  const quote = useQuery(
    'confirmProductInfo',
    { orderNo, ...(amount ? { amount } : {}), ...(days ? { days } : {}) },
    { keepPreviousData: true },
  );
  const productId = quote.data?.product.productId;
  const steps = useQuery('productStepAmount', productId ? { productId } : null);
  const amounts = steps.data?.amounts ?? [];
  const chosenAmount = amount ?? quote.data?.quote.loanAmount ?? 0;
  return {
    quote,
    steps,
    amounts,
    terms: steps.data?.terms ?? quote.data?.product.terms ?? [],
    amount: chosenAmount,
    amountIndex: nearestIndex(amounts, chosenAmount),
    days: days ?? quote.data?.quote.days ?? 0,
    setAmount,
    setDays,
  };
}
