// @vitest-environment jsdom
/**
 * The confirm screen names the product's own tax on the fee: its rate in the row, and no row at
 * all for a product that has none (a country whose fees carry no such tax).
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { confirmAnswer, confirmScreen, product, signedInBorrower } from './fixtures';

startApiServer();

beforeEach(signedInBorrower);

/** The confirm screen with a product taxing its fee at `rate` percent. */
function taxedAt(rate: number) {
  confirmScreen();
  handle('confirmProductInfo', ({ input }) => {
    const answer = confirmAnswer(input.amount ?? 60000, input.days ?? 91);
    const feeTax = Math.round((answer.quote.fee * rate) / 100);
    return {
      data: {
        ...answer,
        product: { ...product, feeTaxRate: rate },
        quote: {
          ...answer.quote,
          feeTax,
          disbursalAmount: answer.quote.loanAmount - answer.quote.fee - feeTax,
        },
      },
    };
  });
}

describe('the tax row of the confirm screen', () => {
  it("names the product's rate", async () => {
    taxedAt(15);
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('Tax on the fee (15%)')).toBeTruthy();
    expect(screen.queryByText(/18%/)).toBeNull();
  });

  it('is left out when the product has no tax on the fee', async () => {
    taxedAt(0);
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('Processing fee')).toBeTruthy();
    expect(screen.queryByText(/Tax on the fee/)).toBeNull();
  });
});
