/**
 * The events of the ledger property (ledger-properties.test.ts): provider reports and status
 * queries for the payout and for repayments, days passing, and staff's waivers and write-offs.
 */
import fc from 'fast-check';

export type Event =
  | { kind: 'payoutReport'; report: 'succeeded' | 'failed' | 'pending'; eventId: number }
  | { kind: 'payoutQuery' }
  | { kind: 'openRepay'; amount: number }
  | {
      kind: 'repayReport';
      index: number;
      report: 'succeeded' | 'failed' | 'pending';
      eventId: number;
    }
  | { kind: 'days'; n: number }
  /** Percent of the penalty owed (above 100: more than owed, refused). */
  | { kind: 'waive'; percent: number }
  | { kind: 'writeOff' };

const report = fc.constantFrom('succeeded' as const, 'failed' as const, 'pending' as const);
export const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant('payoutReport' as const),
    report,
    eventId: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('payoutQuery' as const) }),
  fc.record({
    kind: fc.constant('openRepay' as const),
    amount: fc.integer({ min: 1, max: 80_000 }),
  }),
  fc.record({
    kind: fc.constant('repayReport' as const),
    index: fc.nat(5),
    report,
    eventId: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('days' as const), n: fc.integer({ min: 1, max: 120 }) }),
  fc.record({
    kind: fc.constant('waive' as const),
    percent: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ kind: fc.constant('writeOff' as const) }),
);
