/** The repayment screens' shared set-up: one loan's repayment detail and its cashier's answers. */
import { handle } from '../../app/support/api-server';
import { signedInBorrower } from '../../app/support/signed-in';
import type { RepaymentDetailResponse } from '../../../src/shared/contract/types.gen';

export type Channel = RepaymentDetailResponse['channels'][number];

export const channels: Channel[] = [
  { channelId: 'c-online', name: 'M-Pesa', kind: 'online' },
  {
    channelId: 'c-bill',
    name: 'Pay bill',
    kind: 'bill',
    businessNumber: '555000',
    guides: ['bill', 'qr'],
  },
];

/** Loan A1: TZS 50,000 for 91 days, nothing repaid yet, unless `over` says otherwise. */
export function repaymentDetail(
  over: Partial<RepaymentDetailResponse> = {},
): RepaymentDetailResponse {
  return {
    orderNo: 'A1',
    status: 2,
    productName: 'Mkopo',
    currency: 'TZS',
    loanAmount: 50000,
    fee: 2500,
    feeTax: 450,
    interest: 3740,
    disbursalAmount: 47050,
    repayAmount: 53740,
    totalCostOfCredit: 6690,
    apr: 55,
    days: 91,
    dueDate: 1767214800,
    interestRatePerDay: 0.08,
    penaltyRatePerDay: 2,
    phase: 1,
    phases: 1,
    overdueDays: 0,
    penalty: 0,
    penaltyReduction: 0,
    amountRepaid: 0,
    amountDue: 53740,
    minRepayAmount: 1000,
    totalLoanLine: 60000,
    repaymentMobile: '0712***678',
    bankCode: 'mpesa',
    canExtend: true,
    extensionDays: 7,
    channels,
    ...over,
  } as RepaymentDetailResponse;
}

/** A signed-in borrower whose open cashier page finds its payment pending. */
export function signedInWithPendingPayment(): void {
  signedInBorrower();
  handle('repaymentStatus', ({ input }) => ({
    data: { payOrderId: input.payOrderId, status: 'pending', amount: 20000, expiresAt: 4102444800 },
  }));
}
