/**
 * One interface for every bureau submission format; the country's data names which one it uses
 * (schemas/<cc>/country.json `bureau.format`). A format renders the accounts of a file and
 * validates a file against its template's field rules, and reads one back (for the checks).
 */
import type { FieldIssue } from './fields';
import type { Listing, LoanFacts } from './listing';

export type Period = 'daily' | 'monthly';

export interface FileHeader {
  readonly lenderCode: string;
  readonly lenderName: string;
  /** ISO 4217 code of the loans' currency (country.json `currencyCode`). */
  readonly currency: string;
  readonly period: Period;
  /** The business day the file reports. */
  readonly day: number;
}

export interface ReportedAccount {
  readonly facts: LoanFacts;
  /** `held` (disputed) reaches only a format that reports disputed accounts. */
  readonly listing: Listing;
}

/** An account as a file states it, read back by the format. */
export interface ReadAccount {
  readonly accountNumber: string;
  readonly listing: Listing;
  readonly balance: number;
  readonly overdue: number;
}

export interface BureauFormat {
  readonly id: string;
  /**
   * Whether a disputed account stays in the file, marked disputed (the Kenyan template's status
   * `P`), rather than held out of it.
   */
  readonly reportsDisputed?: boolean;
  fileName(header: FileHeader): string;
  render(header: FileHeader, accounts: readonly ReportedAccount[]): string;
  /** Every broken field rule; empty when the file is valid. */
  validate(content: string): FieldIssue[];
  read(content: string): ReadAccount[];
}

/** Cross-field rules every format shares: what a listing says must agree with its amounts. */
export function listingIssues(line: number, a: ReadAccount, daysInArrears: number): FieldIssue[] {
  const issue = (rule: string): FieldIssue[] => [{ line, field: 'listing', rule }];
  if (a.listing === 'negative' && (a.overdue <= 0 || daysInArrears <= 0))
    return issue('negativeWithoutArrears');
  if (a.listing === 'settled' && a.balance !== 0) return issue('settledWithBalance');
  if (a.overdue > a.balance) return issue('overdueAboveBalance');
  return [];
}
