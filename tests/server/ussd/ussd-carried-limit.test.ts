/**
 * A lower limit carried from the latest decision (decision 0053) caps USSD as it caps the app: a
 * Kenyan borrower with bureau arrears declined for the ladder's first level reads on the phone the
 * limit Home shows, and is offered, page after page, exactly the amounts the app offers.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/shared/format';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { assessedWithConsent, bureauId } from '../../support/bureau-file';
import { anApplication, anOrder, aBorrower } from '../../support/factories';
import { setUpTestApp, signIn } from '../helpers';
import { api } from '../loan/steps';

const ctx = setUpTestApp();
const PHONE = '+254712355123';

/** One gateway request as Africa's Talking posts it; the screen it gets back. */
async function post(sessionId: string, text: string): Promise<string> {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/ussd/africastalking',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      sessionId,
      serviceCode: '*150*00#',
      phoneNumber: PHONE,
      networkCode: '63902',
      text,
    }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The amounts of an amount screen: its numbered lines other than the navigation's. */
const amountsOn = (screen: string): string[] =>
  screen
    .split('\n')
    .map((line) => /^(\d+) (.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[1] !== '0' && m[1] !== '98')
    .map((m) => m[2]!);

describe('a carried lower limit on USSD', () => {
  it('shows the limit Home shows and offers only the amounts the app offers', async () => {
    const db = ctx.testDb.db;
    const user = await aBorrower(db, { country: 'KE', mobile: PHONE });
    const forms = {
      personal: { firstName: 'Achieng', lastName: 'Odhiambo', inputBirthday: '12-03-1994' },
      questionnaire: { q1: 'no', q11: '0' },
    };
    const declined = await anApplication(db, {
      user,
      forms: { ...forms, personal: { ...forms.personal, nationalId: bureauId(true, 27_300_000) } },
      amount: 5_000,
      creditLimit: 5_000,
    });
    await assessedWithConsent(
      { db, clock: ctx.t.clock.now, config: ctx.t.config },
      declined,
      '2026-11-1',
    );
    // The borrower applies again and stands at the choice of amount.
    await anOrder(db, user, { status: ORDER_STATUS.confirm, amount: 2_000, creditLimit: 5_000 });

    const token = await signIn(ctx.t, user.mobile, 'login');
    const info = await api(ctx.t, 'getCreditInfo', {}, token);
    const steps = await api(ctx.t, 'productStepAmount', { productId: 'KE-CASH' }, token);
    expect(info.creditLimit).toBe(2_000);
    expect(Math.max(...steps.amounts)).toBe(2_000);

    await post('ATUid_cap_limit', '');
    expect(await post('ATUid_cap_limit', '2')).toContain(formatMoney(info.creditLimit, 'KE'));

    const offered: string[] = [];
    await post('ATUid_cap_borrow', '');
    let text = '3';
    for (let page = 0; page < 20; page++) {
      const screen = await post('ATUid_cap_borrow', text);
      expect(screen).toMatch(/^CON /);
      offered.push(...amountsOn(screen.slice(4)));
      if (!screen.includes('\n98 ')) break;
      text += '*98';
    }
    expect(offered).toEqual(steps.amounts.map((a) => formatMoney(a, 'KE')));
  });
});
