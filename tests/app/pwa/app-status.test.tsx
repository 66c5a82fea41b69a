// @vitest-environment jsdom
/** The shell's own notices: offline while the connection is gone, Reload once a new build waits. */
import '../support/dom';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStatusNotices } from '../../../src/app/pwa/app-status';
import { offerReload } from '../../../src/app/pwa/status';
import { initI18n } from '../../../src/lib/i18n';
import { theme } from '../../../src/lib/theme';

afterEach(() => cleanup());

async function renderNotices(): Promise<void> {
  await initI18n({ strict: true });
  render(
    <MantineProvider theme={theme} env="test">
      <AppStatusNotices />
    </MantineProvider>,
  );
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('app status notices', () => {
  it('says the phone is offline while it is, then hides', async () => {
    await renderNotices();
    const text = /You are offline\. The app still opens/;
    expect(screen.queryByText(text)).toBeNull();
    act(() => setOnline(false));
    expect(await screen.findByText(text)).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('offers Reload once a new build is waiting, and only switches when tapped', async () => {
    await renderNotices();
    const reload = vi.fn();
    act(() => offerReload(reload));
    expect(await screen.findByText('A new version of the app is ready.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
