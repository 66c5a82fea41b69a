// @vitest-environment jsdom
/**
 * Open the app with no store link configured (issue: it showed a bare "no url"): the screen says
 * in words that the app is not in the store yet, and offers no button that would open nothing.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInBorrower } from '../../app/support/signed-in';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

beforeEach(signedInBorrower);

const UNAVAILABLE = 'The app is not in the store yet. Everything else works here in the web app.';

describe('open the app', () => {
  it('says the app is not in the store yet, without a dead button, when the answer is empty', async () => {
    handle('appDownloadGetAddress', () => ({ data: { packageName: '', url: '' } }));
    await renderApp('/user_center/open_app');
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText('no url')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the store' })).toBeNull();
  });

  it('says the same when the server answers that no link is configured', async () => {
    handle('appDownloadGetAddress', () => ({ error: 'noUrl' }));
    await renderApp('/user_center/open_app');
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the store' })).toBeNull();
  });

  it('offers the store when a link is configured', async () => {
    handle('appDownloadGetAddress', () => ({
      data: {
        packageName: 'com.mkopo.credit',
        url: 'https://play.google.com/store/apps/details?id=com.mkopo.credit',
      },
    }));
    await renderApp('/user_center/open_app');
    expect(await screen.findByRole('button', { name: 'Open the store' })).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});
