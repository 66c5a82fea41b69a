/** Protects the agreement document: every fact filled, none left blank, coupons said as such. */
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legal.json';
import es from '../../../locales/es/legal.json';
import sw from '../../../locales/sw_KE/legal.json';
import { fill, renderAgreement } from '../../../src/server/domain/agreement';

const facts = {
  orderNo: 'A1',
  appName: 'Mkopo',
  lender: 'Mkopo Credit Tanzania Limited, trading as Mkopo',
  name: 'Neema Mushi',
  currency: 'TZS',
  amount: '60,000',
  fee: '3,000',
  taxRate: '18',
  feeTax: '540',
  disbursal: '56,460',
  interest: '4,039',
  interestRate: '30',
  repay: '64,039',
  dueDate: '2026-03-01',
  days: '91',
  cost: '7,579',
  apr: '53.84',
  penaltyRate: '2',
  rolloverDays: '7',
  rolloverRate: '5',
};

describe('renderAgreement', () => {
  it("carries this loan's figures and the coupon that lowered the interest", () => {
    const text = renderAgreement(en.loanAgreement, facts, { feeOff: null, interestOff: '449' });
    expect(text).toContain('Loan agreement A1');
    expect(text).toContain('Neema Mushi');
    expect(text).toContain('between Mkopo Credit Tanzania Limited, trading as Mkopo (the lender)');
    expect(text).toContain('Interest: TZS 4,039 (after a coupon of TZS 449), at 30% a year');
    expect(text).toContain('Processing fee: TZS 3,000\n');
    expect(text).toContain('Total to repay: TZS 64,039');
    expect(text).toContain('(APR), fees and tax included: 53.84%');
    expect(text).toContain('penalty of 2% a day');
    expect(text).toContain('7 days later by paying a rollover fee of 5%');
  });

  it('is written in Kiswahili for a Kiswahili borrower', () => {
    const text = renderAgreement(sw.loanAgreement, facts, { feeOff: '500', interestOff: null });
    expect(text).toContain('Mkataba wa mkopo A1');
    expect(text).toContain('Ada ya usindikaji: TZS 3,000 (baada ya kuponi ya TZS 500)');
  });

  it('names no tax for a product without a tax on the fee, in every language', () => {
    const untaxed = { ...facts, taxRate: null, feeTax: null, disbursal: '57,000' };
    for (const template of [en.loanAgreement, es.loanAgreement, sw.loanAgreement]) {
      const taxed = renderAgreement(template, facts, { feeOff: null, interestOff: null });
      const text = renderAgreement(template, untaxed, { feeOff: null, interestOff: null });
      // The same document less the tax's line, the payout being the amount less the fee alone.
      const taxLine = taxed.split('\n').find((line) => line.includes('(18%)'));
      expect(taxLine).toBeDefined();
      expect(text).not.toContain(taxLine!);
      expect(text).not.toContain(template.deducted.taxed);
      expect(text).toContain(`(${template.deducted.untaxed}): TZS 57,000`);
      expect(text.split('\n')).toHaveLength(taxed.split('\n').length - 1);
      expect(taxed).toContain(`(${template.deducted.taxed}): TZS 56,460`);
    }
  });

  it('refuses to leave a fact blank', () => {
    expect(() => fill('Pay {{repay}} by {{dueDate}}', { repay: '1' })).toThrow(/dueDate/);
  });
});
