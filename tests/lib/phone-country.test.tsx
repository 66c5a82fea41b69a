// @vitest-environment jsdom
/**
 * A visitor who has not chosen a country sees the one the phone is in (a Kenyan visitor saw TZS
 * before signing in): by the region of the phone's language, else by its time zone; a chosen
 * country still wins.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The phone's languages are read when the app starts, so they are set before it loads.
vi.hoisted(() => {
  Object.defineProperty(globalThis.navigator, 'languages', {
    value: ['en-KE', 'en-GB'],
    configurable: true,
  });
  globalThis.localStorage.clear();
});

const { phoneCountry } = await import('../../src/lib/phone-language');
const { getItem, setItem } = await import('../../src/lib/storage');
const { startApiServer } = await import('../app/support/api-server');
const { renderApp } = await import('../app/support/render-app');

startApiServer();

const COUNTRIES = [
  { code: 'TZ', timeZone: 'Africa/Dar_es_Salaam' },
  { code: 'KE', timeZone: 'Africa/Nairobi' },
] as const;

describe("the visitor's country", () => {
  it("is the region a phone language names, else the phone's time zone, else none", () => {
    expect(phoneCountry(COUNTRIES, ['en-US', 'sw-KE'], 'UTC')).toBe('KE');
    expect(phoneCountry(COUNTRIES, ['en-GB'], 'Africa/Dar_es_Salaam')).toBe('TZ');
    expect(phoneCountry(COUNTRIES, ['en-US'], 'Africa/Nairobi')).toBe('KE');
    expect(phoneCountry(COUNTRIES, ['fr-FR'], 'Europe/Paris')).toBeNull();
  });

  it("shows a Kenyan visitor's Home in Kenyan shillings before any sign-in", async () => {
    expect(getItem('country')).toBe('KE');
    await renderApp('/');
    expect(await screen.findByText(/^KSh /)).toBeTruthy();
    expect(screen.queryByText(/TZS/)).toBeNull();
  });

  it('keeps the country the visitor chose', () => {
    setItem('country', 'TZ');
    expect(getItem('country')).toBe('TZ');
  });
});
