// @vitest-environment jsdom
/**
 * Accepted ID photos survive a reload (issue: opening the camera often reloads the tab on cheap
 * phones, and everything had to be retaken): the screen asks the server what it has accepted.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem('mkopo.cameraConsent', '1');
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
});

describe('the ID screen after a reload', () => {
  it('shows the front and back the server accepted and asks only for the face', async () => {
    handle('kycStatus', () => ({ data: { front: true, back: true, face: false } }));
    await renderApp('/auth/id_card_authentication');
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please complete facial recognition.')).toBeTruthy();
  });

  it('goes on when all three were accepted before the reload', async () => {
    handle('kycStatus', () => ({ data: { front: true, back: true, face: true } }));
    const finished = handle('finishUploadAllImg', () => ({ data: { orderNo: 'A1', status: 17 } }));
    handle('loanOrderLatest', () => ({ data: {} }));
    const { router } = await renderApp('/auth/id_card_authentication');
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/loan_question'));
    expect(finished).toHaveLength(1);
  });
});
