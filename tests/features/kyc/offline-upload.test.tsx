// @vitest-environment jsdom
/**
 * An ID photo sent while the connection drops is not lost (issue: offline the step had to be
 * redone): the retry banner's button sends the same photo again and the slot shows it accepted.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload } from './multipart';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setItem('token', { Authorization: 't' });
  handle('kycStatus', () => ({ data: { front: false, back: false, face: false } }));
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
});

describe('an ID photo sent offline', () => {
  it('is sent again by Retry and accepted, without taking it again', async () => {
    const fronts = handleUpload('uploadCurpFront', () => ({
      data: { fileId: 'f1', url: '/u/f1' },
    }));
    handle('curpOcr', () => ({ data: { passed: true } }));
    server.use(
      http.post('/api/user/upload/curp/front', () => HttpResponse.error(), { once: true }),
    );
    await renderApp('/auth/id_card_authentication');
    await userEvent.click(await screen.findByRole('button', { name: 'Allow camera and continue' }));
    fireEvent.change(screen.getByLabelText('ID card front', { selector: 'input' }), {
      target: { files: [new File([new Uint8Array(64)], 'front.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('Network error. Please check your connection and try again'),
    ).toBeTruthy();
    expect(screen.queryByText('✓ Accepted')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText('✓ Accepted')).toHaveLength(1));
    expect(fronts).toHaveLength(1);
    expect(fronts[0]?.file?.size).toBe(64);
  });
});
