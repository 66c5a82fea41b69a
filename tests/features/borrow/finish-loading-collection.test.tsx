// @vitest-environment jsdom
/**
 * finish_loading runs the §7 data-collection check while a submitted order waits for its data
 * (status 19), with a fake native shell: nothing required → no word; missing in the app → the
 * shell is asked (timeSDK with the missing flags), an event is logged and the borrower is told it
 * moves on by itself; missing outside the app → 'Please run in App'.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { summary } from './fixtures';

startApiServer();

const COLLECTING =
  'The app is gathering what your application needs. This page moves on by itself.';
const NONE = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  callLog: false,
  location: false,
};

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  handle('loanOrderLatest', () => ({ data: { order: summary(19) } }));
});
afterEach(() => {
  delete window.__nativeBridge;
});

function shell(): string[] {
  const posted: string[] = [];
  window.__nativeBridge = { postMessage: (action, json) => posted.push(`${action} ${json}`) };
  return posted;
}

function requires(enabled: boolean) {
  handle('timeUploadEnable', () => ({ data: { enableTimeSdk: enabled } }));
  handle('timeUploadStatus', () => ({
    data: { ...NONE, device: true, required: enabled ? ['device', 'appList'] : [] },
  }));
}

describe('finish_loading data collection', () => {
  it('says nothing when the country requires no data', async () => {
    const posted = shell();
    requires(false);
    await renderApp('/finish_loading');
    expect(await screen.findByText('Submitting your order…')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(COLLECTING)).toBeNull();
    expect(posted.filter((p) => p.startsWith('timeSDK'))).toEqual([]);
  });

  it('asks the shell for the missing data and says the page moves on by itself', async () => {
    const posted = shell();
    requires(true);
    await renderApp('/finish_loading');
    expect(await screen.findByText(COLLECTING)).toBeTruthy();
    const asked = posted.find((p) => p.startsWith('timeSDK')) ?? '';
    expect(asked).toContain('"orderNo":"A1"');
    expect(asked).toContain('"flags":["appList"]');
    await waitFor(() => expect(posted.some((p) => p.startsWith('logEventByAF'))).toBe(true));
  });

  it("says 'Please run in App' outside the app, where nothing can collect", async () => {
    requires(true);
    await renderApp('/finish_loading');
    expect(await screen.findByText('Please run in App')).toBeTruthy();
    expect(screen.queryByText(COLLECTING)).toBeNull();
  });
});
