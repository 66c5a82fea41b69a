/** Calls served by src/server/features/payment-plans: a payment plan offered to the borrower. */
import { endpoint, object } from './define';
import { money, orderNo } from './fields';
import { paymentPlan, planId } from './order-fields';

export const paymentPlans = {
  paymentPlan: endpoint({
    method: 'GET',
    path: '/portal/repayment/plan',
    auth: true,
    summary: "The loan's payment plan waiting for acceptance, or the one under way",
    request: object({ orderNo }),
    response: object({ plan: paymentPlan }, []),
  }),
  paymentPlanAccept: endpoint({
    method: 'POST',
    path: '/portal/repayment/plan/accept',
    auth: true,
    summary:
      'Accepts the plan as shown (its total): booked once, the due date follows its instalments',
    request: object({
      orderNo,
      planId,
      total: { ...money, description: 'The total the borrower saw (else planChanged)' },
    }),
    response: paymentPlan,
  }),
} as const;
