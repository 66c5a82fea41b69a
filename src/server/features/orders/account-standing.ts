/**
 * Whether the borrower has money or an application in flight: account deletion is refused while
 * one exists (spec §4). The loan feature answers from its orders; until then nothing is open.
 */
import type { ServerDeps } from '../../types';

export type OpenBusiness = { open: false } | { open: true; reason: 'unpaidLoan' | 'pendingApplication'; orderNo: string };

export async function openBusiness(_deps: ServerDeps, _userId: number): Promise<OpenBusiness> {
  return { open: false };
}
