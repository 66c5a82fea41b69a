// @vitest-environment jsdom
/**
 * A screen whose chunk cannot load shows "You are offline / Retry" in place (never the splash,
 * never an empty page), and loads once the connection is back: by Retry or by itself on `online`.
 */
import '../support/dom';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBoundary } from '../../../src/app/offline/offline-boundary';
import { retryableLazy } from '../../../src/lib/offline/retryable-lazy';
import { changeLanguage, initI18n } from '../../../src/lib/i18n';
import { theme } from '../../../src/lib/theme';

afterEach(() => cleanup());

// The server does not answer either: the phone is offline, not looking at an old deploy.
vi.mock('../../../src/lib/api/server-reachable', () => ({ serverReachable: async () => false }));

// React reports an error a boundary caught with console.error; here that error is the point.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function Page() {
  return <p>The work form</p>;
}

/** A chunk that fails while `offline.value` is true, as import() does without a connection. */
function flakyChunk() {
  const offline = { value: true, tries: 0 };
  const load = async () => {
    offline.tries += 1;
    if (offline.value) throw new TypeError('Failed to fetch dynamically imported module: /x.js');
    return { default: Page };
  };
  return { offline, Lazy: retryableLazy(load) };
}

async function renderScreen(language: 'en' | 'sw_KE', Lazy: ComponentType) {
  await initI18n({ strict: true });
  await changeLanguage(language);
  return render(
    <MantineProvider theme={theme} env="test">
      <OfflineBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </OfflineBoundary>
    </MantineProvider>,
  );
}

describe('a screen lost to a dropped connection', () => {
  it('says so in place and loads on Retry', async () => {
    const { offline, Lazy } = flakyChunk();
    await renderScreen('en', Lazy);
    expect(await screen.findByText('You are offline')).toBeTruthy();
    // The import was tried again before giving up (retryImport's waits).
    expect(offline.tries).toBe(3);
    offline.value = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The work form')).toBeTruthy();
  });

  it('loads by itself when the phone is back online, in Kiswahili too', async () => {
    const { offline, Lazy } = flakyChunk();
    await renderScreen('sw_KE', Lazy);
    expect(await screen.findByText('Huna mtandao')).toBeTruthy();
    offline.value = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The work form')).toBeTruthy();
  });
});
