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
    expect(getItem('language')).toBe('sw_KE');
    expect(document.documentElement.lang).toBe('sw-KE');
    await waitFor(() => expect(document.title).toBe('Lugha · Mkopo'));

    await ui.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Idioma' })).toBeTruthy();
    expect(getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the language for the next visit and translates the tabs', async () => {
    localStorage.setItem('language', '"sw_KE"');
    await renderApp('/me', 'sw_KE');
    expect(await screen.findByRole('navigation', { name: 'Menyu kuu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nyumbani' })).toBeTruthy();
    expect(await screen.findByText('Hujaingia')).toBeTruthy();
  });
});
