// @vitest-environment jsdom
/**
 * Every screen is a <main> landmark, tab pages and the others alike (issue: none outside the
 * tabs), and the retry banner of a screen the borrower has left does not stay over the next one
 * (issue: a stale red network toast covered a field).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from './support/api-server';
import { renderApp } from './support/render-app';

startApiServer();

beforeEach(() => localStorage.clear());

describe('screens', () => {
  it('are each one <main> landmark, on a tab page and off it', async () => {
    const tab = await renderApp('/');
    await waitFor(() => expect(screen.getAllByRole('main')).toHaveLength(1));
    tab.unmount();
    await renderApp('/user/login');
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main').contains(screen.getByLabelText('Mobile number'))).toBe(true);
  });

  it('drop the retry banner of the screen the borrower left', async () => {
    handle('existsByMobile', () => 'network');
    const { router } = await renderApp('/user/login');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Mobile number'), '0712345678');
    await ui.click(screen.getByRole('button', { name: 'Get code' }));
    const banner = 'Network error. Please check your connection and try again';
    expect(await screen.findByText(banner)).toBeTruthy();
    handle('appDownloadGetAddress', () => 'hang');
    router.go('/user_center/open_app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_center/open_app'));
    await waitFor(() => expect(screen.queryByText(banner)).toBeNull());
  });
});
