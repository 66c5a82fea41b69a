// @vitest-environment jsdom
/**
 * The personal info screen through the router (§2, §5): required fields on submit with the focus on
 * the first error, a restored draft sent once and the route of the answered status, and server field
 * errors shown in place.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../src/lib/storage';
import { handle, server, startApiServer } from '../app/support/api-server';
import { renderApp } from '../app/support/render-app';
import { servedJson } from '../../src/server/forms/compile';
import { PERSONAL_TZ, served } from '../shared/forms/support';

// The browser imports the validator module from the server; here it is the same compiled module.
vi.mock('../../src/lib/api/import-validator', () => ({
  importValidator: async (url: string) =>
    (await import('../shared/forms/support')).validatorAt(url),
}));

startApiServer();

const user = {
  userId: '42',
  mobile: '+255712345678',
  country: 'TZ' as const,
  createdAt: 1700000000,
};
const personal = served('tz', 'personal');

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  // Where the next step leads is read afresh after each step.
  handle('loanOrderLatest', () => ({ data: {} }));
  setItem('userInfo', user);
  server.use(
    http.get('/api/forms/:country/:form', ({ params }) =>
      HttpResponse.json(servedJson(served(String(params.country), String(params.form)))),
    ),
  );
});

describe('personal info screen', () => {
  it('marks the required fields after a submit attempt and focuses the first', async () => {
    const saves = handle('saveBasicInfoMarket', () => ({ data: { status: 11 } }));
    await renderApp('/auth/personal_infomation');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please input first name of at least 3 letters')).toBeTruthy();
    expect(screen.getByText('Please select date of birth')).toBeTruthy();
    // Hidden until the birthday: their errors never show.
    expect(screen.queryByText('Please input email')).toBeNull();
    expect(document.activeElement?.id).toBe('root_firstName');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked in red');
    expect(saves).toHaveLength(0);
  });

  it('restores the draft, sends it once, and goes to the screen of the answered status', async () => {
    localStorage.setItem(
      'mkopo.draft.42.personal',
      JSON.stringify({ hash: 'old', data: { ...PERSONAL_TZ, city: 'Nowhere' } }),
    );
    const saves = handle('saveBasicInfoMarket', () => ({ data: { status: 11 } }));
    const { router } = await renderApp('/auth/personal_infomation');
    expect(
      ((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value,
    ).toBe('Amina');
    // The stale district was cleared by the rules on restore.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select district')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /District/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karatu District' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/additionalInfomation'));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.input).toMatchObject(PERSONAL_TZ);
    expect(localStorage.getItem('mkopo.draft.42.personal')).toBeNull();
  });

  it('shows the server’s field errors in place', async () => {
    localStorage.setItem(
      'mkopo.draft.42.personal',
      JSON.stringify({ hash: personal.hash, data: PERSONAL_TZ }),
    );
    server.use(
      http.post('/api/user/saveBasicInfo-market', () =>
        HttpResponse.json(
          {
            code: 40003,
            msg: 'validation',
            key: 'validation',
            data: null,
            errors: [{ field: 'email', key: 'forms:personal.email.pattern' }],
          },
          { status: 422 },
        ),
      ),
    );
    await renderApp('/auth/personal_infomation');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        "Gmail/Yahoo Mail only and email addr can't contain special symbols.",
      ),
    ).toBeTruthy();
  });
});
