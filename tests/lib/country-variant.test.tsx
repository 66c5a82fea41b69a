// @vitest-environment jsdom
/**
 * A Tanzanian who chose Kiswahili while Tanzania read Kenyan Kiswahili (sw_KE) opens the app in
 * Tanzanian Kiswahili, their country's variant of the language they chose, and keeps it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The stored choice is read when the app starts, so it is set before it loads.
vi.hoisted(() => {
  globalThis.localStorage.clear();
  globalThis.localStorage.setItem('language', '"sw_KE"');
  globalThis.localStorage.setItem('country', '"TZ"');
});

const { getItem } = await import('../../src/lib/storage');
const { startApiServer } = await import('../app/support/api-server');
const { renderApp } = await import('../app/support/render-app');

startApiServer();

describe("the country's variant of a chosen language", () => {
  it('opens in sw_TZ for a Tanzanian who had chosen sw_KE, and stores it', async () => {
    expect(getItem('language')).toBe('sw_KE');
    await renderApp('/me', null);
    expect(await screen.findByRole('navigation', { name: 'Menyu kuu' })).toBeTruthy();
    expect(getItem('language')).toBe('sw_TZ');
    expect(document.documentElement.lang).toBe('sw-TZ');
  });
});
