// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem } from '../../src/lib/storage';
import { startApiServer } from '../app/support/api-server';
import { renderApp } from '../app/support/render-app';

startApiServer();

beforeEach(() => localStorage.clear());

describe('language switch', () => {
  it('re-renders in the chosen language without reload, stores it and sets <html lang>', async () => {
    await renderApp('/user_center/language');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lugha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kiswahili' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A Tanzanian reads Tanzanian Kiswahili, the first language Tanzania's data names.
    expect(getItem('language')).toBe('sw_TZ');
    expect(document.documentElement.lang).toBe('sw-TZ');
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.title).toBe('Lugha · Mkopo'));

    await ui.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeTruthy();
    expect(getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers only the languages the country’s data names', async () => {
    await renderApp('/user_center/language');
    const names = (await screen.findAllByRole('button', { pressed: false }))
      .concat(screen.getAllByRole('button', { pressed: true }))
      .map((b) => b.getAttribute('lang'));
    expect(names.sort()).toEqual(['en', 'sw-TZ']);
  });

  it('keeps the language for the next visit and translates the tabs', async () => {
    localStorage.setItem('language', '"sw_KE"');
    await renderApp('/me', 'sw_KE');
    expect(await screen.findByRole('navigation', { name: 'Menyu kuu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nyumbani' })).toBeTruthy();
    expect(await screen.findByText('Hujaingia')).toBeTruthy();
  });
});
