/** Contract-shaped answers shared by the borrow screen tests. */
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

export function quoteFor(amount = 60000, days = 91) {
  const fee = Math.round(amount * 0.05);
  const feeTax = Math.round(fee * 0.18);
  const interest = Math.round((amount * 0.3 * days) / 365);
  const disbursalAmount = amount - fee - feeTax;
  const repayAmount = amount + interest;
  return {
    loanAmount: amount,
    fee,
    feeTax,
    interest,
    disbursalAmount,
    repayAmount,
    totalCostOfCredit: repayAmount - disbursalAmount,
    apr: 62.4,
    days,
    dueDate: 1767214800,
    interestRatePerDay: 0.08,
    penaltyRatePerDay: 2,
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
