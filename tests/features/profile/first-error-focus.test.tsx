// @vitest-environment jsdom
/**
 * A submit with errors puts the focus on the first of them, whatever widget it is (issue: when it
 * was a picker the focus stayed on Next, the error 500 px above).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { servedJson } from '../../../src/server/forms/compile';
import { PERSONAL_TZ, served } from '../../shared/forms/support';

vi.mock('../../../src/lib/api/import-validator', () => ({
  importValidator: async (url: string) =>
    (await import('../../shared/forms/support')).validatorAt(url),
}));

startApiServer();

function withDraft(data: Record<string, string>) {
  const hash = served('tz', 'personal').hash;
  localStorage.setItem('mkopo.draft.42.personal', JSON.stringify({ hash, data }));
}

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  server.use(
    http.get('/api/forms/:country/:form', ({ params }) =>
      HttpResponse.json(servedJson(served(String(params.country), String(params.form)))),
    ),
  );
});

describe('the first error gets the focus', () => {
  it('when it is a picker (education)', async () => {
    const { education: _education, ...rest } = PERSONAL_TZ;
    withDraft(rest);
    await renderApp('/auth/personal_infomation');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select education')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Education/ })),
    );
  });

  it('when it is a row of radios (gender)', async () => {
    const { gender: _gender, ...rest } = PERSONAL_TZ;
    withDraft(rest);
    await renderApp('/auth/personal_infomation');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select gender')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
  });
});
