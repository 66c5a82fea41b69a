/**
 * The repayment receipt SMS names the receipt number the borrower's wallet showed them (the
 * M-Pesa receipt or Selcom reference the rail reported with its result), never the rail's request
 * id or our payment order id, with the amounts of the books; over the real job runner.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, journalLines, paymentIntents } from '../../../src/server/db/schema';
import { startAccrual } from '../../../src/server/domain/accrual';
import { businessDay } from '../../../src/server/domain/business-date';
import { applyReport } from '../../../src/server/features/ledger/callbacks';
import { orderOwed } from '../../../src/server/features/ledger/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import { dbMemory } from '../../../src/server/providers/rails/memory';
import { RAIL_ROUTES } from '../../../src/shared/countries.gen';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { formatAmount } from '../../../src/shared/format';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { totalOwed } from '../../../src/server/domain/allocation';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { serverDeps } from '../loan/steps';

const ctx = setUpTestApp();

// The receipt each rail reports: Daraja's STK callback example's MpesaReceiptNumber
// (developer.safaricom.co.ke, M-Pesa Express), and a Selcom-style numeric reference.
const RECEIPTS = { daraja: 'NLJ7RT61SV', selcom: '0289999288' } as const;

describe('the repayment receipt SMS', () => {
  it.each(COUNTRY_CODES)(
    "%s: names the wallet's receipt number and the books' amounts",
    async (country) => {
      const db = ctx.testDb.db;
      const now = ctx.t.clock.now();
      const today = businessDay(now, country);
      const order = await aBookedLoan(db, {
        amount: 20_000,
        now,
        order: {
          country,
          productId: `${country}-CASH`,
          status: ORDER_STATUS.repaying,
          dueDay: today + 30,
          accrual: startAccrual(today, 0),
        },
      });
      const rail = RAIL_ROUTES[country].wallets.mpesa?.rail ?? 'daraja';
      const payOrderId = 'R0123456789ABCDEF';
      // The rail's id of the request (an STK push's CheckoutRequestID), not what the phone shows.
      const requestRef = 'ws_CO_191220191020363925';
      await db.insert(paymentIntents).values({
        payOrderId,
        orderId: order.id,
        purpose: 'repay',
        amount: 7_000,
        status: 'submitted',
        provider: 'rails',
        providerRef: requestRef,
        account: '+254712345678',
        createdAt: new Date(now),
      });
      // What the adapter keeps when its status query settles the payment.
      await dbMemory(db, ctx.t.clock.now).put(`${rail}:${payOrderId}`, {
        final: 'succeeded',
        receipt: RECEIPTS[rail],
      });
      expect(await applyReport(db, payOrderId, 'succeeded', now)).toBe('applied');
      await runDueJobs(serverDeps(ctx.t, ctx.testDb));

      const texts = ctx.t.sms.recentTexts().filter((m) => m.template === 'receipt.payment');
      expect(texts).toHaveLength(1);
      const text = texts[0]!.text;
      expect(text).toContain(RECEIPTS[rail]);
      expect(text).not.toContain(requestRef);
      expect(text).not.toContain(payOrderId);
      expect(text).not.toMatch(/\{\{|\}\}/);
      // The payment and what is left, as the journal has them.
      const paid = await db
        .select({ amount: journalLines.amount })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          and(
            eq(journalEntries.idemKey, `payment:${payOrderId}`),
            eq(journalLines.account, 'cash'),
          ),
        );
      expect(paid.map((l) => l.amount)).toEqual([7_000]);
      expect(text).toContain(formatAmount(7_000, country));
      const left = totalOwed(await orderOwed(db, order.id));
      expect(text).toContain(formatAmount(left, country));
    },
  );
});
