// @vitest-environment jsdom
/** The lending screen (docs/product.md §2 /borrow/lending): waiting for the payout, and cancelling it. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower, summary } from './fixtures';

startApiServer();

beforeEach(signedInBorrower);

describe('lending', () => {
  it('says 10 to 60 minutes while disbursing', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(7) } }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText(/10 to 60 minutes/)).toBeTruthy();
  });

  it("says the money is being sent while the rail has not told the payout's outcome", async () => {
    handle('loanOrderLatest', () => ({
      data: { order: { ...summary(7), payout: { status: 'beingSent', since: 1767200000 } } },
    }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText('Your money is being sent')).toBeTruthy();
    expect(screen.getByText(/sent once, never twice/)).toBeTruthy();
    expect(screen.queryByText(/10 to 60 minutes/)).toBeNull();
  });

  it('says a payout the lender sends again is delayed, why, and that there is nothing to do', async () => {
    handle('loanOrderLatest', () => ({
      data: {
        order: { ...summary(7), payout: { status: 'delayed', since: 1767200000, cause: 'float' } },
      },
    }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText('Your money is delayed')).toBeTruthy();
    expect(screen.getByText(/ran short.*sending your money again/)).toBeTruthy();
    expect(screen.getByText(/You need to do nothing/)).toBeTruthy();
    expect(screen.queryByText(/check your wallet|apply again|Link another wallet/i)).toBeNull();
  });

  it('says a rail fault in its own words, in Kiswahili too', async () => {
    const words = JSON.parse(readFileSync('locales/sw_KE/borrow.json', 'utf8')) as {
      lending: Record<string, string>;
    };
    handle('loanOrderLatest', () => ({
      data: {
        order: { ...summary(7), payout: { status: 'delayed', since: 1767200000, cause: 'rail' } },
      },
    }));
    await renderApp('/borrow/lending', 'sw_KE');
    expect(await screen.findByText(words.lending.delayedTitle!)).toBeTruthy();
    expect(screen.getByText(words.lending.delayedRail!)).toBeTruthy();
    expect(screen.getByText(words.lending.delayedNoAction!)).toBeTruthy();
  });

  it("asks for another wallet only when the borrower's wallet refused the payout", async () => {
    handle('loanOrderLatest', () => ({
      data: { order: { ...summary(10), payoutFailed: { cause: 'wallet' } } },
    }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText('Your wallet did not accept the money')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Link another wallet' });
    expect(link.getAttribute('href')).toBe('/bank_account/add_bankcard');
  });

  it("never blames the wallet when the lender's side failed every try", async () => {
    handle('loanOrderLatest', () => ({
      data: { order: { ...summary(10), payoutFailed: { cause: 'rail' } } },
    }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText(/The fault was ours, not your wallet's/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Link another wallet' })).toBeNull();
    expect(screen.queryByText(/check your wallet/i)).toBeNull();
  });

  it('moves on to repayment once the money is out', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(2) } }));
    // The repayment screen starts loading its bill as soon as it opens; this test stops at the move.
    handle('repaymentDetail', () => 'hang');
    const { router } = await renderApp('/borrow/lending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('says in words why a cancellation was refused when the order cannot be read again', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(18) } }));
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
    }));
    handle('cancelDrawMoney', () => ({ error: 'orderStatusInvalid' }));
    await renderApp('/borrow/lending');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this loan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(
      await screen.findByText(
        /This loan could not be cancelled: its money may already be on its way/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Cancellation fail')).toBeNull();
  });

  it.each([
    [
      'en',
      'The money was sent on 01/01/2026 at 00:00, so the loan can no longer be cancelled. You can repay it early at no extra cost: interest stops on the day you repay.',
    ],
    [
      'sw_TZ',
      'Pesa ilitumwa tarehe 01/01/2026 saa 00:00, kwa hiyo mkopo huu hauwezi tena kughairiwa. Unaweza kuulipa mapema bila gharama ya ziada: riba inakoma siku unayolipa.',
    ],
  ] as const)(
    'says when the money was sent when the payout beat the tap (%s), and moves on',
    async (language, said) => {
      // Approved when the screen opened; paid out automatically before Cancel was tapped.
      let paidOut = false;
      handle('loanOrderLatest', () => ({
        data: {
          order: paidOut ? { ...summary(2), disbursedAt: 1767214800 } : summary(18),
        },
      }));
      handle('getMoneyTime', () => ({
        data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
      }));
      handle('cancelDrawMoney', () => {
        paidOut = true;
        return { error: 'orderStatusInvalid' };
      });
      handle('repaymentDetail', () => 'hang');
      const words = JSON.parse(readFileSync(`locales/${language}/borrow.json`, 'utf8')) as {
        approved: Record<string, string>;
      };
      const { router } = await renderApp('/borrow/lending', language);
      await userEvent.click(await screen.findByRole('button', { name: words.approved.cancel }));
      await userEvent.click(screen.getByRole('button', { name: words.approved.cancelYes }));
      expect(await screen.findByText(said)).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
    },
  );

  it("says why a new wallet's payout waits, and 'Get money now' stays on the approved screen", async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(18) } }));
    let cooling = false;
    const times = handle('getMoneyTime', () => ({
      data: {
        autoDisburseAt: 1767214800,
        expiresAt: 1767301200,
        now: 1767200000,
        ...(cooling ? { walletCoolingUntil: 1767214800 } : {}),
      },
    }));
    const taps = handle('getMoney', () => {
      cooling = true;
      return { data: { orderNo: summary(18).orderNo, status: 18 } };
    });
    const { router } = await renderApp('/borrow/lending');
    await userEvent.click(await screen.findByRole('button', { name: 'Get money now' }));
    expect(await screen.findByText('New wallet: a short safety wait')).toBeTruthy();
    expect(screen.getByText(/money goes to a newly linked wallet only from/)).toBeTruthy();
    expect(taps).toHaveLength(1);
    expect(times.length).toBeGreaterThan(1);
    expect(router.state.location.pathname).toBe('/borrow/lending');
  });
});
