// @vitest-environment jsdom
/**
 * Customer service, About and the legal texts show the borrower's own country, from its
 * country.json (served at run time): a Kenyan borrower never sees the Tanzanian number.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

const signIn = (country: 'TZ' | 'KE', mobile: string) => {
  const user = { userId: '7', mobile, country, createdAt: 1700000000 };
  setItem('token', { Authorization: 't' });
  setItem('userInfo', user);
  handle('getUserInfo', () => ({ data: user }));
  handle('feedbackRedDotMarker', () => ({ data: { unread: 0, show: false } }));
};

beforeEach(() => localStorage.clear());

describe('country content', () => {
  it('gives a Kenyan borrower Kenya’s customer service and hours', async () => {
    signIn('KE', '+254712345678');
    await renderApp('/user_center/customer_services');
    expect(await screen.findByRole('link', { name: '+254 700 000 000' })).toBeTruthy();
    expect(screen.queryByText(/\+255/)).toBeNull();
    expect(screen.getByText('We answer every day from 09:00 to 18:00 (Kenya time).')).toBeTruthy();
  });

  it('names the borrower’s country in About, in their language', async () => {
    signIn('TZ', '+255712345678');
    await renderApp('/user_center/about_us', 'es');
    expect(await screen.findByText(/billetera de dinero móvil en Tanzania\.$/)).toBeTruthy();
  });

  it('names the licensed lender of the borrower’s country in About', async () => {
    signIn('KE', '+254712345678');
    await renderApp('/user_center/about_us');
    expect(
      await screen.findByText(
        'Loans are made by Mkopo Credit Kenya Limited, licensed by the Central Bank of Kenya (licence DCP/2026/0000), P.O. Box 00000-00100, Nairobi, Kenya.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Tanzania Limited/)).toBeNull();
  });
});
