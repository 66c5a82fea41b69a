// @vitest-environment jsdom
/** Protects the opt-in limit: after timely repayment Home offers the higher limit, in words. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { summary } from '../borrow/fixtures';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  handle('homepageData', () => ({ data: { currency: 'TZS', minAmount: 1000, maxAmount: 150000 } }));
  handle('loanOrderLatest', () => ({ data: { order: { ...summary(2), status: 4 as const } } }));
});

const credit = (level: number, creditLimit: number) =>
  handle('getCreditInfo', () => ({
    data: { currency: 'TZS', creditLimit, availableLimit: creditLimit, level },
  }));

describe('raised limit on Home', () => {
  it('says "You can now borrow up to" the new limit after timely repayment', async () => {
    credit(2, 150000);
    await renderApp('/');
    expect(await screen.findByText('You can now borrow up to TZS 150,000')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('says nothing of a raise at the first level', async () => {
    credit(1, 60000);
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
    expect(screen.queryByText(/You can now borrow up to/)).toBeNull();
  });

  it('is in Kiswahili for a Kiswahili borrower', async () => {
    credit(2, 150000);
    await renderApp('/', 'sw_KE');
    expect(await screen.findByText('Sasa unaweza kukopa hadi TZS 150,000')).toBeTruthy();
  });
});
