/** The borrower and loan summary as the console's API answers it (server ops-console/summary.ts). */
import type { Country } from '../shared/countries';

export type FlagKind = 'fraud' | 'deceased' | 'dispute' | 'doNotContact';

export interface LoanSummary {
  orderNo: string;
  status: number;
  country: Country;
  amount: number | null;
  dueDate: string | null;
  daysPastDue: number;
  owedOnDueDate: number | null;
  owedToday: number | null;
}

export interface BorrowerSummary {
  userId: number;
  name: string | null;
  mobile: string;
  country: Country;
  /** Absent from an answer that carries none (an older server, a borrower never flagged). */
  flags?: FlagKind[];
  loans: number;
  loan: LoanSummary | null;
}

/** A search row's last loan (GET /borrowers?q=). */
export interface LastLoan {
  orderNo: string;
  status: number;
  amount: number | null;
  createdAt: string;
  daysPastDue: number;
}
