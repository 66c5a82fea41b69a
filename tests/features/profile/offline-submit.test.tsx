// @vitest-environment jsdom
/**
 * A form sent while the connection drops keeps everything typed and is sent again in place
 * (issue: offline, Next turned the page into the splash): Retry sends the same answers and moves on.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { servedJson } from '../../../src/server/forms/compile';
import { PERSONAL_TZ, served } from '../../shared/forms/support';

vi.mock('../../../src/lib/api/import-validator', () => ({
  importValidator: async (url: string) =>
    (await import('../../shared/forms/support')).validatorAt(url),
}));

startApiServer();

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  // Where the next step leads is read afresh after each step.
  handle('loanOrderLatest', () => ({ data: {} }));
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  server.use(
    http.get('/api/forms/:country/:form', ({ params }) =>
      HttpResponse.json(servedJson(served(String(params.country), String(params.form)))),
    ),
  );
  const hash = served('tz', 'personal').hash;
  localStorage.setItem(
    'mkopo.draft.42.personal',
    JSON.stringify({ hash, data: { ...PERSONAL_TZ, address: 'Plot 1' } }),
  );
});

describe('personal info sent offline', () => {
  it('keeps what was typed, and Retry sends it and goes on to the next step', async () => {
    let attempts = 0;
    const saves = handle('saveBasicInfoMarket', () =>
      ++attempts === 1 ? 'network' : { data: { orderNo: 'A1', status: 11 } },
    );
    const { router } = await renderApp('/auth/personal_infomation');
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.type(address, '2, Sokoine Road');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByText('Network error. Please check your connection and try again'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/personal_infomation');
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe(
      'Plot 12, Sokoine Road',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/additionalInfomation'));
    expect(attempts).toBe(2);
    expect(saves.at(-1)?.input).toMatchObject({ ...PERSONAL_TZ, address: 'Plot 12, Sokoine Road' });
  });
});
