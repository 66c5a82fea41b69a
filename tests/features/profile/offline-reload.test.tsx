// @vitest-environment jsdom
/**
 * A form page reloaded while offline shows the form and the draft typed into it (issue: it said
 * "The form could not be loaded" while the offline banner promised that drafts wait): the last
 * form file read is kept on the phone.
 */
import { screen } from '@testing-library/react';
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
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  handle('loanOrderLatest', () => ({ data: {} }));
});

const formsOnline = http.get('/api/forms/:country/:form', ({ params }) =>
  HttpResponse.json(servedJson(served(String(params.country), String(params.form)))),
);
const formsOffline = http.get('/api/forms/:country/:form', () => HttpResponse.error());

describe('a form page reloaded offline', () => {
  it('shows the form and its draft from the copy kept on the last visit', async () => {
    server.use(formsOnline);
    const online = await renderApp('/auth/personal_infomation');
    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeTruthy();
    online.unmount();

    const hash = served('tz', 'personal').hash;
    localStorage.setItem(
      'mkopo.draft.42.personal',
      JSON.stringify({ hash, data: { ...PERSONAL_TZ, address: 'Plot 7, Uhuru Street' } }),
    );
    server.use(formsOffline);
    handle('getSavedForms', () => 'network');
    await renderApp('/auth/personal_infomation');
    const address = await screen.findByRole('textbox', { name: 'Address' });
    expect((address as HTMLInputElement).value).toBe('Plot 7, Uhuru Street');
    expect(screen.queryByText('The form could not be loaded. Please try again.')).toBeNull();
  });

  it('still says the form could not be loaded when it was never read on this phone', async () => {
    server.use(formsOffline);
    await renderApp('/auth/personal_infomation');
    expect(await screen.findByText('The form could not be loaded. Please try again.')).toBeTruthy();
  });
});
