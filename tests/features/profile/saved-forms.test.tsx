// @vitest-environment jsdom
/**
 * A borrower who signs in on a new phone finds the forms as they saved them (docs/architecture.md §5): the
 * screen starts from what the server sends back, and this phone's own draft wins over it.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, server, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { servedJson } from '../../../src/server/forms/compile';
import { WORK, served } from '../../shared/forms/support';

vi.mock('../../../src/lib/api/import-validator', () => ({
  importValidator: async (url: string) =>
    (await import('../../shared/forms/support')).validatorAt(url),
}));

startApiServer();

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

const firstName = async () =>
  ((await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement).value;

describe('saved forms on a new phone', () => {
  it('starts the personal info screen from the saved form', async () => {
    handle('getSavedForms', () => ({ data: { personal: { firstName: 'Zawadi' }, work: WORK } }));
    await renderApp('/auth/personal_infomation');
    expect(await firstName()).toBe('Zawadi');
  });

  it('lets this phone’s draft win over the saved form', async () => {
    const hash = served('tz', 'personal').hash;
    localStorage.setItem(
      'mkopo.draft.42.personal',
      JSON.stringify({ hash, data: { firstName: 'Rehema' } }),
    );
    handle('getSavedForms', () => ({
      data: { personal: { firstName: 'Zawadi', lastName: 'Mushi' } },
    }));
    await renderApp('/auth/personal_infomation');
    expect(await firstName()).toBe('Rehema');
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe(
      'Mushi',
    );
  });
});
