// @vitest-environment jsdom
/**
 * A borrower who has not chosen a language sees the first screen in the phone's (issue: it opened
 * in English on a phone set to Kiswahili); a chosen language still wins.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The phone's languages are read when the app starts, so they are set before it loads.
vi.hoisted(() => {
  Object.defineProperty(globalThis.navigator, 'languages', {
    value: ['sw-TZ', 'en-GB'],
    configurable: true,
  });
  globalThis.localStorage.clear();
});

const { phoneLanguage } = await import('../../src/lib/phone-language');
const { getItem } = await import('../../src/lib/storage');
const { startApiServer } = await import('../app/support/api-server');
const { renderApp } = await import('../app/support/render-app');

startApiServer();

describe('the phone language', () => {
  it('picks the first of the phone languages the app speaks, by whole tag, then primary subtag', () => {
    const offered = ['en', 'sw_KE', 'sw_TZ', 'es'] as const;
    expect(phoneLanguage(offered, ['sw-TZ', 'en'], 'en')).toBe('sw_TZ');
    expect(phoneLanguage(offered, ['en-GB', 'sw-KE'], 'en')).toBe('sw_KE');
    expect(phoneLanguage(offered, ['fr-FR', 'es-419', 'sw'], 'en')).toBe('es');
    expect(phoneLanguage(offered, ['SW'], 'en')).toBe('sw_KE');
    expect(phoneLanguage(offered, ['fr', 'de'], 'en')).toBe('en');
    expect(phoneLanguage(offered, [], 'en')).toBe('en');
  });

  it('opens the first screen in Kiswahili on a phone set to Kiswahili, with nothing chosen', async () => {
    expect(getItem('language')).toBe('sw_TZ');
    await renderApp('/me', null);
    expect(await screen.findByRole('navigation', { name: 'Menyu kuu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw-TZ');
  });

  it('keeps the language the borrower chose over the phone', () => {
    localStorage.setItem('language', '"es"');
    expect(getItem('language')).toBe('es');
  });
});
