/**
 * A request for each console route (sign-in aside): a URL of its pattern and a payload its
 * handler gets past the permission check with. The action each needs is not written here: it is
 * the route's own, as the server registers it (registered-routes.ts), and every registered route
 * must have a case, so a new route is covered the day it is added.
 */
export interface RouteCase {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly payload?: Record<string, unknown>;
  /** Ends the session it is sent with: sent with a session of its own. */
  readonly endsSession?: true;
}

const post = (url: string, payload?: Record<string, unknown>): RouteCase => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
});
const get = (url: string): RouteCase => ({ method: 'GET', url });

export const ROUTE_CASES: readonly RouteCase[] = [
  get('/ops/api/me'),
  { ...post('/ops/api/logout'), endsSession: true },
  get('/ops/api/borrowers?q=0712345678'),
  get('/ops/api/borrowers/1'),
  get('/ops/api/borrowers/1/images/0123456789abcdef01234567'),
  get('/ops/api/borrowers/1/flags'),
  post('/ops/api/borrowers/1/flags', { kind: 'fraud', reason: 'x' }),
  post('/ops/api/borrowers/1/flags/1/lift', { reason: 'x' }),
  get('/ops/api/borrowers/1/profile'),
  get('/ops/api/borrowers/1/data-copy'),
  get('/ops/api/summary/borrowers/1'),
  get('/ops/api/summary/orders/TZ0001'),
  get('/ops/api/orders?status=2,3'),
  get('/ops/api/orders?format=csv'),
  get('/ops/api/orders/TZ0001'),
  get('/ops/api/orders/TZ0001/decisions'),
  get('/ops/api/orders/TZ0001/payout-hold'),
  get('/ops/api/credit/compare'),
  get('/ops/api/portfolio'),
  get('/ops/api/ussd/drop-off?days=7'),
  get('/ops/api/rails'),
  get('/ops/api/files'),
  get('/ops/api/audit'),
  get('/ops/api/audit?format=csv&staff=system'),
  get('/ops/api/audit/verify'),
  get('/ops/api/staff/roles'),
  post('/ops/api/staff/role', { email: 'nobody@lender.test', role: 'support' }),
  post('/ops/api/staff/role/1/approve'),
  post('/ops/api/staff/role/1/decline'),
  get('/ops/api/bureau/files'),
  get('/ops/api/bureau/files/1'),
  get('/ops/api/bureau/notices?delivered=no'),
  get('/ops/api/bureau/files/1/download'),
  post('/ops/api/bureau/files/1/submitted', {
    bureau: 'Creditinfo Tanzania',
    reference: 'CI-2026-001',
  }),
  get('/ops/api/proofs'),
  get('/ops/api/proofs/1/image'),
  post('/ops/api/proofs/1/approve', { amount: 1 }),
  post('/ops/api/proofs/1/reject', { reason: 'unreadable' }),
  post('/ops/api/orders/TZ0001/waiver', { amount: 1, reason: 'x' }),
  post('/ops/api/orders/TZ0001/write-off', { reason: 'x' }),
  post('/ops/api/orders/TZ0001/refund', { reason: 'x' }),
  post('/ops/api/orders/TZ0001/payout-hold/release', { reason: 'x' }),
  get('/ops/api/checks?status=pending'),
  post('/ops/api/checks/1/approve', { note: 'x' }),
  post('/ops/api/checks/1/reject', { note: 'x' }),
  get('/ops/api/referrals'),
  post('/ops/api/referrals/TZ0001/approve'),
  post('/ops/api/referrals/TZ0001/reject', { reason: 'x', reapplyOn: '2026-12-01' }),
  get('/ops/api/disputes'),
  post('/ops/api/disputes/1/resolve', { resolution: 'checked' }),
  get('/ops/api/reconciliation'),
  get('/ops/api/feedback'),
  get('/ops/api/feedback/1'),
  post('/ops/api/feedback/1', { status: 2 }),
  get('/ops/api/staff'),
  post('/ops/api/staff', { email: 'bad', role: 'x' }),
  post('/ops/api/staff/change', { email: 'bad', role: 'x' }),
  get('/ops/api/collections/queue?country=TZ'),
  get('/ops/api/collections/collectors'),
  post('/ops/api/collections/assign', { country: 'TZ' }),
  get('/ops/api/collections/loans/TZ0001/contacts'),
  post('/ops/api/collections/loans/TZ0001/contacts', { outcome: 'reached', note: 'spoke' }),
  get('/ops/api/collections/plans?status=proposed'),
  get('/ops/api/collections/loans/TZ0001/plans'),
  post('/ops/api/collections/loans/TZ0001/plans', { kind: 'x', count: 2, reason: 'x' }),
  post('/ops/api/collections/plans/1/approve', { note: 'x' }),
  post('/ops/api/collections/plans/1/decline', { note: 'x' }),
  get('/ops/api/rights-requests'),
  get('/ops/api/rights-requests/register.csv?from=2026-01-01&to=2026-01-31'),
  post('/ops/api/rights-requests/1/acknowledge'),
  post('/ops/api/rights-requests/1/close', { outcome: 'upheld', response: 'x' }),
];
