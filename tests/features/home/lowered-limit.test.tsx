// @vitest-environment jsdom
/**
 * Home after a decision that lent less than the ladder (decision 0053): the limit we lend now
 * and the policy's reasons, in words, and no promise of a raise beside it.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { lastLoanFinished, signedInBorrower } from '../borrow/fixtures';

startApiServer();

beforeEach(() => {
  signedInBorrower();
  lastLoanFinished();
  handle('repaymentReceipts', () => ({
    data: { list: [], credit: { credit: 0, refunding: 0, refunded: 0, carried: 0 } },
  }));
});

describe('a lowered limit on Home', () => {
  it('says how much we lend now and why', async () => {
    handle('getCreditInfo', () => ({
      data: {
        currency: 'TZS',
        creditLimit: 20000,
        availableLimit: 20000,
        level: 2,
        limitReasons: ['checksUnavailable', 'shortHistory'],
      },
    }));
    await renderApp('/');
    expect(await screen.findByText('We can lend you up to TZS 20,000 now.')).toBeTruthy();
    expect(screen.getByText(/could not finish checking your details/)).toBeTruthy();
    expect(screen.getByText(/not yet repaid enough loans with us on time/)).toBeTruthy();
    expect(screen.queryByText(/You can now borrow up to/)).toBeNull();
  });

  it('says nothing when the limit is the ladder’s', async () => {
    handle('getCreditInfo', () => ({
      data: { currency: 'TZS', creditLimit: 60000, availableLimit: 60000, level: 1 },
    }));
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
    expect(screen.queryByText(/We can lend you up to/)).toBeNull();
  });
});
