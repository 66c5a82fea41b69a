// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '../../../src/features/legal/consent';
import { startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();
beforeEach(() => localStorage.clear());

describe('legal texts and permissions (§6)', () => {
  it('discloses what is used and never used; reject is remembered and continues to register', async () => {
    const { router } = await renderApp('/pop?redirect=%2Fuser%2Fregister');
    expect(await screen.findByText('Camera')).toBeTruthy();
    for (const never of [
      'Your contacts list',
      'Your SMS messages',
      'Your call log',
      'Your location',
      'Your photo gallery',
    ]) {
      expect(screen.getByText(never)).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(readConsent()).toBe('rejected');
  });

  it('titles /pop "Permissions" and /perm, reached from Settings, "Data we use"', async () => {
    const pop = await renderApp('/pop');
    expect(await screen.findByRole('heading', { name: 'Permissions' })).toBeTruthy();
    pop.unmount();
    await renderApp('/perm');
    expect(await screen.findByRole('heading', { name: 'Data we use' })).toBeTruthy();
  });

  it('shows the terms with the fee, tax, penalty cap, rollover and bureau in Swahili, with the app name', async () => {
    await renderApp('/terms', 'sw_KE');
    expect(await screen.findByText(/Masharti haya yanahusu kila mkopo kutoka Mkopo/)).toBeTruthy();
    // The rates and days are the product's, stated where the loan is priced, not here.
    expect(screen.getByText(/kodi yoyote ambayo sheria inaweka juu ya ada hiyo/)).toBeTruthy();
    expect(screen.getByText(/mkataba wako wa mkopo unaonyesha kiwango chake/)).toBeTruthy();
    expect(screen.getByText('Kuongeza muda (siku zaidi)')).toBeTruthy();
    expect(screen.getByText('Taasisi ya taarifa za mikopo')).toBeTruthy();
  });

  it('lists the agreements and opens the loan renewal agreement', async () => {
    const { router } = await renderApp('/agreements');
    await userEvent.click(await screen.findByRole('link', { name: 'Loan renewal agreement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/convenios'));
    expect(await screen.findByText('What a rollover is')).toBeTruthy();
  });

  it('the privacy policy says what is never collected and how to delete the account', async () => {
    await renderApp('/privacy_policy', 'es');
    expect(await screen.findByText('Qué nunca recopilamos')).toBeTruthy();
    expect(screen.getByText('Cómo eliminar tu cuenta')).toBeTruthy();
  });
});
