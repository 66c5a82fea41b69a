/** Calls served by src/server/features/payment-plans: a payment plan offered to the borrower. */
import { endpoint, object } from './define';
import { currency, epochSeconds, money, orderNo } from './fields';

const planId = { type: 'integer', minimum: 1, description: 'The plan' } as const;

/** The plan's key facts: every instalment with its date and amount, and their total. */
const paymentPlan = object(
  {
    id: planId,
    kind: {
      type: 'string',
      enum: ['instalments', 'dueDateMove'],
      description: 'Instalments, or one payment on a later due date',
    },
    status: {
      type: 'string',
      enum: ['approved', 'active'],
      description: 'approved: waiting for the borrower to accept; active: accepted and booked',
    },
    currency,
    total: {
      ...money,
      description: 'What is owed today: the plan adds no fee, interest or penalty',
    },
    instalments: {
      type: 'array',
      items: object({
        dueDate: { ...epochSeconds, description: 'The end of the day it is due by' },
        amount: money,
      }),
    },
    acceptBy: { ...epochSeconds, description: 'An approved plan may be accepted until then' },
  },
  ['id', 'kind', 'status', 'currency', 'total', 'instalments'],
);

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
