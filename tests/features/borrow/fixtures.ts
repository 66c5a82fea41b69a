/** Contract-shaped answers shared by the borrow screen tests. */
import { aprBp } from '../../../src/server/domain/pricing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle } from '../../app/support/api-server';

export const product = {
  productId: 'p1',
  name: 'Mkopo',
  currency: 'TZS' as const,
  minAmount: 1000,
  maxAmount: 60000,
  stepAmount: 1000,
  terms: [91, 180],
  interestRatePerDay: 0.08,
  feeRate: 5,
  feeTaxRate: 18,
  penaltyRatePerDay: 2,
};

export function quoteFor(amount = 60000, days = 91, off = { feeOff: 0, interestOff: 0 }) {
  const fee = Math.round(amount * 0.05) - off.feeOff;
  const feeTax = Math.round(fee * 0.18);
  const interest = Math.round((amount * 0.3 * days) / 365) - off.interestOff;
  const disbursalAmount = amount - fee - feeTax;
  const repayAmount = amount + interest;
  return {
    loanAmount: amount,
    fee,
    feeTax,
    interest,
    ...off,
    disbursalAmount,
    repayAmount,
    totalCostOfCredit: repayAmount - disbursalAmount,
    // The server's own APR of these numbers (57.03 % for 60,000 over 91 days), never a typed guess.
    apr: aprBp(disbursalAmount, repayAmount, days) / 100,
    days,
    dueDate: 1767214800,
    interestRatePerDay: 0.08,
    penaltyRatePerDay: 2,
  };
}

/** A confirmProductInfo answer: the one quote, its id and the product. */
export function confirmAnswer(
  amount = 60000,
  days = 91,
  extra: { couponId?: string; off?: { feeOff: number; interestOff: number } } = {},
) {
  return {
    orderNo: 'A1',
    quoteId: `q-${amount}-${days}-${extra.couponId ?? ''}`,
    expiresAt: 1767214800,
    signer: { firstName: 'Asha', lastName: 'Juma' },
    ...(extra.couponId ? { couponId: extra.couponId } : {}),
    product,
    quote: quoteFor(amount, days, extra.off),
  };
}

export const summary = (status: 1 | 2 | 7 | 10 | 14 | 18 | 19) => ({
  orderNo: 'A1',
  status,
  productName: 'Mkopo',
  currency: 'TZS' as const,
  loanAmount: 60000,
  repayAmount: 64488,
  days: 91,
  createdAt: 1760000000,
});

export { signedInBorrower } from '../../app/support/signed-in';

/** Home's answers once the borrower's last loan is repaid (4): they may apply again. */
export function lastLoanFinished(): void {
  handle('homepageData', () => ({ data: { currency: 'TZS', minAmount: 1000, maxAmount: 150000 } }));
  handle('loanOrderLatest', () => ({ data: { order: { ...summary(2), status: 4 as const } } }));
}

/** The confirm screen's answers: quotes follow the amount and term asked; the agreement the last quote. */
export function confirmScreen() {
  handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
  const quotes = handle('confirmProductInfo', ({ input }) => ({
    data: confirmAnswer(input.amount ?? 60000, input.days ?? 91),
  }));
  handle('productStepAmount', () => ({
    data: { amounts: [1000, 30000, 60000], terms: [91, 180] },
  }));
  handle('lotteryDrawCoupons', () => ({ data: { list: [], total: 0 } }));
  // The agreement follows the last quote shown, as the server's does.
  handle('loanAgreement', () => {
    const last = quotes.at(-1)?.input;
    const amount = last?.amount ?? 60000;
    const days = last?.days ?? 91;
    return {
      data: {
        orderNo: 'A1',
        quoteId: `q-${amount}-${days}-`,
        lang: 'en' as const,
        text: `Loan agreement A1\n\n1. The loan\n• Amount borrowed: TZS ${amount.toLocaleString('en')}`,
        sha256: 'a'.repeat(64),
      },
    };
  });
  return quotes;
}

/** Ticks the agreement and the consent to credit reporting, each its own box. */
export async function tickBoth() {
  await userEvent.click(
    await screen.findByRole('checkbox', { name: /agree to the loan agreement/ }),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /consent to credit reporting/ }));
}
