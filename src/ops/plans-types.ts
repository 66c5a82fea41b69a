/** Payment plans as the console reads them (server: features/ops-console/payment-plans.ts). */
import type { Country } from '../shared/countries';

export interface PlanRow {
  id: number;
  orderNo: string;
  country?: Country;
  kind: 'instalments' | 'dueDateMove';
  status: 'proposed' | 'approved' | 'declined' | 'active' | 'kept' | 'broken' | 'expired';
  reason: string;
  total: number;
  instalments: { date: string; amount: number }[];
  proposedBy: { id: number; email: string | null };
  approvedBy: { id: number; email: string | null } | null;
  proposedAt: string;
  acceptedAt: string | null;
}

/** Refusals the plan forms word themselves (the rest read as a failure with their code). */
export const PLAN_REFUSALS = [
  'badInput',
  'notOpen',
  'planCount',
  'planFirstDay',
  'planTooLong',
  'planOpen',
  'ownProposal',
  'planNotPending',
];
